/**
 * Buyers' writes, each with its event in the caller's transaction: a lead joining the buyer of its
 * mobile (made on first sight), a merge of two buyers, and a call, WhatsApp conversation or meeting
 * logged against one. Events carry ids, never the person's name, mobile or e-mail.
 */
import { randomUUID } from 'node:crypto';
import { buyerMessages, type ContactLogBody } from '../../contract/buyers.ts';
import type { Actor } from '../context.ts';
import type { Tx } from '../db.ts';
import { badRequest, conflict, notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';

export interface BuyerKeys {
  name: string;
  /** Ten digits (normaliseMobile). */
  mobile: string;
  email: string | null;
}

/**
 * The buyer a lead from `keys` belongs to: the one of its mobile (or the buyer it was merged into),
 * made now when the mobile is new. An e-mail the buyer had none of is kept; a different one is not
 * taken over (the same e-mail on another mobile is offered as a duplicate, never joined).
 */
export async function joinBuyer(tx: Tx, keys: BuyerKeys, actorId: string | null): Promise<string> {
  const [row] = await tx<{ id: string; mergedInto: string | null; created: boolean }[]>`
    insert into buyers (name, mobile, email)
    values (${keys.name}, ${keys.mobile}, ${keys.email || null})
    on conflict (mobile) do update set updated_at = now(), email = coalesce(buyers.email, excluded.email)
    returning id, merged_into as "mergedInto", (xmax = 0) as created`;
  if (row!.created) {
    await appendEvent(tx, { type: 'buyer.created', subjectId: row!.id, actorId, payload: {} });
    return row!.id;
  }
  if (row!.mergedInto) await tx`update buyers set updated_at = now() where id = ${row!.mergedInto}`;
  return row!.mergedInto ?? row!.id;
}

/** A live (not merged) buyer, locked for the transaction; 404 when there is none. */
async function liveBuyer(tx: Tx, id: string): Promise<{ id: string; mergedInto: string | null }> {
  const [row] = await tx<{ id: string; mergedInto: string | null }[]>`
    select id, merged_into as "mergedInto" from buyers where id = ${id} for update`;
  if (!row) throw notFound(buyerMessages.notFound);
  return row;
}

/**
 * Merges buyer `mergedId` into buyer `keptId`: its leads and contacts move over, it points at the
 * kept buyer from then on (its mobile finds the kept buyer), and the merge is an event naming what
 * moved, so it can be read back.
 */
export async function mergeBuyers(tx: Tx, actor: Actor, keptId: string, mergedId: string): Promise<void> {
  if (keptId === mergedId) throw validationError({ buyerId: buyerMessages.mergeSelf });
  // Both locked in one order, so two merges of the same pair cannot deadlock.
  const [first, second] = [keptId, mergedId].sort();
  const locked = new Map([
    [first!, await liveBuyer(tx, first!)],
    [second!, await liveBuyer(tx, second!)],
  ]);
  if (locked.get(keptId)!.mergedInto) throw conflict(buyerMessages.merged);
  if (locked.get(mergedId)!.mergedInto) throw conflict(buyerMessages.merged, 'buyerId');
  const enquiries = await tx<{ id: string }[]>`update enquiries set buyer_id = ${keptId} where buyer_id = ${mergedId} returning id`;
  const contacts = await tx<{ id: string }[]>`update buyer_contacts set buyer_id = ${keptId} where buyer_id = ${mergedId} returning id`;
  // Requirements move; a listing both buyers matched stays one match, the kept buyer's.
  await tx`update buyer_requirements set buyer_id = ${keptId}, updated_at = now() where buyer_id = ${mergedId}`;
  await tx`
    update buyer_matches m set buyer_id = ${keptId} where m.buyer_id = ${mergedId}
      and not exists (select 1 from buyer_matches k where k.buyer_id = ${keptId} and k.property_id = m.property_id)`;
  await tx`delete from buyer_matches where buyer_id = ${mergedId}`;
  // Earlier merges into the merged buyer follow it, so every old mobile finds the kept buyer in one step.
  await tx`update buyers set merged_into = ${keptId}, updated_at = now() where id = ${mergedId} or merged_into = ${mergedId}`;
  await tx`
    update buyers k set email = coalesce(k.email, m.email), updated_at = now()
    from buyers m where k.id = ${keptId} and m.id = ${mergedId}`;
  await appendEvent(tx, {
    type: 'buyer.merged',
    subjectId: keptId,
    actorId: actor.id,
    payload: { mergedId, enquiryIds: enquiries.map((row) => row.id), contactIds: contacts.map((row) => row.id) },
  });
}

/** Logs a call, WhatsApp conversation or meeting against a live buyer; a replayed id logs nothing new. */
export async function logContact(tx: Tx, actor: Actor, buyerId: string, input: ContactLogBody, at = new Date()): Promise<string> {
  const buyer = await liveBuyer(tx, buyerId);
  if (buyer.mergedInto) throw conflict(buyerMessages.merged);
  if (input.enquiryId) {
    const [lead] = await tx`select 1 from enquiries where id = ${input.enquiryId} and buyer_id = ${buyerId}`;
    if (!lead) throw badRequest('The enquiry is not one of this buyer’s');
  }
  const id = input.id?.toLowerCase() ?? randomUUID();
  const [row] = await tx<{ id: string }[]>`
    insert into buyer_contacts (id, buyer_id, enquiry_id, channel, outcome, call_back_at, note, actor_id, contacted_at)
    values (${id}, ${buyerId}, ${input.enquiryId ?? null}, ${input.channel}, ${input.outcome}, ${input.callBackAt ?? null},
            ${input.note ?? ''}, ${actor.id}, ${at})
    on conflict (id) do nothing
    returning id`;
  if (!row) return id;
  await tx`update buyers set updated_at = now() where id = ${buyerId}`;
  // The contact's id is its event's: a call logged from the phone's outbox is applied once by it.
  await appendEvent(tx, {
    id,
    type: 'buyer.contact_logged',
    subjectId: buyerId,
    actorId: actor.id,
    payload: {
      contactId: id,
      enquiryId: input.enquiryId ?? null,
      channel: input.channel,
      outcome: input.outcome,
      callBackAt: input.callBackAt ?? null,
    },
    occurredAt: at,
  });
  return id;
}
