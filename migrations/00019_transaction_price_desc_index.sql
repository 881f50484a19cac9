-- Up Migration

-- 'Price: high to low' with no purpose chosen lists sales before rents, each dearest first
-- (transaction_type ascending, price descending): an order no index could serve in one scan, so
-- every sale was sorted before the first page. It carries the listing filters' columns, as the
-- ascending one (properties_transaction_price_idx) does.
create index properties_transaction_price_desc_idx on properties (transaction_type, price desc, id desc)
  include (property_type, sub_category, bedrooms, bathrooms, sqt);

-- Down Migration

drop index if exists properties_transaction_price_desc_idx;
