/**
 * Reads of buyers' requirements (with the saved searches of the accounts linked to the buyer, shown
 * among them read-only) and of the listings matched to buyers, grouped per listing for an advisor.
 */
import * as v from 'valibot';
import type { PropertyCategory, Purpose } from '../../contract/catalog.ts';
import type { Purpose as ConsentPurpose } from '../../contract/privacy.ts';
import type { BuyerMatch, ListingMatches, MatchReason, Requirement, RequirementStatus } from '../../contract/requirements.ts';
import { SearchQuery } from '../../contract/search.ts';
import type { Sql, Tx } from '../db.ts';
import { mailLocale } from '../mail/mailWords.ts';
import { buyerWithdrawnPurposes } from './consentReads.ts';

/** The assignee of each of the buyer's leads (null for an unassigned one). */
export async function buyerAssignees(sql: Sql | Tx, buyerId: string): Promise<(string | null)[]> {
  const rows = await sql<{ assigneeId: string | null }[]>`select assignee_id as "assigneeId" from enquiries where buyer_id = ${buyerId}`;
  return rows.map((row) => row.assigneeId);
}

/** A requirement's row as its columns read. */
export interface RequirementRow {
  id: string;
  buyerId: string;
  status: RequirementStatus;
  note: string;
  transactionType: string | null;
  category: PropertyCategory | null;
  bhk: number[] | null;
  minPrice: string | null;
  maxPrice: string | null;
  localities: string[] | null;
  minCarpet: number | null;
  maxCarpet: number | null;
  possession: string | null;
  amenities: string[] | null;
  createdAt: Date;
  updatedAt: Date;
}

const purposeOf = (transactionType: string | null | undefined): Purpose | null =>
  transactionType === 'Buy' ? 'buy' : transactionType === 'Rent' ? 'rent' : null;
const rupees = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
/** A locality as people write it ('vesu' → 'Vesu'), from the lower-case form the criteria keep. */
const titleCase = (name: string) =>
  name.replace(/(^|[\s-])(\p{L})/gu, (_all, space: string, letter: string) => space + letter.toUpperCase());

