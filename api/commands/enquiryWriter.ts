/**
 * Making an enquiry: one row and its `enquiry.created` event in one transaction, under the enquiry's
 * id (made by the client when it has one), so the same id sent again finds the enquiry it made and
 * stores nothing new. POST /enquiries and the `enquiry.create` mutation of the outbox (POST /sync)
 * run the same writer. A filled honeypot is stored as spam, out of the pipeline, and announced to
 * nobody. The enquiry limits are spent, and a new enquiry's mail and push to the agency recorded,
 * in the same transaction: a stored enquiry is always announced, once.
 */
import { randomUUID } from 'node:crypto';
import { enquiryMessages, isVisitDateAllowed, type EnquiryArgs, type EnquiryCreated } from '../../contract/enquiries.ts';
import type { MutationArgs } from '../../contract/mutations.ts';
import { isUuid } from '../../contract/fields.ts';
import { enquiriesRefused, spendEnquiryBudgets, type EnquiryRefusal } from '../auth/enquiryRateLimits.ts';
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { leadArrived } from '../speedToLead/leadArrival.ts';
import { newEnquiryMail, newEnquiryPush, type NewEnquiry } from '../mail/enquiryMails.ts';
import { joinBuyer } from './buyerWriter.ts';
import type { Purpose } from '../../contract/privacy.ts';
import { enquiryReceiptMail } from '../mail/enquiryReceipt.ts';
import { mailLocale, pageUrl } from '../mail/mailWords.ts';
import { withdrawalUrl } from '../privacy/consentLinks.ts';
import { recordConsent, type ConsentSubject } from './consentRecorder.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';

export type EnquiryWriterDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log' | 'consentLinkKey'>;

export type EnquiryWrite =
  | { kind: 'created'; enquiry: NewEnquiry; seq: number }
  /** This id made an enquiry before: nothing new was stored. */
  | { kind: 'replayed'; enquiry: EnquiryCreated }
  | { kind: 'refused'; status: 400 | 404; field: string; reason: string }
  /** A budget of the enquiry limits is spent: nothing was stored but the counts. */
  | { kind: 'limited'; refusal: EnquiryRefusal };

interface WriteInput {
  id: string;
  userId: string | null;
  /** The client address it came from; null when it did not come from a client. */
  ip: string | null;
  args: EnquiryArgs;
  /** When it was made: its visit date must lie from that day to 60 days ahead. */
  at: Date;
  spam: boolean;
}

/** Who sends an enquiry id again: the account signed in, if any, and the mobile number the enquiry carries. */
export interface EnquiryClaimant {
  userId: string | null;
  mobile: string;
}

/**
 * What a replay of an enquiry id answers, if the id made one: the enquiry's reference and status to
 * the person who made it (the same account; for a visitor's enquiry, the same mobile number), and
 * to anyone else only that it was received, since an id alone proves nothing.
 */
export async function findEnquiryCreated(tx: Tx, id: string, claimant: EnquiryClaimant): Promise<EnquiryCreated | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx<(Required<EnquiryCreated> & { userId: string | null; mobile: string })[]>`
    select id as "_id", reference, status, user_id as "userId", mobile from enquiries where id = ${id.toLowerCase()}`;
  if (!row) return null;
  const theirs = row.userId ? row.userId === claimant.userId : row.mobile === claimant.mobile;
  if (!theirs) return { _id: row._id };
  // A honeypot enquiry answers as any other would.
  return { _id: row._id, reference: row.reference, status: row.status === 'spam' ? 'new' : row.status };
}

/** The listing's title (with a property's reference), locked against deletion for the transaction; null when it does not exist. */
async function listingTitle(
  tx: Tx,
  table: 'properties' | 'projects',
  id: string,
): Promise<{ title: string; reference: string | null } | null> {
  if (!isUuid(id)) return null;
  const [row] =
    table === 'properties'
      ? await tx<
          { title: string; reference: string }[]
        >`select title, reference from properties where id = ${id.toLowerCase()} and not draft for key share`
      : await tx<
          { title: string; reference: null }[]
        >`select title, null as reference from projects where id = ${id.toLowerCase()} for key share`;
  return row ?? null;
}

/**
 * Writes the enquiry, its event and its announcement in the caller's transaction, which the caller
 * commits whatever the outcome (a refused enquiry still spends its limits). A replay costs nothing.
 */
