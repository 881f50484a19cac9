-- Up Migration

-- The furnishing index also carries the amenities, so a search by furnishing and amenities ('2 BHK,
-- furnished, with a lift') pages newest first from the index alone. Without them each furnished
-- candidate was fetched from the table to check its amenities: at 100,000 listings that search read
-- 1,539 pages, 1,097 of them for its page of 12; now 474 (docs/performance.md).
drop index if exists properties_furnishing_idx;
create index properties_furnishing_idx on properties (furnishing, created_at desc, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, possession, amenities)
  where not draft and availability in ('available', 'under_offer');

-- Down Migration

drop index if exists properties_furnishing_idx;
create index properties_furnishing_idx on properties (furnishing, created_at desc, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, possession)
  where not draft and availability in ('available', 'under_offer');