export function presentRequirement(row: RequirementRow): Requirement {
  return {
    _id: row.id,
    buyerId: row.buyerId,
    source: 'requirement',
    name: null,
    status: row.status,
    purpose: purposeOf(row.transactionType),
    category: row.category,
    bhk: row.bhk ?? [],
    minBudget: rupees(row.minPrice),
    maxBudget: rupees(row.maxPrice),
    localities: (row.localities ?? []).map(titleCase),
    minCarpet: row.minCarpet,
    maxCarpet: row.maxCarpet,
    possession: row.possession,
    amenities: row.amenities ?? [],
    text: null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const requirementColumns = (sql: Sql | Tx) => sql`
  id, buyer_id as "buyerId", status, note, transaction_type as "transactionType", category, bhk, min_price as "minPrice",
  max_price as "maxPrice", localities, min_carpet as "minCarpet", max_carpet as "maxCarpet", possession, amenities,
  created_at as "createdAt", updated_at as "updatedAt"`;

export async function findRequirement(sql: Sql | Tx, id: string): Promise<Requirement | null> {
  const [row] = await sql<RequirementRow[]>`select ${requirementColumns(sql)} from buyer_requirements where id = ${id}`;
  return row ? presentRequirement(row) : null;
}

/** A saved search read as a requirement of the buyer its account is linked to. */
function presentSavedSearch(
  buyerId: string,
  search: { id: string; name: string; query: Record<string, string>; createdAt: Date; updatedAt: Date },
): Requirement {
  const parsed = v.safeParse(SearchQuery, search.query);
  const query = parsed.success ? parsed.output : {};
  return {
    _id: search.id,
    buyerId,
    source: 'saved_search',
    name: search.name,
    status: 'open',
    purpose: purposeOf(query.transactionType),
    category: query.category ?? null,
    bhk: query.bhk ?? [],
    minBudget: query.minPrice || null,
    maxBudget: query.maxPrice ?? null,
    localities: [],
    minCarpet: query.minCarpet || null,
    maxCarpet: query.maxCarpet ?? null,
    possession: query.possession ?? null,
    amenities: query.amenities ?? [],
    text: [query.q, query.title].filter(Boolean).join(' ') || null,
    note: '',
    createdAt: search.createdAt.toISOString(),
    updatedAt: search.updatedAt.toISOString(),
  };
}

/** The buyer's requirements, open first, then the saved searches of the accounts that made their leads. */
export async function buyerRequirements(sql: Sql, buyerId: string): Promise<Requirement[]> {
  const rows = await sql<RequirementRow[]>`
    select ${requirementColumns(sql)} from buyer_requirements where buyer_id = ${buyerId}
    order by status = 'open' desc, created_at desc`;
  const searches = await sql<{ id: string; name: string; query: Record<string, string>; createdAt: Date; updatedAt: Date }[]>`
    select s.id, s.name, s.query, s.created_at as "createdAt", s.updated_at as "updatedAt"
    from saved_searches s
    where s.user_id in (select e.user_id from enquiries e where e.buyer_id = ${buyerId} and e.user_id is not null)
    order by s.created_at desc`;
  return [...rows.map(presentRequirement), ...searches.map((search) => presentSavedSearch(buyerId, search))];
}

interface MatchRow {
  id: string;
  propertyId: string;
  reference: string;
  title: string;
  location: string;
  price: string;
  transactionType: string;
  buyerId: string;
  buyerReference: string;
  buyerName: string;
  buyerMobile: string;
  locale: string | null;
  withdrawnConsents: ConsentPurpose[];
  requirementId: string | null;
  savedSearchId: string | null;
  agentId: string | null;
  reason: MatchReason;
  matchedAt: Date;
  sharedAt: Date | null;
}

/** The buyer's language: that of the account behind their latest lead (English without one). */
const buyerLocale = (sql: Sql | Tx) => sql`(
  select u.locale from enquiries e join "user" u on u.id = e.user_id
  where e.buyer_id = b.id and e.user_id is not null order by e.created_at desc limit 1)`;

const presentMatch = (row: MatchRow): BuyerMatch => ({
  _id: row.id,
  buyer: {
    _id: row.buyerId,
    reference: row.buyerReference,
    name: row.buyerName,
    mobile: row.buyerMobile,
    language: mailLocale(row.locale),
    withdrawnConsents: row.withdrawnConsents,
  },
  requirementId: row.requirementId,
  savedSearchId: row.savedSearchId,
  agentId: row.agentId,
  reason: row.reason,
  matchedAt: row.matchedAt.toISOString(),
  sharedAt: row.sharedAt?.toISOString() ?? null,
});

/**
 * Open matches (not marked not suitable) an advisor works, grouped per listing, the latest first:
 * `viewerId`'s own and the unassigned buyers' (null: an admin, every match). At most `limit` matches.
 */
export async function advisorMatches(sql: Sql, viewerId: string | null, limit = 300): Promise<ListingMatches[]> {
  const rows = await sql<MatchRow[]>`
    select m.id, m.property_id as "propertyId", p.reference, p.title, p.location, p.price, p.transaction_type as "transactionType",
           b.id as "buyerId", b.reference as "buyerReference", b.name as "buyerName", b.mobile as "buyerMobile", ${buyerLocale(sql)} as locale,
           ${buyerWithdrawnPurposes(sql)} as "withdrawnConsents",
           m.requirement_id as "requirementId", m.saved_search_id as "savedSearchId", m.agent_id as "agentId", m.reason,
           m.matched_at as "matchedAt", m.shared_at as "sharedAt"
    from buyer_matches m join properties p on p.id = m.property_id join buyers b on b.id = m.buyer_id
    where m.dismissed_at is null ${viewerId === null ? sql`` : sql`and (m.agent_id = ${viewerId} or m.agent_id is null)`}
    order by m.matched_at desc, m.id
    limit ${limit}`;
  const byListing = new Map<string, ListingMatches>();
  for (const row of rows) {
    const listing = byListing.get(row.propertyId) ?? {
      property: {
        _id: row.propertyId,
        reference: row.reference,
        title: row.title,
        location: row.location,
        price: Number(row.price),
        transactionType: row.transactionType,
      },
      matches: [],
    };
    listing.matches.push(presentMatch(row));
    byListing.set(row.propertyId, listing);
  }
  return [...byListing.values()];
}

/** What sharing one match needs: the buyer's mobile and language, and the listing. */
export async function matchForShare(
  sql: Sql | Tx,
  id: string,
): Promise<{ mobile: string; locale: string | null; propertyId: string; reference: string; title: string } | null> {
  const [row] = await sql<{ mobile: string; locale: string | null; propertyId: string; reference: string; title: string }[]>`
    select b.mobile, ${buyerLocale(sql)} as locale, p.id as "propertyId", p.reference, p.title
    from buyer_matches m join buyers b on b.id = m.buyer_id join properties p on p.id = m.property_id
    where m.id = ${id}`;
  return row ?? null;
}
