/**
 * Reads of properties as the API shows them: one property, a list by ids, the caller's saved ones,
 * the newest ones. Every read is one query: image keys and the caller's favourite flag come from
 * subqueries evaluated only for the rows returned, never one query per property.
 */
import { type SavedProperty } from '../../contract/favorites.ts';
import { isUuid } from '../../contract/fields.ts';
import { PRICE_DROP_DAYS } from '../../contract/priceFacts.ts';
import { isPropertyReference, propertyFields, type Property } from '../../contract/properties.ts';
import type postgres from 'postgres';
import type { Sql, Tx } from '../db.ts';
import type { Versioned } from '../versionTags.ts';
import { presentProperty, type PropertyRow } from '../presenters/property.ts';
import { fieldColumnList } from './storedFields.ts';
import { shownPointColumnList } from '../presenters/place.ts';

export type PresentableRow = PropertyRow & { imageKeys: string[]; favorite: boolean };

/**
 * The columns every read of a listing selects (alias `p`): its fields, its image keys in gallery order,
 * its project and a recent price drop. The text is made once: it names the code's own columns and
 * constants, never input, and building it from fragments on every read was a share of a detail read's
 * CPU (docs/performance.md).
 */
const listingColumns = `
    p.id, p.reference, ${fieldColumnList('p', propertyFields)}, p.created_at as "createdAt", p.updated_at as "updatedAt",
    p.price_per_sqft as "pricePerSqft", p.draft, ${shownPointColumnList('p')},
    case when p.price_dropped_at > now() - make_interval(days => ${Number(PRICE_DROP_DAYS)})
      then json_build_object('from', p.price_before_drop, 'at', p.price_dropped_at) end as "priceDrop",
    (
      select json_build_object(
        '_id', pj.id, 'slug', pj.slug, 'title', pj.title, 'reraNumber', pj.rera_number, 'reraQr', pj.rera_qr,
        'reraExempt', pj.rera_exempt, 'reraExemptReason', pj.rera_exempt_reason,
        'unitType', (
          select json_build_object('id', ut.id, 'label', ut.label, 'floorPlanKey', ut.floor_plan) from project_unit_types ut
          where ut.id = p.unit_type_id and ut.project_id = pj.id
        )
      )
      from projects pj where pj.id = p.project_id
    ) as "projectRow",
    coalesce(
      (select array_agg(pi.key order by pi.position) from property_images pi where pi.property_id = p.id),
      '{}'::text[]
    ) as "imageKeys"`;

/** Columns of a property (alias `p`), its image keys in gallery order and whether `viewerId` saved it. */
export function presentableColumns(sql: Sql | Tx, viewerId: string | null) {
  const favorite = viewerId
    ? sql`exists (select 1 from favorites f where f.user_id = ${viewerId} and f.property_id = p.id and f.active)`
    : sql`false`;
  return sql`${sql.unsafe(listingColumns)}, ${favorite} as favorite`;
}

export const presentRow = (row: PresentableRow): Property => presentProperty(row, row.imageKeys, row.favorite);

/** The condition naming one property by its UUID or its reference ('SR-1001'); null for anything else. */
function propertyKey(sql: Sql | Tx, key: string) {
  if (isPropertyReference(key)) return sql`p.reference = ${key.toUpperCase()}`;
  if (isUuid(key)) return sql`p.id = ${key.toLowerCase()}::uuid`;
  return null;
}

/**
 * Whether a read shows drafts: only the office's (an advisor's or an admin's reads, the writers'
 * own); every public read leaves them out.
 */
export interface DraftScope {
  drafts?: boolean;
}

const publicOnly = (sql: Sql | Tx, scope: DraftScope = {}) => (scope.drafts ? sql`` : sql`and not p.draft`);

/** One property by UUID or reference, or null (also for anything that is neither). */
export async function findProperty(sql: Sql | Tx, key: string, viewerId: string | null, scope?: DraftScope): Promise<Property | null> {
  const where = propertyKey(sql, key);
  if (!where) return null;
  const rows = await sql<PresentableRow[]>`
    select ${presentableColumns(sql, viewerId)} from properties p where ${where} ${publicOnly(sql, scope)}`;
  return rows[0] ? presentRow(rows[0]) : null;
}

