/**
 * The test server's mail, read back from its mail catcher (MailDev, on E2E_MAIL_UI_PORT): the mails
 * to an address as they arrive, and a mail's attachments as they were sent.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** The embedded mail catcher's API, where the test server's mail goes. */
export const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_UI_PORT ?? '24344'}`;

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { contentType: string; filename?: string; generatedFileName: string }[];
}

/** The newest mail the catcher holds for `address` (with `subject`, if given), once it has arrived (within `timeout` ms). */
export async function mailTo(
  request: APIRequestContext,
  address: string,
  subject?: string | RegExp,
  timeout = 60_000,
): Promise<CaughtMail> {
  const wanted = (mail: CaughtMail) =>
    mail.to.some((to) => to.address === address) &&
    (subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${MAIL_API}/api/email`)).json()) as CaughtMail[];
        found = mails.reverse().find(wanted);
        return Boolean(found);
      },
      { timeout, message: `a mail to ${address}${subject === undefined ? '' : ` (${String(subject)})`}` },
    )
    .toBe(true);
  return found!;
}

/** The text of the first attachment of `mail` whose content type `contentType` matches, as it was sent. */
export async function attachmentText(request: APIRequestContext, mail: CaughtMail, contentType: RegExp): Promise<string> {
  const attachment = mail.attachments?.find((part) => contentType.test(part.contentType));
  expect(attachment, `an attachment of type ${String(contentType)} in “${mail.subject}”`).toBeTruthy();
  const response = await request.get(`${MAIL_API}/api/email/${mail.id}/attachment/${encodeURIComponent(attachment!.generatedFileName)}`);
  expect(response.ok()).toBe(true);
  return response.text();
}
