/** Realistic listings in bulk, made by PostgreSQL itself (generate_series): 100,000 rows in seconds. */
import type { Sql } from '../api/db.ts';
import { amenities } from '../contract/catalog.ts';
import { localityCentre } from '../contract/localityCentres.ts';

const AREAS = [
  'Vesu',
  'Adajan',
  'Pal',
  'Piplod',
  'Athwa',
  'Citylight',
  'Ghod Dod Road',
  'Althan',
  'Katargam',
  'Varachha',
  'Dumas',
  'Magdalla',
  'Bhatar',
  'Parle Point',
  'Udhna',
  'Sarthana',
  'Mota Varachha',
  'Jahangirpura',
  'Palanpur',
  'Rander',
  'Sachin',
  'Kamrej',
  'Bhimrad',
  'Dindoli',
  'Punagam',
  'Umra',
  'VIP Road',
  'Majura Gate',
  'Nanpura',
  'Pandesara',
];
const SOCIETIES = [
  'Shreeji Residency',
  'Raghuvir Heights',
  'Sangini Enclave',
  'Avadh Arcade',
  'Happy Home',
  'Sky Tower',
  'Green Park',
  'Laxmi Nagar',
  'Shanti Kunj',
  'Rajhans Platinum',
  'Sumeru Complex',
  'Meghmalhar',
  'Pramukh Park',
  'Krishna Kutir',
  'Silver Palm',
  'Sai Darshan',
  'Nilkanth Plaza',
  'Ambika Township',
  'Royal Arcade',
  'Riddhi Siddhi',
];
const ADJECTIVES = [
  'Spacious',
  'Premium',
  'Furnished',
  'Semi-furnished',
  'Corner',
  'Newly built',
  'Luxury',
  'Affordable',
  'Garden-facing',
  'Well-ventilated',
  'East-facing',
  'Renovated',
];
const FEATURES = [
  'Covered car parking for two vehicles.',
  'Round-the-clock security with CCTV.',
  'Walking distance to the BRTS stop.',
  'Vastu-compliant layout with ample daylight.',
  'Modular kitchen with granite platform.',
  'Close to schools and hospitals.',
  'Gated society with a clubhouse and gym.',
  'Power backup for common areas and lifts.',
  "Children's play area and landscaped garden.",
  'Rainwater harvesting and solar water heating.',
  'Wide approach road, easy access to Ring Road.',
  'Italian marble flooring throughout.',
  'Ready to move in, clear title.',
  'Main-road frontage with high footfall.',
  'Ample visitor parking.',
  'Near Tapi riverfront and VR Mall.',
  'Fire safety systems and two staircases.',
  'Piped gas connection and 24-hour water supply.',
  'Terrace with a view of the city.',
  'Loan approved by major banks.',
];

const textArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Every listing a point within about 2 km of its locality's centre (Surat's centre for a locality the
 * gazetteer lacks); two in three approximate, as agencies publish most listings.
 */
async function seedListingPlaces(sql: Sql): Promise<void> {
  const centres = AREAS.map((area) => {
    const [lat, lng] = localityCentre(area);
    return `('${area.replace(/'/g, "''")}, Surat', ${lat}, ${lng})`;
  }).join(', ');
  await sql.unsafe(`
    update properties p set
      lat = c.lat + (random() - 0.5) * 0.036,
      lng = c.lng + (random() - 0.5) * 0.036,
      location_precision = case when random() < 0.34 then 'exact' else 'approximate' end
    from (values ${centres}) as c(location, lat, lng)
    where p.location = c.location and p.lat is null`);
}

/**
 * Runs `load` on `table` without its secondary indexes, then builds them again from their own
 * definitions: a bulk load and the passes over every row after it do not update a dozen indexes row by
 * row (at 1,000,000 listings that took longer than everything else), and each index is built once,
 * compact, as VACUUM FULL would leave it. Constraints' indexes (the primary key) stay.
 */
async function withoutIndexes(sql: Sql, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = await sql<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid = ${table}::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
  for (const { name } of indexes) await sql.unsafe(`drop index ${name}`);
  await load();
  for (const { definition } of indexes) await sql.unsafe(definition);
}

/** Inserts `count` listings (and 1-3 image rows each) and refreshes the planner's statistics. */
export async function seedListings(sql: Sql, count: number): Promise<void> {
  await withoutIndexes(sql, 'properties', () => insertListings(sql, count));
  // 1 to 3 images per listing; content-addressed keys are 64 hex characters.
  await sql.unsafe(`
    insert into property_images (property_id, position, key)
    select p.id, pos, md5(p.id::text || pos) || md5(pos || p.id::text)
    from properties p, generate_series(0, abs(hashtext(p.id::text)) % 3) pos`);
  // VACUUM marks every page all-visible, as autovacuum would have, so an index-only scan reads no table pages.
  await sql.unsafe(`vacuum analyze properties`);
  await sql.unsafe(`vacuum analyze property_images`);
}

