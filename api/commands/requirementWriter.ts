/**
 * Buyers' requirements and what an advisor does with a match, each write with its event on the
 * buyer (so it shows on their timeline) in the caller's transaction. Events carry ids and criteria,
 * never the buyer's name or mobile, nor the advisor's note.
 */
import { randomUUID } from 'node:crypto';
import { buyerMessages } from '../../contract/buyers.ts';
import { requirementMessages, sharePurpose, type RequirementBody, type RequirementPatchBody } from '../../contract/requirements.ts';
import type { Purpose } from '../../contract/privacy.ts';
import type { Actor } from '../context.ts';
import type { Tx } from '../db.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { appendEvent } from '../events/appendEvent.ts';
import { criteriaColumns, criteriaOfRequirement, criteriaValues } from '../matching/criteriaMatch.ts';
import { canWorkBuyer } from '../policies/buyers.ts';
import { buyerWithdrawnPurposes } from '../queries/consentReads.ts';
import { buyerAssignees, type RequirementRow } from '../queries/requirementReads.ts';

/** A live buyer the actor may work, locked for the transaction; 404 for one they may not see. */
async function workableBuyer(tx: Tx, actor: Actor, buyerId: string, missing: string = buyerMessages.notFound): Promise<void> {
  const [buyer] = await tx<
    { mergedInto: string | null }[]
  >`select merged_into as "mergedInto" from buyers where id = ${buyerId} for update`;
  if (!buyer || !canWorkBuyer(actor, await buyerAssignees(tx, buyerId))) throw notFound(missing);
  if (buyer.mergedInto) throw conflict(buyerMessages.merged);
}

/** What the event says about a requirement: its criteria as recorded, without the note. */
const criteriaPayload = ({ note: _note, ...criteria }: Partial<RequirementBody>) => criteria;

export async function addRequirement(tx: Tx, actor: Actor, buyerId: string, body: RequirementBody): Promise<string> {
  await workableBuyer(tx, actor, buyerId);
  const id = randomUUID();
  await tx`
    insert into buyer_requirements (id, buyer_id, note, created_by, ${tx.unsafe(criteriaColumns)})
    values (${id}, ${buyerId}, ${body.note ?? ''}, ${actor.id}, ${criteriaValues(tx, criteriaOfRequirement(body))})`;
  await appendEvent(tx, {
    type: 'buyer.requirement_added',
    subjectId: buyerId,
    actorId: actor.id,
    payload: { requirementId: id, ...criteriaPayload(body) },
  });
  return id;
}

interface StoredRequirement extends RequirementBody {
  buyerId: string;
  status: 'open' | 'closed';
}

/** The requirement's fields as its body would send them, read back from its criteria columns. */
async function storedRequirement(tx: Tx, id: string): Promise<StoredRequirement | null> {
  const [row] = await tx<
    (Omit<RequirementRow, 'id' | 'category' | 'amenities' | 'createdAt' | 'updatedAt'> & {
      category: RequirementBody['category'];
      amenities: RequirementBody['amenities'] | null;
    })[]
  >`
    select buyer_id as "buyerId", status, note, transaction_type as "transactionType", category, bhk, min_price as "minPrice",
           max_price as "maxPrice", localities, min_carpet as "minCarpet", max_carpet as "maxCarpet", possession, amenities
    from buyer_requirements where id = ${id} for update`;
  if (!row) return null;
  return {
    buyerId: row.buyerId,
    status: row.status,
    note: row.note,
    purpose: row.transactionType === 'Rent' ? 'rent' : 'buy',
    category: row.category,
    bhk: row.bhk ?? undefined,
    minBudget: row.minPrice === null ? null : Number(row.minPrice),
    maxBudget: row.maxPrice === null ? null : Number(row.maxPrice),
    localities: row.localities ?? undefined,
    minCarpet: row.minCarpet,
    maxCarpet: row.maxCarpet,
    possession: row.possession,
    amenities: row.amenities ?? undefined,
  };
}

