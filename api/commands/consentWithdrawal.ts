/**
 * A person's own consent changes: from the dashboard's Privacy tab (an account, one purpose at a
 * time) and from a mail's withdrawal link (the purposes the mail was sent for, account or visitor).
 * Each is the rows and events of consentRecorder in one transaction; from then on the sender holds
 * back every queued message that rested on it (notifier.ts).
 */
import type { ConsentChannel, Purpose } from '../../contract/privacy.ts';
import type { Actor, Deps } from '../context.ts';
import { withTx } from '../db.ts';
import type { WithdrawalRequest } from '../privacy/consentLinks.ts';
import { recordConsent } from './consentRecorder.ts';
import { lockActor } from './mutationRunner.ts';

/** Gives or withdraws one purpose for the signed-in person (the caller checks that the account's is not withdrawn). */
export async function setOwnConsent(deps: Pick<Deps, 'sql'>, actor: Actor, purpose: Purpose, granted: boolean): Promise<void> {
  await withTx(deps.sql, async (tx) => {
    await lockActor(tx, actor);
    await recordConsent(tx, { subject: { kind: 'user', id: actor.id }, purpose, granted, channel: 'dashboard', actorId: actor.id });
  });
}

/** Withdraws what a mail's link names; a second press changes nothing. */
export async function withdrawByLink(deps: Pick<Deps, 'sql'>, request: WithdrawalRequest, channel: ConsentChannel = 'mail_link') {
  await withTx(deps.sql, async (tx) => {
    const actorId = request.subject.kind === 'user' ? request.subject.id : null;
    for (const purpose of request.purposes) {
      await recordConsent(tx, { subject: request.subject, purpose, granted: false, channel, actorId });
    }
  });
}
