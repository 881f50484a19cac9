-- Up Migration

-- The last lowering of a listing's price, while it stands (a raise clears it): read with every search
-- row, so a card can say "Price reduced" without asking for the listing's history. Filled from the
-- event log for the listings whose last price change was down.
alter table properties
  add column price_before_drop bigint,
  add column price_dropped_at timestamptz;

with changes as (
  select subject_id, occurred_at, (payload ->> 'price')::bigint as price,
         lag((payload ->> 'price')::bigint) over (partition by subject_id order by seq) as previous
  from events
  where type in ('property.created', 'property.updated')
),
last_change as (
  select distinct on (subject_id) subject_id, occurred_at, price, previous
  from changes
  where previous is not null and price <> previous
  order by subject_id, occurred_at desc
)
update properties p
set price_before_drop = c.previous, price_dropped_at = c.occurred_at
from last_change c
where c.subject_id = p.id::text and c.price < c.previous and p.price = c.price;

-- The locality of a listing as the gazetteer names it ('Vesu, Surat' → 'vesu'), for the comparables of
-- a listing and a locality's figures: one range of this index per locality, category and BHK.
create index properties_locality_idx
  on properties ((lower(regexp_replace(trim(split_part(location, ',', 1)), '\s+', ' ', 'g'))), transaction_type, sub_category, bedrooms)
  where not draft;

-- Down Migration

drop index if exists properties_locality_idx;
alter table properties
  drop column price_before_drop,
  drop column price_dropped_at;