export async function writeEnquiry(deps: EnquiryWriterDeps, tx: Tx, input: WriteInput): Promise<EnquiryWrite> {
  const { args } = input;
  const claimant = { userId: input.userId, mobile: args.mobile };
  const replayed = await findEnquiryCreated(tx, input.id, claimant);
  if (replayed) return { kind: 'replayed', enquiry: replayed };
  const refusal = await spendEnquiryBudgets(tx, deps.config.enquiries, { ip: input.ip, mobile: args.mobile, userId: input.userId });
  if (refusal) return { kind: 'limited', refusal };

  let listing: { title: string; reference: string | null } | null = null;
  if (args.propertyId) {
    listing = await listingTitle(tx, 'properties', args.propertyId);
    if (listing === null) return { kind: 'refused', status: 404, field: 'propertyId', reason: 'Property not found' };
  } else if (args.projectId) {
    listing = await listingTitle(tx, 'projects', args.projectId);
    if (listing === null) return { kind: 'refused', status: 404, field: 'projectId', reason: 'Project not found' };
  }
  if (args.visitDate && !isVisitDateAllowed(args.visitDate, input.at)) {
    return { kind: 'refused', status: 400, field: 'visitDate', reason: enquiryMessages.visitDate };
  }
  const visitDate = args.visitDate ?? null;
  const visitSlot = visitDate ? (args.visitSlot ?? null) : null;
  const email = args.email ? args.email : null;
  const message = args.message ?? '';
  const status = input.spam ? 'spam' : 'new';
  const title = listing?.title ?? null;
  // A second enquiry from the same mobile joins the same buyer; spam joins nobody.
  const buyerId = input.spam ? null : await joinBuyer(tx, { name: args.name, mobile: args.mobile, email }, input.userId);

  // The lead's arrival at the agency, on the server's clock: an enquiry made offline arrives when it syncs,
  // and its first-contact deadline runs from then.
  const arrived = new Date();
  const [row] = await tx<{ reference: string }[]>`
    insert into enquiries (id, property_id, project_id, listing_title, user_id, name, mobile, email, message, visit_date, visit_slot, status,
                           buyer_id, language, created_at, updated_at)
    values (
      ${input.id}, ${args.propertyId?.toLowerCase() ?? null}, ${args.projectId?.toLowerCase() ?? null}, ${title}, ${input.userId},
      ${args.name}, ${args.mobile}, ${email}, ${message}, ${visitDate}, ${visitSlot}, ${status}, ${buyerId}, ${args.language ?? null}, ${arrived}, ${arrived}
    )
    on conflict (id) do nothing
    returning reference`;
  if (!row) {
    // Another request made this id meanwhile.
    const made = await findEnquiryCreated(tx, input.id, claimant);
    if (made) return { kind: 'replayed', enquiry: made };
    throw new AlreadyRecorded();
  }
  // The log carries no personal data: who enquired stays in the row, which the agency can erase.
  const event = await appendEvent(tx, {
    id: input.id,
    type: 'enquiry.created',
    subjectId: input.id,
    actorId: input.userId,
    payload: {
      reference: row.reference,
      propertyId: args.propertyId?.toLowerCase() ?? null,
      projectId: args.projectId?.toLowerCase() ?? null,
      status,
      visitDate,
      visitSlot,
      buyerId,
      source: 'website',
    },
    occurredAt: input.at,
  });
  if (!event) throw new AlreadyRecorded();
  const enquiry: NewEnquiry = {
    _id: input.id,
    reference: row.reference,
    status,
    name: args.name,
    mobile: args.mobile,
    email,
    message,
    listingTitle: title,
    listingReference: listing?.reference ?? null,
    visitDate,
    visitSlot,
  };
  if (!input.spam) {
    const consented = await recordEnquiryConsents(tx, input);
    await leadArrived(deps, tx, {
      id: input.id,
      propertyId: args.propertyId?.toLowerCase() ?? null,
      projectId: args.projectId?.toLowerCase() ?? null,
      at: arrived,
    });
    await announceEnquiry(deps, tx, enquiry);
    if (email) await sendReceipt(deps, tx, enquiry, email, consented, input);
  }
  return { kind: 'created', seq: event.seq, enquiry };
}

/**
 * What sending the form consented to, under the notices it showed: follow-up on the enquiry, the
 * site visit when one was asked for, and offers only when that separate box was ticked. An account's
 * consents are the account's; a visitor's belong to the enquiry.
 */
async function recordEnquiryConsents(tx: Tx, input: WriteInput): Promise<{ subject: ConsentSubject; purposes: Purpose[] }> {
  const subject = consentSubjectOf(input);
  const given: Purpose[] = [
    'enquiry',
    ...(input.args.visitDate ? (['visits'] as const) : []),
    ...(input.args.marketing ? (['marketing'] as const) : []),
  ];
  for (const purpose of given) {
    await recordConsent(tx, { subject, purpose, granted: true, channel: 'web_form', actorId: input.userId, at: input.at });
  }
  return { subject, purposes: given };
}

