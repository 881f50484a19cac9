/** What an advisor is told when a lead's next action falls due: a mail and a push, at the due time. */
import { formatMobile } from '../../contract/fields.ts';
import type { PushPayload } from '../../contract/push.ts';
import { nextActionLabels, type NextActionKind } from '../../contract/today.ts';
import { renderMail } from './layout.ts';
import type { MailMessage } from './mailer.ts';

/** A due next action as its messages name it: no more of the buyer than the agent needs to act. */
export interface DueAction {
  enquiryId: string;
  reference: string;
  name: string;
  mobile: string;
  listingTitle: string | null;
  kind: NextActionKind;
  dueAt: Date;
}

/** Where the reminder opens: the advisor's Today list. */
export const TODAY_PATH = '/admincp/today';

/** `3:04 pm` in Surat. */
const suratTime = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(at);

const about = (action: DueAction) => action.listingTitle ?? 'a general question';

export function dueActionMail(to: string, publicUrl: string, action: DueAction): MailMessage {
  const label = nextActionLabels[action.kind];
  const { html, text } = renderMail({
    preheader: `${label}: ${action.name}, due ${suratTime(action.dueAt)}`,
    heading: `${label}: ${action.reference} is due`,
    paragraphs: [`${action.name} asked about ${about(action)}.`, `Mobile: ${formatMobile(action.mobile)}`],
    action: { label: 'Open Today', url: new URL(TODAY_PATH, publicUrl).toString() },
    note: `Due at ${suratTime(action.dueAt)}. Log how it went on Today: that sets the next action.`,
  });
  return { to, subject: `Due ${suratTime(action.dueAt)}: ${label.toLowerCase()} ${action.reference}`, html, text };
}

export function dueActionPush(action: DueAction): PushPayload {
  return {
    title: `${nextActionLabels[action.kind]}: ${action.reference}`,
    body: `${action.name}, ${about(action)}: due ${suratTime(action.dueAt)}`,
    url: TODAY_PATH,
    tag: `next-action-${action.enquiryId}`,
  };
}
