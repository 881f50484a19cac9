-- Up Migration

-- Search: the document also carries the unstemmed ('simple') words of the short fields, so a
-- prefix typed mid-word ('apartm:*') matches 'apartment' even though its English stem is 'apart'.
-- The description stays stemmed only (it is long; its prefixes match through the stems). A number
-- glued to a word is split from it ("3BHK" is read as "3 BHK"), as the search box does.
drop index if exists properties_search_idx;
alter table properties drop column search;
alter table properties add column search tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('english'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('simple'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(description, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'D')
) stored;
create index properties_search_idx on properties using gin (search);

-- Price sorts under the common filters (without these, "Buy, cheapest first" walks the price index
-- through every cheaper rental before it finds a sale). They carry the other filter columns, so the
-- capped count of a filter-only search is an index-only scan instead of a visit to every heap row.
create index properties_type_price_idx on properties (property_type, price, id)
  include (transaction_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_transaction_price_idx on properties (transaction_type, price, id)
  include (property_type, sub_category, bedrooms, bathrooms, sqt);
create index properties_type_transaction_price_idx on properties (property_type, transaction_type, price, id)
  include (sub_category, bedrooms, bathrooms, sqt);
create index properties_price_covering_idx on properties (price, id)
  include (property_type, transaction_type, sub_category, bedrooms, bathrooms, sqt);
drop index properties_price_idx;

-- The planner's default random_page_cost (4) prices a random read as on a spinning disk; on SSDs and
-- in memory it is near a sequential one. Left at 4, PostgreSQL prefers a sequential scan with a
-- per-row full-text test (25 ms at 100,000 rows) over the text index (5 ms). Set for this database
-- when the migrating role may (its owner); otherwise leave it to the operator.
do $$
begin
  execute format('alter database %I set random_page_cost = 1.1', current_database());
exception when insufficient_privilege then
  raise notice 'random_page_cost left as configured: % may not alter database %', current_user, current_database();
end $$;

-- The facets depend on each other (commercial listings have no rooms; categories belong to one type):
-- tell the planner, so its row estimates for combined filters are not products of independent guesses.
create statistics properties_facets_stats (mcv, dependencies)
  on property_type, transaction_type, sub_category, bedrooms, bathrooms from properties;
analyze properties;

-- Sync order: an event's seq is (its top-level transaction id << 16) + its index within that
-- transaction, instead of a sequence value. A sequence hands out numbers in call order, not commit
-- order, so a reader could pass seq 11 before seq 10 commits and never see 10. With the transaction
-- id inside seq, a reader that only hands out events whose transaction id is below the oldest
-- still-running writer (see api/queries/syncChanges.ts) can never be overtaken: every transaction
-- that commits later has an id at or above that horizon, so all of its events sort after the cursor.
-- 65,536 events per transaction at most; 2^37 transaction ids fit in a JS-safe number.
create function events_next_seq() returns bigint language plpgsql volatile as $$
declare
  n integer := coalesce(nullif(current_setting('realty.events_in_tx', true), ''), '0')::integer;
begin
  if n >= 65536 then
    raise exception 'at most 65536 events can be appended in one transaction';
  end if;
  -- Transaction-local: reset at commit or rollback (and undone with a rolled-back savepoint,
  -- whose events are gone too).
  perform set_config('realty.events_in_tx', (n + 1)::text, true);
  return (pg_current_xact_id()::text::bigint << 16) + n;
end $$;
alter table events alter column seq set default events_next_seq();

-- Down Migration
drop statistics if exists properties_facets_stats;
do $$
begin
  execute format('alter database %I reset random_page_cost', current_database());
exception when insufficient_privilege then
  null;
end $$;
create index if not exists properties_price_idx on properties (price, id);
drop index if exists properties_type_price_idx, properties_transaction_price_idx, properties_type_transaction_price_idx,
  properties_price_covering_idx;
alter table events alter column seq set default nextval('events_seq_seq'::regclass);
drop function if exists events_next_seq();

drop index if exists properties_search_idx;
alter table properties drop column search;
alter table properties add column search tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, title), 'A') ||
  setweight(to_tsvector('english'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('english'::regconfig, address), 'C') ||
  setweight(to_tsvector('english'::regconfig, description), 'D')
) stored;
create index properties_search_idx on properties using gin (search);