async function insertListings(sql: Sql, count: number): Promise<void> {
  await sql.unsafe(`select setseed(0.42)`);
  await sql.unsafe(`
    insert into properties (title, description, transaction_type, property_type, sub_category, location, address,
                            price, sqt, bedrooms, bathrooms, created_at, updated_at)
    with base as (
      select g,
        case when random() < 0.7 then 'Residential' else 'Commercial' end as ptype,
        case when random() < 0.7 then 'Buy' else 'Rent' end as ttype,
        random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
        random() as r6, random() as r7, random() as r8, random() as r9
      from generate_series(1, ${Math.trunc(count)}) g
    ), shaped as (
      select b.*,
        case
          when ptype = 'Residential' and ttype = 'Buy' then (array['Apartment', 'Bungalows', 'Plot', 'Farmhouses'])[1 + floor(r1 * 4)::int]
          when ptype = 'Residential' then (array['Farmhouses', 'PG', 'Apartment', 'Bungalows'])[1 + floor(r1 * 4)::int]
          when ttype = 'Buy' then (array['Shop', 'Commercial plots', 'Showrooms', 'Office'])[1 + floor(r1 * 4)::int]
          else (array['Showrooms', 'Office'])[1 + floor(r1 * 2)::int]
        end as cat,
        (${textArray(AREAS)})[1 + floor(r2 * ${AREAS.length})::int] as area,
        (${textArray(ADJECTIVES)})[1 + floor(r3 * ${ADJECTIVES.length})::int] as adjective,
        1 + floor(r4 * 4)::int as rooms
      from base b
    )
    select
      case cat
        when 'Apartment' then adjective || ' ' || rooms || case when r6 < 0.5 then 'BHK' else ' BHK' end || ' Apartment in ' || area
        when 'Bungalows' then adjective || ' ' || (rooms + 1) || case when r6 < 0.5 then 'BHK' else ' BHK' end || ' Bungalow in ' || area
        when 'Plot' then adjective || ' Residential Plot in ' || area
        when 'Farmhouses' then adjective || ' Farmhouse near ' || area
        when 'PG' then adjective || ' PG Accommodation in ' || area
        when 'Shop' then adjective || ' Shop on ' || area || ' Main Road'
        when 'Commercial plots' then 'Commercial Plot in ' || area
        when 'Showrooms' then adjective || ' Showroom in ' || area
        else adjective || ' Office Space in ' || area
      end,
      '<p>' || adjective || ' ' || lower(cat) || ' in ' || area || ', Surat. '
        || (${textArray(FEATURES)})[1 + floor(r5 * ${FEATURES.length})::int] || ' '
        || (${textArray(FEATURES)})[1 + floor(r6 * ${FEATURES.length})::int] || '</p><p>'
        || (${textArray(FEATURES)})[1 + floor(r7 * ${FEATURES.length})::int] || ' '
        || (${textArray(FEATURES)})[1 + floor(r8 * ${FEATURES.length})::int]
        || ' Call Shreeji Realty for a site visit.</p>',
      ttype, ptype, cat, area || ', Surat',
      (1 + floor(r8 * 400)::int) || ', ' || (${textArray(SOCIETIES)})[1 + floor(r9 * ${SOCIETIES.length})::int]
        || ', ' || area || ', Surat, Gujarat 3950' || lpad((floor(r2 * 99))::text, 2, '0'),
      case
        when ttype = 'Rent' and ptype = 'Residential' then 5000 + floor(r9 * r9 * 190) * 500
        when ttype = 'Rent' then 15000 + floor(r9 * r9 * 970) * 500
        when ptype = 'Residential' then 1500000 + floor(r9 * r9 * 4850) * 10000
        else 2000000 + floor(r9 * r9 * 9800) * 10000
      end,
      case
        when cat in ('Plot', 'Farmhouses', 'Commercial plots') then 900 + floor(r8 * 91) * 100
        when cat = 'PG' then 150 + floor(r8 * 20) * 10
        else 350 + floor(r4 * r8 * 56) * 50
      end,
      case when ptype = 'Commercial' then null when cat = 'Plot' then 0 when cat = 'PG' then 1 else rooms end,
      case when ptype = 'Commercial' then null when cat = 'Plot' then 0 else greatest(1, rooms - floor(r3 * 2)::int) end,
      now() - (r7 * interval '1095 days'),
      now() - (r7 * r6 * interval '1095 days')
    from shaped`);
  await seedListingFacts(sql);
  await seedListingPlaces(sql);
  // The facts and places are set by passes over every row: VACUUM FULL rewrites the table without
  // the old row versions, as a database filled over time would be (its indexes are built after it).
  await sql.unsafe(`vacuum full properties`);
}

/**
 * The facts buyers filter on, in the seed's proportions: carpet area about 70 % of the area
 * (none for plots), furnishing and facing for buildings, about a quarter under construction with
 * possession in the next four years (the rest ready, with an age), and about five amenities each.
 */
async function seedListingFacts(sql: Sql): Promise<void> {
  await sql.unsafe(`
    update properties set
      carpet_area = case when sub_category in ('Plot', 'Farmhouses', 'Commercial plots') then null else round(sqt * (0.65 + random() * 0.1))::int end,
      furnishing = case when sub_category in ('Plot', 'Commercial plots') then null
        else (array['unfurnished', 'semi_furnished', 'furnished'])[1 + floor(random() * 3)::int] end,
      facing = (array['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])[1 + floor(random() * 8)::int],
      possession = case when random() < 0.25 then 'under_construction' else 'ready' end,
      amenities = array(
        select a from unnest(${textArray([...amenities])}) a
        -- Naming the row makes PostgreSQL draw again for each listing instead of once for all.
        where random() < 0.3 and properties.id is not null
      )`);
  await sql.unsafe(`
    update properties set
      possession_date = case when possession = 'under_construction'
        then to_char(date_trunc('month', now()) + (1 + floor(random() * 48)::int) * interval '1 month', 'YYYY-MM') end,
      age_years = case when possession = 'ready' then floor(random() * 15)::int end`);
}