const consentSubjectOf = (input: WriteInput): ConsentSubject =>
  input.userId ? { kind: 'user', id: input.userId } : { kind: 'enquiry', id: input.id };

/**
 * The person's receipt, when they gave an e-mail address: the reference, the notices they consented
 * to, in the page's language, and the link that withdraws them. It rests on the consent to
 * follow-up, so a withdrawal before it goes out holds it back.
 */
async function sendReceipt(
  deps: EnquiryWriterDeps,
  tx: Tx,
  enquiry: NewEnquiry,
  to: string,
  consented: { subject: ConsentSubject; purposes: Purpose[] },
  input: WriteInput,
): Promise<void> {
  const locale = mailLocale(input.args.language);
  const about = enquiry.listingTitle ? `${enquiry.listingTitle}${enquiry.listingReference ? ` (${enquiry.listingReference})` : ''}` : null;
  const mail = enquiryReceiptMail({
    to,
    name: enquiry.name,
    reference: enquiry.reference,
    about,
    locale,
    purposes: consented.purposes,
    privacyUrl: pageUrl(deps.config.publicUrl, locale, '/privacy'),
    withdrawUrl: withdrawalUrl(deps.config.publicUrl, deps.consentLinkKey, consented, locale),
  });
  await deps.notifier.emailIn(tx, `enquiry-receipt:${enquiry._id}`, mail, 'transactional', {
    purpose: 'enquiry',
    subject: consented.subject,
  });
}

/**
 * Tells the agency of a new enquiry: an e-mail to ENQUIRY_NOTIFY_EMAIL and a push to every admin's
 * browsers, recorded with the enquiry (once per enquiry) and sent by a job.
 */
async function announceEnquiry(deps: EnquiryWriterDeps, tx: Tx, enquiry: NewEnquiry): Promise<void> {
  const announcement = `enquiry:${enquiry._id}`;
  await deps.notifier.emailIn(tx, announcement, newEnquiryMail(deps.config.enquiries.notifyEmail, deps.config.publicUrl, enquiry));
  await deps.notifier.pushToAdminsIn(tx, announcement, newEnquiryPush(enquiry));
}

/** POST /enquiries: writes (or finds, for a replayed id) the enquiry; a refusal is the HTTP error the form shows. */
export async function createEnquiry(
  deps: EnquiryWriterDeps,
  input: { id?: string; userId: string | null; ip: string | null; args: EnquiryArgs; spam: boolean },
): Promise<{ created: boolean; enquiry: EnquiryCreated }> {
  const id = input.id?.toLowerCase() ?? randomUUID();
  const write = { id, ip: input.ip, args: input.args, at: new Date(), spam: input.spam };
  const result = await withTx(deps.sql, async (tx) => {
    if (input.userId) {
      // The account may be gone while its token still works: such an enquiry is kept, unlinked.
      const [user] = await tx`select 1 from "user" where id = ${input.userId} for key share`;
      if (!user) return writeEnquiry(deps, tx, { ...write, userId: null });
    }
    return writeEnquiry(deps, tx, { ...write, userId: input.userId });
  });
  if (result.kind === 'limited') throw enquiriesRefused(result.refusal);
  if (result.kind === 'refused') {
    if (result.status === 404) throw notFound(result.reason);
    throw validationError({ [result.field]: result.reason });
  }
  if (result.kind === 'replayed') return { created: false, enquiry: result.enquiry };
  const { _id, reference } = result.enquiry;
  return { created: true, enquiry: { _id, reference, status: 'new' } };
}

/**
 * The `enquiry.create` mutation: the same writer and limits, the caller as the enquirer, the visit
 * date checked against the time the enquiry was made on the device. A spent limit rejects it with
 * the form's reason and when to try again.
 */
export const enquiryCreateCommand =
  (deps: EnquiryWriterDeps): Command<MutationArgs<'enquiry.create'>> =>
  async ({ tx, actor, id, at, ip }, args) => {
    const result = await writeEnquiry(deps, tx, { id, userId: actor.id, ip, args, at, spam: false });
    if (result.kind === 'limited') return { status: 'rejected', ...result.refusal };
    if (result.kind === 'refused') return { status: 'rejected', reason: result.reason };
    if (result.kind === 'replayed') throw new AlreadyRecorded();
    return { status: 'applied', seq: result.seq };
  };
