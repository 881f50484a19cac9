/**
 * Making an enquiry: one row and its `enquiry.created` event in one transaction, under the enquiry's
 * id (made by the client when it has one), so the same id sent again finds the enquiry it made and
 * stores nothing new. POST /enquiries and the `enquiry.create` mutation of the outbox (POST /sync)
 * run the same writer. A filled honeypot is stored as spam, out of the pipeline, and announced to
 * nobody. Once the transaction has committed, a new enquiry is announced to the agency.
 */
import { randomUUID } from 'node:crypto';
import { agency } from '../../contract/agency.ts';
import { enquiryMessages, isVisitDateAllowed, visitSlotLabels, type EnquiryArgs, type EnquiryCreated } from '../../contract/enquiries.ts';
import type { MutationArgs } from '../../contract/mutations.ts';
import { isUuid } from '../../contract/fields.ts';
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { renderMail } from '../mail/layout.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { AlreadyRecorded, type Command } from './mutationRunner.ts';

export type EnquiryWriterDeps = Pick<Deps, 'sql' | 'config' | 'notifier' | 'log'>;

/** What the agency is told of a new enquiry. */
export interface NewEnquiry extends EnquiryCreated {
  name: string;
  mobile: string;
  email: string | null;
  message: string;
  listingTitle: string | null;
  listingReference: string | null;
  visitDate: string | null;
  visitSlot: string | null;
}

export type EnquiryWrite =
  | { kind: 'created'; enquiry: NewEnquiry; seq: number }
  /** This id made an enquiry before: nothing new was stored. */
  | { kind: 'replayed'; enquiry: EnquiryCreated }
  | { kind: 'refused'; status: 400 | 404; field: string; reason: string };

interface WriteInput {
  id: string;
  userId: string | null;
  args: EnquiryArgs;
  /** When it was made: its visit date must lie from that day to 60 days ahead. */
  at: Date;
  spam: boolean;
}

/** The enquiry an id made, if any (what a replay answers). */
export async function findEnquiryCreated(tx: Tx, id: string): Promise<EnquiryCreated | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx<EnquiryCreated[]>`select id as "_id", reference, status from enquiries where id = ${id.toLowerCase()}`;
  if (!row) return null;
  // A honeypot enquiry answers as any other would.
  return { ...row, status: row.status === 'spam' ? 'new' : row.status };
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
        >`select title, reference from properties where id = ${id.toLowerCase()} for key share`
      : await tx<
          { title: string; reference: null }[]
        >`select title, null as reference from projects where id = ${id.toLowerCase()} for key share`;
  return row ?? null;
}

/** Writes the enquiry and its event in the caller's transaction. */
export async function writeEnquiry(tx: Tx, input: WriteInput): Promise<EnquiryWrite> {
  const { args } = input;
  const replayed = await findEnquiryCreated(tx, input.id);
  if (replayed) return { kind: 'replayed', enquiry: replayed };

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

  const [row] = await tx<{ reference: string }[]>`
    insert into enquiries (id, property_id, project_id, listing_title, user_id, name, mobile, email, message, visit_date, visit_slot, status, created_at, updated_at)
    values (
      ${input.id}, ${args.propertyId?.toLowerCase() ?? null}, ${args.projectId?.toLowerCase() ?? null}, ${title}, ${input.userId},
      ${args.name}, ${args.mobile}, ${email}, ${message}, ${visitDate}, ${visitSlot}, ${status}, now(), now()
    )
    on conflict (id) do nothing
    returning reference`;
  if (!row) {
    // Another request made this id meanwhile.
    const made = await findEnquiryCreated(tx, input.id);
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
    },
    occurredAt: input.at,
  });
  if (!event) throw new AlreadyRecorded();
  return {
    kind: 'created',
    seq: event.seq,
    enquiry: {
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
    },
  };
}

