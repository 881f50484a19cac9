/**
 * The listings a property page suggests (the rule is contract/similar.ts): a query per widening
 * step over the type/purpose/price index, until six are found, every row then checked against the
 * shared rule. A deleted listing's page still suggests listings like it, from the facts
 * its last event recorded.
 */
import { isUuid } from '../../contract/fields.ts';
import { type Property } from '../../contract/properties.ts';
import { localityOf, nearbyLocalities } from '../../contract/localities.ts';
import { SIMILAR_LIMIT, SIMILAR_STEPS, selectSimilar, similarPriceRange, type SimilarFacts } from '../../contract/similar.ts';
import type { Sql } from '../db.ts';
import { openListing } from './propertySearch.ts';
import { presentableColumns, presentRow, type PresentableRow } from './propertyReads.ts';

/** A listing's facts: from its row, or for a deleted one from the last event that described it; null when it never existed. */
export async function listingFacts(sql: Sql, id: string): Promise<(SimilarFacts & { deleted: boolean }) | null> {
  if (!isUuid(id)) return null;
  const propertyId = id.toLowerCase();
  const [row] = await sql<{ propertyType: string; subCategory: string; transactionType: string; location: string; price: string }[]>`
    select property_type as "propertyType", sub_category as "subCategory", transaction_type as "transactionType", location, price
    from properties where id = ${propertyId}::uuid and not draft`;
  if (row) return { _id: propertyId, ...row, price: Number(row.price), deleted: false };
  const [last] = await sql<{ payload: Partial<Property> }[]>`
    select payload from events
    where subject_id = ${propertyId} and type in ('property.created', 'property.updated')
    order by seq desc limit 1`;
  const payload = last?.payload;
  if (!payload?.propertyType || !payload.subCategory || !payload.transactionType || typeof payload.price !== 'number') return null;
  return {
    _id: propertyId,
    propertyType: payload.propertyType,
    subCategory: payload.subCategory,
    transactionType: payload.transactionType,
    location: payload.location ?? '',
    price: payload.price,
    deleted: true,
  };
}

/** Whether `id` names a listing that existed and was deleted. */
export async function wasDeleted(sql: Sql, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await sql<{ deleted: boolean }[]>`
    select exists (select 1 from events where subject_id = ${id.toLowerCase()} and type = 'property.deleted')
       and not exists (select 1 from properties where id = ${id.toLowerCase()}::uuid) as deleted`;
  return row?.deleted ?? false;
}

/** Up to six listings like `listing`, widening step by step until six are found (each step one query over the type/purpose/category/price index). */
export async function similarProperties(sql: Sql, listing: SimilarFacts, viewerId: string | null): Promise<Property[]> {
  const localities = nearbyLocalities(listing.location);
  const own = localityOf(listing.location);
  const locality = sql`lower(regexp_replace(trim(split_part(p.location, ',', 1)), '\\s+', ' ', 'g'))`;
  let found: Property[] = [];
  for (const step of SIMILAR_STEPS) {
    const among = (price: ReturnType<typeof sql>) => sql`
      select ${presentableColumns(sql, viewerId)}
      from properties p
      where p.property_type = ${listing.propertyType}
        and not p.draft and ${openListing(sql)}
        and p.transaction_type = ${listing.transactionType}
        and ${price}
        and p.id <> all(${sql.array([listing._id, ...found.map((property) => property._id)])}::uuid[])
        ${step.sameType ? sql`and p.sub_category = ${listing.subCategory}` : sql``}
        ${step.place === 'nearby' ? sql`and ${locality} = any(${sql.array(localities)}::text[])` : sql``}`;
    const limit = SIMILAR_LIMIT * 4;
    let rows: PresentableRow[];
    if (step.band === null) {
      // At any price: the closest above and below, each an index range rather than a sort of the whole category.
      rows = await sql<PresentableRow[]>`
        (${among(sql`p.price >= ${listing.price}`)} order by p.price, p.id limit ${limit})
        union all
        (${among(sql`p.price < ${listing.price}`)} order by p.price desc, p.id limit ${limit})`;
    } else {
      const { min, max } = similarPriceRange(listing.price, step.band);
      rows = await sql<PresentableRow[]>`
        ${among(sql`p.price between ${min} and ${max}`)}
        order by (${locality} = ${own}) desc, abs(p.price - ${listing.price}), p.id
        limit ${limit}`;
    }
    found = selectSimilar(listing, [...found, ...rows.map(presentRow)]);
    if (found.length >= SIMILAR_LIMIT) break;
  }
  return found;
}
