-- Up Migration

-- Every search asks for published listings that can still be had (`not p.draft` and the open
-- availabilities, api/queries/propertySearch.ts). Neither column is in the search indexes, so since
-- drafts (00034) and availability (00038) every candidate a search counted or sorted was fetched from
-- the table to be checked: a carpet-area range sorted by price per square foot read 11,065 table pages
-- for its page at 100,000 listings. Built on the open published listings alone, the indexes answer
-- those conditions by being what they are, and a search counts and pages from the index again. The
-- office's own lists (drafts, sold and rented) have their own indexes; the newest-first and area
-- indexes stay whole for the reads that list every listing.
drop index if exists properties_bedrooms_created_idx, properties_carpet_idx, properties_furnishing_idx,
  properties_possession_idx, properties_price_per_sqft_idx, properties_price_per_sqft_desc_idx,
  properties_price_covering_idx, properties_transaction_price_idx, properties_transaction_price_desc_idx,
  properties_type_price_idx, properties_type_transaction_price_idx, properties_filter_price_idx;
create index properties_bedrooms_created_idx on properties (bedrooms, created_at desc, id)
  include (property_type, transaction_type, price, carpet_area, furnishing, possession, amenities)
  where not draft and availability in ('available', 'under_offer');
create index properties_carpet_idx on properties (carpet_area, id)
  include (property_type, transaction_type, price, bedrooms, furnishing, possession)
  where not draft and availability in ('available', 'under_offer');
create index properties_furnishing_idx on properties (furnishing, created_at desc, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, possession)
  where not draft and availability in ('available', 'under_offer');
create index properties_possession_idx on properties (possession, possession_date)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing)
  where not draft and availability in ('available', 'under_offer');
create index properties_price_per_sqft_idx on properties (price_per_sqft, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession)
  where not draft and availability in ('available', 'under_offer');
create index properties_price_per_sqft_desc_idx on properties (price_per_sqft desc nulls last, id desc)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession)
  where not draft and availability in ('available', 'under_offer');
create index properties_price_covering_idx on properties (price, id)
  include (property_type, transaction_type, sub_category, bedrooms, bathrooms, sqt)
  where not draft and availability in ('available', 'under_offer');
create index properties_transaction_price_idx on properties (transaction_type, price, id)
  include (property_type, sub_category, bedrooms, bathrooms, sqt)
  where not draft and availability in ('available', 'under_offer');
create index properties_transaction_price_desc_idx on properties (transaction_type, price desc, id desc)
  include (property_type, sub_category, bedrooms, bathrooms, sqt)
  where not draft and availability in ('available', 'under_offer');
create index properties_type_price_idx on properties (property_type, price, id)
  include (transaction_type, sub_category, bedrooms, bathrooms, sqt)
  where not draft and availability in ('available', 'under_offer');
create index properties_type_transaction_price_idx on properties (property_type, transaction_type, price, id)
  include (sub_category, bedrooms, bathrooms, sqt)
  where not draft and availability in ('available', 'under_offer');
create index properties_filter_price_idx on properties (property_type, transaction_type, sub_category, price)
  where not draft and availability in ('available', 'under_offer');

-- Down Migration

drop index if exists properties_bedrooms_created_idx, properties_carpet_idx, properties_furnishing_idx,
  properties_possession_idx, properties_price_per_sqft_idx, properties_price_per_sqft_desc_idx,
  properties_price_covering_idx, properties_transaction_price_idx, properties_transaction_price_desc_idx,
  properties_type_price_idx, properties_type_transaction_price_idx, properties_filter_price_idx;
create index properties_bedrooms_created_idx on properties (bedrooms, created_at desc, id)
  include (property_type, transaction_type, price, carpet_area, furnishing, possession, amenities);
create index properties_carpet_idx on properties (carpet_area, id)
  include (property_type, transaction_type, price, bedrooms, furnishing, possession);
create index properties_furnishing_idx on properties (furnishing, created_at desc, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, possession);
create index properties_possession_idx on properties (possession, possession_date)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing);
create index properties_price_per_sqft_idx on properties (price_per_sqft, id)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession);
create index properties_price_per_sqft_desc_idx on properties (price_per_sqft desc nulls last, id desc)
  include (property_type, transaction_type, price, bedrooms, carpet_area, furnishing, possession);
create index properties_price_covering_idx on properties (price, id)
  include (property_type, transaction_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_transaction_price_idx on properties (transaction_type, price, id)
  include (property_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_transaction_price_desc_idx on properties (transaction_type, price desc, id desc)
  include (property_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_type_price_idx on properties (property_type, price, id)
  include (transaction_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_type_transaction_price_idx on properties (property_type, transaction_type, price, id)
  include (sub_category, bedrooms, bathrooms, sqt);
create index properties_filter_price_idx on properties (property_type, transaction_type, sub_category, price);
