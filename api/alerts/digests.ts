/**
 * Daily and weekly digests (09:00 Asia/Kolkata, pg-boss schedules): one e-mail per user listing
 * every new match of their searches with that frequency that no alert has announced yet; nothing for
 * a user without one. The matches are marked announced in the same transaction that records the
 * e-mail and its send job, so a digest run twice (a retry, a second replica) mails nothing twice.
 */
import type { Property } from '../../contract/properties.ts';
import { digestMail } from '../mail/alertMails.ts';
import { isClosedAvailability } from '../../contract/catalog.ts';
import { findProperties } from '../queries/propertyReads.ts';
import type { AlertDeps } from './alerts.ts';
import { recipients } from './alertMatcher.ts';
import { digestPush } from './alertPushes.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import { alertsConsent, alertsWithdrawUrl } from './alertConsent.ts';

interface PendingMatch {
  searchId: string;
  searchName: string;
  userId: string;
  propertyId: string;
  channels: string[];
}

export async function sendDigests(
  deps: AlertDeps,
  frequency: 'daily' | 'weekly',
  now: Date = new Date(),
): Promise<{ mails: number; listings: number }> {
  await deps.jobs.prepare('notification.send');
  return deps.sql.begin(async (tx) => {
    const pending = await tx<PendingMatch[]>`
      select m.saved_search_id as "searchId", s.name as "searchName", s.user_id as "userId", m.property_id as "propertyId", s.channels
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.announced_at is null and s.alert = ${frequency} and not s.paused
      order by s.created_at, m.matched_at
      for update of m skip locked`;
    if (pending.length === 0) return { mails: 0, listings: 0 };
    await tx`
      update saved_search_matches m set announced_at = ${now}
      from unnest(${tx.array(pending.map((p) => p.searchId))}::uuid[], ${tx.array(pending.map((p) => p.propertyId))}::uuid[]) as a(search_id, property_id)
      where m.saved_search_id = a.search_id and m.property_id = a.property_id`;

    const users = await recipients(tx, [...new Set(pending.map((match) => match.userId))]);
    const properties = await findProperties(tx, [...new Set(pending.map((match) => match.propertyId))], null);
    let mails = 0;
    let listings = 0;
    for (const user of users.values()) {
      // A listing sold or rented since it matched is no longer news.
      const mine = pending.filter((match) => {
        const property = properties.get(match.propertyId);
        return match.userId === user.id && property !== undefined && !isClosedAvailability(property.availability);
      });
      const groups = new Map<string, { searchName: string; properties: Property[]; email: boolean; push: boolean }>();
      for (const match of mine) {
        const group = groups.get(match.searchId) ?? {
          searchName: match.searchName,
          properties: [],
          email: match.channels.includes('email'),
          push: match.channels.includes('push'),
        };
        group.properties.push(properties.get(match.propertyId)!);
        groups.set(match.searchId, group);
      }
      const mailed = [...groups.values()].filter((group) => group.email);
      const stamp = now.toISOString();
      if (mailed.length && user.emailEnabled) {
        const unsubscribe = unsubscribeUrl(deps.publicUrl, deps.unsubscribeKey, { userId: user.id, scope: 'all' });
        await deps.notifier.emailIn(
          tx,
          `digest:${frequency}:${user.id}:${stamp}`,
          digestMail(user, frequency, mailed, {
            publicUrl: deps.publicUrl,
            unsubscribeUrl: unsubscribe,
            withdrawUrl: alertsWithdrawUrl(deps, user),
          }),
          'bulk',
          alertsConsent(user),
        );
        mails += 1;
        listings += mailed.reduce((sum, group) => sum + group.properties.length, 0);
      }
      const pushed = [...groups.values()].filter((group) => group.push);
      if (pushed.length && user.pushEnabled) {
        const count = pushed.reduce((sum, group) => sum + group.properties.length, 0);
        const first = pushed[0].properties[0];
        await deps.notifier.pushIn(
          tx,
          `digest:${frequency}:${user.id}:${stamp}`,
          user.id,
          digestPush(
            user.locale,
            frequency,
            count,
            pushed.map((group) => group.searchName),
            first,
          ),
          'bulk',
          'alerts',
        );
      }
    }
    return { mails, listings };
  }) as Promise<{ mails: number; listings: number }>;
}