/** Changes the fields sent (the ranges checked against what is kept), or closes or reopens it. */
export async function changeRequirement(tx: Tx, actor: Actor, id: string, patch: Partial<RequirementPatchBody>): Promise<string> {
  const current = await storedRequirement(tx, id);
  if (!current) throw notFound(requirementMessages.notFound);
  // Someone else's buyer's requirement is not there for this actor.
  await workableBuyer(tx, actor, current.buyerId, requirementMessages.notFound);
  const { status, ...changes } = patch;
  const next: RequirementBody = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
  if (next.minBudget != null && next.maxBudget != null && next.minBudget > next.maxBudget)
    throw validationError({ maxBudget: requirementMessages.budgetOrder });
  if (next.minCarpet != null && next.maxCarpet != null && next.minCarpet > next.maxCarpet)
    throw validationError({ maxCarpet: requirementMessages.carpetOrder });
  await tx`
    update buyer_requirements set (${tx.unsafe(criteriaColumns)}) = (${criteriaValues(tx, criteriaOfRequirement(next))}),
      note = ${next.note ?? ''}, status = ${status ?? current.status}, updated_at = now()
    where id = ${id}`;
  const changed = Object.keys(changes).length > 0;
  if (changed)
    await appendEvent(tx, {
      type: 'buyer.requirement_changed',
      subjectId: current.buyerId,
      actorId: actor.id,
      payload: { requirementId: id, ...criteriaPayload(changes) },
    });
  if (status && status !== current.status)
    await appendEvent(tx, {
      type: status === 'closed' ? 'buyer.requirement_closed' : 'buyer.requirement_changed',
      subjectId: current.buyerId,
      actorId: actor.id,
      payload: { requirementId: id, status },
    });
  return current.buyerId;
}

interface VisibleMatch {
  id: string;
  buyerId: string;
  propertyId: string;
}

/** A match the actor may act on (theirs, unassigned, or any for an admin), locked; 404 otherwise. */
async function visibleMatch(tx: Tx, actor: Actor, id: string): Promise<VisibleMatch> {
  const [match] = await tx<(VisibleMatch & { agentId: string | null })[]>`
    select id, buyer_id as "buyerId", property_id as "propertyId", agent_id as "agentId"
    from buyer_matches where id = ${id} and dismissed_at is null for update`;
  if (!match || !canWorkBuyer(actor, [match.agentId])) throw notFound(requirementMessages.matchNotFound);
  return match;
}

/**
 * The listing was sent to the buyer: marked on the match and on the buyer's timeline. Refused once
 * the buyer has withdrawn the purpose the share rests on (sharePurpose).
 */
export async function recordShare(tx: Tx, actor: Actor, id: string): Promise<{ buyerId: string; propertyId: string; sharedAt: Date }> {
  const match = await visibleMatch(tx, actor, id);
  const [{ savedSearchId, withdrawn }] = await tx<{ savedSearchId: string | null; withdrawn: Purpose[] }[]>`
    select m.saved_search_id as "savedSearchId", ${buyerWithdrawnPurposes(tx)} as withdrawn
    from buyer_matches m join buyers b on b.id = m.buyer_id where m.id = ${id}`;
  if (withdrawn.includes(sharePurpose({ savedSearchId }))) throw conflict(requirementMessages.consentWithdrawn);
  const [{ sharedAt }] = await tx<
    { sharedAt: Date }[]
  >`update buyer_matches set shared_at = now() where id = ${id} returning shared_at as "sharedAt"`;
  await appendEvent(tx, {
    type: 'buyer.listing_shared',
    subjectId: match.buyerId,
    actorId: actor.id,
    payload: { matchId: id, propertyId: match.propertyId, channel: 'whatsapp' },
  });
  return { buyerId: match.buyerId, propertyId: match.propertyId, sharedAt };
}

/** "Not suitable": the pair leaves the list and a later match of the same listing does not bring it back. */
export async function dismissMatch(tx: Tx, actor: Actor, id: string): Promise<void> {
  const match = await visibleMatch(tx, actor, id);
  await tx`update buyer_matches set dismissed_at = now(), dismissed_by = ${actor.id} where id = ${id}`;
  await appendEvent(tx, {
    type: 'buyer.match_dismissed',
    subjectId: match.buyerId,
    actorId: actor.id,
    payload: { matchId: id, propertyId: match.propertyId },
  });
}
