/**
 * Leads that do not come through the Enquire form: an advisor's quick-add (a walk-in, a phone call),
 * a portal's CSV row, a partner's webhook delivery and an owner's offer of a property. Each is an
 * enquiry row of its buyer with its source kept, written with its `enquiry.created` event in the
 * caller's transaction; `sourceKey` makes an imported row or a delivery arrive once.
 */
import { isStaffRole } from '../../contract/catalog.ts';
import type { LeadSource } from '../../contract/buyers.ts';
import { buyerMessages } from '../../contract/buyers.ts';
import type { MutationArgs } from '../../contract/mutations.ts';
import type { Deps } from '../context.ts';
import type { Tx } from '../db.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { enquiryReceiptMail } from '../mail/enquiryReceipt.ts';
import { mailLocale, pageUrl } from '../mail/mailWords.ts';
import { withdrawalUrl } from '../privacy/consentLinks.ts';
import { joinBuyer } from './buyerWriter.ts';
import { recordConsent, type ConsentSubject } from './consentRecorder.ts';
import { assignNewLead } from './leadAssigner.ts';
import { leadArrived, type LeadArrivalDeps } from '../speedToLead/leadArrival.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';

export interface NewLead {
  id: string;
  source: LeadSource;
  /** `<source>:<key>`: a second lead with the same key is the same lead. */
  sourceKey?: string;
  kind?: 'buyer' | 'seller';
  name: string;
  mobile: string;
  email: string | null;
  message: string;
  listingTitle?: string | null;
  propertyId?: string | null;
  offer?: Record<string, unknown> | null;
  /** Who added it (the advisor); null when it arrived on its own. */
  actorId: string | null;
  assigneeId?: string | null;
  at: Date;
}

/**
 * Writes the lead and joins it to its buyer; null when its id or source key was written before.
 * With `arrival` (a live lead: a webhook delivery, an owner's form) its first-contact clock starts
 * and its agent is told at once; a batch (a portal's report) is only assigned.
 */
export async function writeLead(
  tx: Tx,
  lead: NewLead,
  arrival?: LeadArrivalDeps,
): Promise<{ id: string; reference: string; buyerId: string; seq: number } | null> {
  if (lead.sourceKey) {
    const [seen] = await tx`select 1 from enquiries where source_key = ${lead.sourceKey}`;
    if (seen) return null;
  }
  const buyerId = await joinBuyer(tx, { name: lead.name, mobile: lead.mobile, email: lead.email }, lead.actorId);
  const kind = lead.kind ?? 'buyer';
  const [row] = await tx<{ reference: string }[]>`
    insert into enquiries (id, property_id, listing_title, name, mobile, email, message, status, assignee_id, buyer_id, source, source_key,
                           kind, offer, created_at, updated_at)
    values (${lead.id}, ${lead.propertyId ?? null}, ${lead.listingTitle ?? null}, ${lead.name}, ${lead.mobile}, ${lead.email || null},
            ${lead.message}, 'new', ${lead.assigneeId ?? null}, ${buyerId}, ${lead.source}, ${lead.sourceKey ?? null}, ${kind},
            ${lead.offer ? tx.json(lead.offer as never) : null}, ${lead.at}, ${lead.at})
    on conflict do nothing
    returning reference`;
  if (!row) return null;
  const event = await appendEvent(tx, {
    id: lead.id,
    type: 'enquiry.created',
    subjectId: lead.id,
    actorId: lead.actorId,
    payload: {
      reference: row.reference,
      propertyId: lead.propertyId ?? null,
      projectId: null,
      status: 'new',
      buyerId,
      source: lead.source,
      kind,
    },
    occurredAt: lead.at,
  });
  if (!event) throw new AlreadyRecorded();
  // A lead nobody took on arrival goes where the office's assignment settings send it.
  if (!lead.assigneeId) {
    const arrived = { id: lead.id, propertyId: lead.propertyId ?? null, projectId: null };
    if (arrival) await leadArrived(arrival, tx, { ...arrived, at: lead.at });
    else await assignNewLead(tx, arrived);
  }
  return { id: lead.id, reference: row.reference, buyerId, seq: event.seq };
}

export type QuickAddDeps = Pick<Deps, 'config' | 'notifier' | 'consentLinkKey'>;

/**
 * The `lead.quickAdd` mutation: an advisor's walk-in or phone call, made on the phone (offline
 * too), applied once by its id, assigned to the advisor who added it. Anyone else is refused. How
 * the buyer agreed to be contacted is their consent to follow-up (channel: the call, the visit or
 * WhatsApp); given an e-mail, the notice of that follow-up goes there with its withdrawal link.
 */
export const quickAddCommand =
  (deps: QuickAddDeps): Command<MutationArgs<'lead.quickAdd'>> =>
  async ({ tx, actor, id, at }, args) => {
    if (!isStaffRole(actor.role)) return { status: 'rejected', reason: buyerMessages.staffOnly };
    const written = await writeLead(tx, {
      id,
      source: args.source,
      name: args.name,
      mobile: args.mobile,
      email: args.email || null,
      message: args.want,
      actorId: actor.id,
      assigneeId: actor.id,
      at,
    });
    if (!written) throw new AlreadyRecorded();
    const subject: ConsentSubject = { kind: 'enquiry', id };
    await recordConsent(tx, { subject, purpose: 'enquiry', granted: true, channel: args.consentBy, actorId: actor.id, at });
    if (args.email) await mailNotice(deps, tx, { ...args, email: args.email }, subject, written.reference);
    return { status: 'applied', seq: written.seq };
  };

/** The notice of the follow-up a quick-added buyer agreed to, with the link that withdraws it. */
async function mailNotice(
  deps: QuickAddDeps,
  tx: Tx,
  args: MutationArgs<'lead.quickAdd'> & { email: string },
  subject: ConsentSubject,
  reference: string,
): Promise<void> {
  const locale = mailLocale(args.language);
  const consented = { subject, purposes: ['enquiry' as const] };
  const mail = enquiryReceiptMail({
    to: args.email,
    name: args.name,
    reference,
    about: null,
    locale,
    purposes: consented.purposes,
    privacyUrl: pageUrl(deps.config.publicUrl, locale, '/privacy'),
    withdrawUrl: withdrawalUrl(deps.config.publicUrl, deps.consentLinkKey, consented, locale),
  });
  await deps.notifier.emailIn(tx, `enquiry-receipt:${subject.id}`, mail, 'transactional', { purpose: 'enquiry', subject });
}
