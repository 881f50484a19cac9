/**
 * Telling a visit's people of it, recorded in the caller's transaction and sent once by the
 * notifier: the buyer's mail (when they gave an address) with the calendar invitation and the
 * signed reschedule and cancel links, in the language they booked in, and a push where they allowed
 * it; the agent's mail and push. Each notification's id names the visit, what happened and the
 * visit's sequence, so one change is told once however often it is recorded.
 */
import { siteLanguages, type SiteLanguage } from '../../contract/catalog.ts';
import type { MyEnquiry } from '../../contract/enquiries.ts';
import { CHECK_IN_MARGIN_MINUTES } from '../../contract/visits.ts';
import type { Deps } from '../context.ts';
import type { Sql, Tx } from '../db.ts';
import {
  agentVisitMail,
  agentVisitPush,
  buyerVisitMail,
  buyerVisitPush,
  type ListingClosed,
  type VisitMailKind,
  type VisitNotice,
} from '../mail/visitMails.ts';
import { mailLocale } from '../mail/mailWords.ts';
import { withdrawalUrl } from '../privacy/consentLinks.ts';
import { mapUrl, placeAddress } from '../queries/visitReads.ts';
import { checkInCode, checkInKeys, checkInPass, checkInWindow } from './checkInPass.ts';
import { checkInQrPng } from './checkInQr.ts';
import { visitInvite } from './visitInvite.ts';
import { visitLinkKey, visitLinkUrl } from './visitLinks.ts';

export type VisitNoticeDeps = Pick<Deps, 'config' | 'notifier' | 'consentLinkKey'>;

interface VisitPeople extends VisitNotice {
  sequence: number;
  status: string;
  language: SiteLanguage;
  email: string | null;
  userId: string | null;
  enquiryId: string;
  agentId: string;
  agentEmail: string;
}

/** The visit with its buyer and agent, as the messages need them. */
export async function visitPeople(tx: Sql | Tx, visitId: string): Promise<VisitPeople | null> {
  const [row] = await tx<(Omit<VisitPeople, 'mapUrl' | 'language'> & { language: string })[]>`
    select v.id as "visitId", e.reference, e.name as "buyerName", e.mobile, e.email, e.user_id as "userId", e.id as "enquiryId",
      coalesce(p.title, j.title, e.listing_title, '') as "listingTitle",
      coalesce(${placeAddress(tx, 'p')}, ${placeAddress(tx, 'j')}, '') as address,
      u.name as "agentName", u.email as "agentEmail", v.agent_id as "agentId",
      v.starts_at as "startsAt", v.ends_at as "endsAt", v.sequence, v.status, v.language
    from visits v join enquiries e on e.id = v.enquiry_id join "user" u on u.id = v.agent_id
    left join properties p on p.id = v.property_id left join projects j on j.id = v.project_id
    where v.id = ${visitId}`;
  if (!row) return null;
  const language = (siteLanguages as readonly string[]).includes(row.language) ? (row.language as SiteLanguage) : 'en';
  return { ...row, language, mapUrl: mapUrl(row.address) };
}

/** The signed links of the visit as it now stands: spent by its next change, expiring when it ends. */
export function visitLinks(deps: VisitNoticeDeps, visit: Pick<VisitPeople, 'visitId' | 'sequence' | 'endsAt' | 'language'>) {
  const key = visitLinkKey(deps.consentLinkKey);
  const link = (purpose: 'reschedule' | 'cancel') =>
    visitLinkUrl(
      deps.config.publicUrl,
      key,
      { visitId: visit.visitId, purpose, sequence: visit.sequence, expiresAt: visit.endsAt },
      visit.language,
    );
  return { reschedule: link('reschedule'), cancel: link('cancel') };
}

const invites: Partial<Record<VisitMailKind, 'REQUEST' | 'CANCEL'>> = { booked: 'REQUEST', changed: 'REQUEST', cancelled: 'CANCEL' };