/** One property (by UUID or reference) and its row version (the ETag of what is shown), read together; null when there is none. */
export async function findVersionedProperty(
  sql: Sql | Tx,
  key: string,
  viewerId: string | null,
  scope?: DraftScope,
): Promise<Versioned<Property> | null> {
  const where = propertyKey(sql, key);
  if (!where) return null;
  const [row] = await sql<(PresentableRow & { version: number })[]>`
    select ${presentableColumns(sql, viewerId)}, p.version from properties p where ${where} ${publicOnly(sql, scope)}`;
  return row ? { data: presentRow(row), version: row.version } : null;
}

/** The UUID of the property a reference names, or null. */
export async function propertyIdOfReference(sql: Sql, reference: string): Promise<string | null> {
  if (!isPropertyReference(reference)) return null;
  const [row] = await sql<{ id: string }[]>`select id from properties where reference = ${reference.toUpperCase()} and not draft`;
  return row?.id ?? null;
}

/** The id a removed listing had, from the reference its creation event carries; null while it exists or never did. */
export async function removedPropertyIdOfReference(sql: Sql, reference: string): Promise<string | null> {
  if (!isPropertyReference(reference)) return null;
  const [row] = await sql<{ id: string }[]>`
    select c.subject_id as id from events c
    where c.type = 'property.created' and c.payload ->> 'reference' = ${reference.toUpperCase()}
      and exists (select 1 from events d where d.subject_id = c.subject_id and d.type = 'property.deleted')
      and not exists (select 1 from properties p where p.id = c.subject_id::uuid)
    limit 1`;
  return row?.id ?? null;
}

/** The published properties of `ids` that still exist, by id. */
export async function findProperties(sql: Sql | Tx, ids: readonly string[], viewerId: string | null): Promise<Map<string, Property>> {
  const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (valid.length === 0) return new Map();
  const rows = await sql<PresentableRow[]>`
    select ${presentableColumns(sql, viewerId)} from properties p where p.id = any(${sql.array(valid)}::uuid[]) and not p.draft`;
  return new Map(rows.map((row) => [row.id, presentRow(row)]));
}

/** The user's saved properties, most recently saved first. */
export async function savedProperties(sql: Sql, userId: string): Promise<SavedProperty[]> {
  const rows = await sql<(PresentableRow & { savedAt: Date })[]>`
    select ${presentableColumns(sql, null)}, f.intent_at as "savedAt"
    from favorites f join properties p on p.id = f.property_id
    where f.user_id = ${userId} and f.active and not p.draft
    order by f.intent_at desc, p.id`;
  return rows.map((row) => ({ ...presentProperty(row, row.imageKeys, true), savedAt: new Date(row.savedAt).toISOString() }));
}

/** The newest properties. */
export async function recentProperties(sql: Sql, limit: number, viewerId: string | null): Promise<Property[]> {
  const rows = await sql<PresentableRow[]>`
    select ${presentableColumns(sql, viewerId)} from properties p
    where not p.draft
    order by p.created_at desc, p.id desc
    limit ${limit}`;
  return rows.map(presentRow);
}

/** One of the office's own lists of listings, as staff see them: those `where` picks, by `orderBy` (newest first), ties by id. */
async function officeList(sql: Sql, where: postgres.Fragment, orderBy: postgres.Fragment, limit: number): Promise<Property[]> {
  const rows = await sql<PresentableRow[]>`
    select ${presentableColumns(sql, null)} from properties p
    where ${where}
    order by ${orderBy} desc, p.id desc
    limit ${limit}`;
  return rows.map(presentRow);
}

/** The sold and rented listings, latest change first (the partial index holds them). */
export const closedProperties = (sql: Sql, limit = 200) =>
  officeList(sql, sql`p.availability in ('sold', 'rented')`, sql`p.updated_at`, limit);

/** The draft listings, newest first (a handful: each waits for an admin to publish it). */
export const draftProperties = (sql: Sql, limit = 200) => officeList(sql, sql`p.draft`, sql`p.created_at`, limit);