/** The e-mail that tells the agency of a new enquiry. */
export function enquiryMail(to: string, adminUrl: string, enquiry: NewEnquiry): MailMessage {
  const about = enquiry.listingTitle
    ? `${enquiry.listingTitle}${enquiry.listingReference ? ` (${enquiry.listingReference})` : ''}`
    : 'a general question';
  const lines = [
    `${enquiry.name} enquired about ${about}.`,
    `Mobile: +91 ${enquiry.mobile}${enquiry.email ? ` · E-mail: ${enquiry.email}` : ''}`,
    ...(enquiry.visitDate
      ? [
          `Would like to visit on ${enquiry.visitDate}${enquiry.visitSlot ? `, ${visitSlotLabels[enquiry.visitSlot as keyof typeof visitSlotLabels]}` : ''}.`,
        ]
      : []),
    ...(enquiry.message ? [`Message: ${enquiry.message}`] : []),
  ];
  const { html, text } = renderMail({
    preheader: `${enquiry.reference}: ${enquiry.name} about ${about}`,
    heading: `New enquiry ${enquiry.reference}`,
    paragraphs: lines,
    action: { label: 'Open in Leads', url: adminUrl },
    note: `Call back soon: ${agency.name} promised an advisor will call shortly.`,
  });
  return { to, subject: `New enquiry ${enquiry.reference}: ${about}`, html, text };
}

/**
 * Tells the agency of a new enquiry, after its transaction committed: an e-mail to
 * ENQUIRY_NOTIFY_EMAIL through the notifier (recorded once per enquiry, sent by a job). Push
 * messages to admins plug in here, beside the e-mail. A failure is logged: the enquiry is stored
 * and the admin dashboard counts it either way.
 */
export async function announceEnquiry(deps: EnquiryWriterDeps, enquiry: NewEnquiry): Promise<void> {
  if (enquiry.status === 'spam') return;
  const adminUrl = new URL(`/admincp/leads?enquiry=${enquiry._id}`, deps.config.publicUrl).toString();
  try {
    await deps.notifier.email(`enquiry:${enquiry._id}`, enquiryMail(deps.config.enquiries.notifyEmail, adminUrl, enquiry));
  } catch (error) {
    deps.log.warn('enquiry e-mail not queued', { enquiry: enquiry.reference, error: String(error) });
  }
  try {
    const about = enquiry.listingReference ? ` about ${enquiry.listingReference}` : '';
    await deps.notifier.pushToAdmins(`enquiry:${enquiry._id}`, {
      title: `New enquiry ${enquiry.reference}`,
      body: `${enquiry.name}${about}${enquiry.visitDate ? `, site visit ${enquiry.visitDate}` : ''}`,
      url: `/admincp/leads?enquiry=${enquiry._id}`,
      tag: `enquiry-${enquiry._id}`,
    });
  } catch (error) {
    deps.log.warn('enquiry push not queued', { enquiry: enquiry.reference, error: String(error) });
  }
}

/** POST /enquiries: writes (or finds, for a replayed id) the enquiry and announces a new one. */
export async function createEnquiry(
  deps: EnquiryWriterDeps,
  input: { id?: string; userId: string | null; args: EnquiryArgs; spam: boolean },
): Promise<{ created: boolean; enquiry: EnquiryCreated }> {
  const id = input.id?.toLowerCase() ?? randomUUID();
  const result = await withTx(deps.sql, async (tx) => {
    if (input.userId) {
      // The account may be gone while its token still works: such an enquiry is kept, unlinked.
      const [user] = await tx`select 1 from "user" where id = ${input.userId} for key share`;
      if (!user) return writeEnquiry(tx, { id, userId: null, args: input.args, at: new Date(), spam: input.spam });
    }
    return writeEnquiry(tx, { id, userId: input.userId, args: input.args, at: new Date(), spam: input.spam });
  });
  if (result.kind === 'refused') {
    if (result.status === 404) throw notFound(result.reason);
    throw validationError({ [result.field]: result.reason });
  }
  if (result.kind === 'replayed') return { created: false, enquiry: result.enquiry };
  await announceEnquiry(deps, result.enquiry);
  const { _id, reference } = result.enquiry;
  return { created: true, enquiry: { _id, reference, status: 'new' } };
}

/**
 * The `enquiry.create` mutation: the same writer, the caller as the enquirer, the visit date checked
 * against the time the enquiry was made on the device. Announced once committed (see applyMutations).
 */
export const enquiryCreateCommand: Command<MutationArgs<'enquiry.create'>> = async ({ tx, actor, id, at }, args) => {
  const result = await writeEnquiry(tx, { id, userId: actor.id, args, at, spam: false });
  if (result.kind === 'refused') return { status: 'rejected', reason: result.reason };
  if (result.kind === 'replayed') throw new AlreadyRecorded();
  const enquiry = result.enquiry;
  return { status: 'applied', seq: result.seq, afterCommit: (deps) => announceEnquiry(deps, enquiry) };
};
