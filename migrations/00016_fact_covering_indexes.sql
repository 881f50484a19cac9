-- Up Migration

-- The listing-fact indexes also carry the columns searches filter on (type, transaction, price and
-- the facts), so a fact search counts and pages its matches from the index alone (an index-only scan)
-- instead of fetching every candidate row: a carpet-area range sorted by price per square foot read
-- 10,939 table and index pages at 100,000 listings, and reads 146 now. The BHK index also carries the
-- amenities, the usual companions of a BHK search. (bench/api.ts measures them; the 41 MB more index
-- are the price.)
drop index if exists properties_price_per_sqft_idx, properties_price_per_sqft_desc_idx, properties_carpet_idx,
  properties_bedrooms_created_idx, properties_possession_idx, properties_furnishing_idx;
create index properties_price_per_sqft_idx on properties (price_per_sqft, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession);
create index properties_price_per_sqft_desc_idx on properties (price_per_sqft desc nulls last, id desc)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession);
create index properties_carpet_idx on properties (carpet_area, id)
  include (property_type, transaction_type, price, bedrooms, furnishing, possession);
create index properties_bedrooms_created_idx on properties (bedrooms, created_at desc, id)
  include (property_type, transaction_type, price, carpet_area, furnishing, possession, amenities);
create index properties_possession_idx on properties (possession, possession_date)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing);
create index properties_furnishing_idx on properties (furnishing, created_at desc, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, possession);

-- Down Migration
drop index if exists properties_price_per_sqft_idx, properties_price_per_sqft_desc_idx, properties_carpet_idx,
  properties_bedrooms_created_idx, properties_possession_idx, properties_furnishing_idx;
create index properties_price_per_sqft_idx on properties (price_per_sqft, id);
create index properties_price_per_sqft_desc_idx on properties (price_per_sqft desc nulls last, id desc);
create index properties_carpet_idx on properties (carpet_area, id);
create index properties_bedrooms_created_idx on properties (bedrooms, created_at desc, id);
create index properties_possession_idx on properties (possession, possession_date);
create index properties_furnishing_idx on properties (furnishing, created_at desc, id);