/** Records what `kind` tells the buyer and the agent of the visit (a cancellation may say its listing was sold or rented). */
export async function tellVisit(
  deps: VisitNoticeDeps,
  tx: Tx,
  visitId: string,
  kind: VisitMailKind,
  listingClosed?: ListingClosed,
): Promise<void> {
  const visit = await visitPeople(tx, visitId);
  if (!visit) return;
  const id = `visit-${kind}:${visit.visitId}:${visit.sequence}`;
  const locale = mailLocale(visit.language);
  const subject = visit.userId ? ({ kind: 'user', id: visit.userId } as const) : ({ kind: 'enquiry', id: visit.enquiryId } as const);
  const host = new URL(deps.config.publicUrl).hostname;
  if (visit.email) {
    const method = invites[kind];
    const calendar = method
      ? {
          method,
          content: visitInvite({
            visit,
            sequence: visit.sequence,
            method,
            host,
            attendee: { name: visit.buyerName, email: visit.email },
            organizerEmail: deps.config.mail.from.replace(/^.*<|>.*$/g, ''),
          }),
        }
      : null;
    const mail = buyerVisitMail({
      to: visit.email,
      kind,
      locale,
      visit,
      links: kind === 'cancelled' ? null : visitLinks(deps, visit),
      calendar,
      checkIn: kind === 'cancelled' ? null : await checkInOf(deps, visit),
      listingClosed,
      withdrawUrl: withdrawalUrl(deps.config.publicUrl, deps.consentLinkKey, { subject, purposes: ['visits'] }, visit.language),
    });
    await deps.notifier.emailIn(tx, id, mail, 'transactional', { purpose: 'visits', subject });
  }
  if (visit.userId) await deps.notifier.pushIn(tx, id, visit.userId, buyerVisitPush(kind, locale, visit), 'transactional', 'visits');
  const todayUrl = `${deps.config.publicUrl}/admincp`;
  await deps.notifier.emailIn(tx, `${id}:agent`, agentVisitMail(visit.agentEmail, kind, visit, todayUrl, listingClosed));
  await deps.notifier.pushIn(tx, `${id}:agent`, visit.agentId, agentVisitPush(kind, visit));
}

/** The pass and code the buyer shows at the site, the pass drawn as a QR code. */
async function checkInOf(deps: VisitNoticeDeps, visit: Pick<VisitPeople, 'visitId' | 'startsAt' | 'endsAt'>) {
  const keys = checkInKeys(deps.consentLinkKey);
  const window = checkInWindow(visit);
  return { code: checkInCode(keys, window), qrPng: await checkInQrPng(checkInPass(keys, window)) };
}

/**
 * The booked visits of these enquiries that are ahead or may still be checked in, each with its signed
 * links and its check-in pass and code, by enquiry id.
 */
export async function bookedVisitsWithLinks(deps: VisitNoticeDeps & Pick<Deps, 'sql'>, enquiryIds: string[]) {
  if (!enquiryIds.length) return new Map<string, NonNullable<MyEnquiry['bookedVisit']>>();
  const keys = checkInKeys(deps.consentLinkKey);
  const rows = await deps.sql<{ visitId: string; enquiryId: string; startsAt: Date; endsAt: Date; sequence: number; language: string }[]>`
    select id as "visitId", enquiry_id as "enquiryId", starts_at as "startsAt", ends_at as "endsAt", sequence, language
    from visits
    where enquiry_id in ${deps.sql(enquiryIds)} and status = 'booked' and attendance = 'pending'
      and ends_at + make_interval(mins => ${CHECK_IN_MARGIN_MINUTES}) > now()`;
  return new Map(
    rows.map((row) => {
      const language = (siteLanguages as readonly string[]).includes(row.language) ? (row.language as SiteLanguage) : 'en';
      const links = visitLinks(deps, { ...row, language });
      const window = checkInWindow(row);
      return [
        row.enquiryId,
        {
          _id: row.visitId,
          startsAt: row.startsAt.toISOString(),
          endsAt: row.endsAt.toISOString(),
          rescheduleUrl: links.reschedule,
          cancelUrl: links.cancel,
          checkIn: {
            pass: checkInPass(keys, window),
            code: checkInCode(keys, window),
            opensAt: window.opensAt.toISOString(),
            closesAt: window.closesAt.toISOString(),
          },
        },
      ] as const;
    }),
  );
}
