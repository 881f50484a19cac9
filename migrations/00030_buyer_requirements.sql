-- Up Migration

-- What a buyer wants, as an advisor records it: several per buyer, open until closed. The criteria
-- columns are the ones saved_search_criteria has too, so one SQL predicate (api/matching/criteriaMatch.ts)
-- decides for both whether a listing matches. Null is "any".
create table buyer_requirements (
  id uuid primary key,
  buyer_id uuid not null references buyers (id),
  status text not null default 'open' check (status in ('open', 'closed')),
  note text not null default '',
  transaction_type text check (transaction_type in ('Buy', 'Rent')),
  property_type text check (property_type in ('Residential', 'Commercial')),
  category text,
  min_price bigint check (min_price > 0),
  max_price bigint check (max_price >= 0),
  min_bedrooms smallint check (min_bedrooms > 0),
  min_bathrooms smallint check (min_bathrooms > 0),
  min_sqft integer check (min_sqft > 0),
  max_sqft integer check (max_sqft >= 0),
  bhk smallint[] check (cardinality(bhk) > 0),
  possession text check (possession ~ '^(ready|under_construction|20\d\d)$'),
  furnishing text check (furnishing in ('unfurnished', 'semi_furnished', 'furnished')),
  min_carpet integer check (min_carpet > 0),
  max_carpet integer check (max_carpet >= 0),
  amenities text[] check (cardinality(amenities) > 0),
  project_id uuid,
  -- Lower-case English locality names; a listing's locality is the first part of its location.
  localities text[] check (cardinality(localities) > 0),
  text_query tsquery,
  -- False when the criteria contradict each other (a minimum above its maximum): it matches nothing.
  matchable boolean not null default true,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index buyer_requirements_buyer_idx on buyer_requirements (buyer_id, created_at);
create index buyer_requirements_open_idx on buyer_requirements (transaction_type, property_type) where status = 'open' and matchable;

-- A saved search's query read once into the same criteria columns, refreshed when the search changes
-- (`source_updated_at` is the search's `updated_at` it was read from).
create table saved_search_criteria (
  saved_search_id uuid primary key references saved_searches (id) on delete cascade,
  source_updated_at timestamptz not null,
  transaction_type text,
  property_type text,
  category text,
  min_price bigint,
  max_price bigint,
  min_bedrooms smallint,
  min_bathrooms smallint,
  min_sqft integer,
  max_sqft integer,
  bhk smallint[],
  possession text,
  furnishing text,
  min_carpet integer,
  max_carpet integer,
  amenities text[],
  project_id uuid,
  localities text[],
  text_query tsquery,
  matchable boolean not null
);
create index saved_search_criteria_type_idx on saved_search_criteria (transaction_type, property_type) where matchable;

-- A listing that matched a buyer (by one of their requirements or saved searches), once per pair:
-- a later price drop brings it back to the top unless the advisor marked it not suitable.
create table buyer_matches (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references properties (id) on delete cascade,
  buyer_id uuid not null references buyers (id),
  requirement_id uuid references buyer_requirements (id) on delete set null,
  saved_search_id uuid references saved_searches (id) on delete set null,
  -- The buyer's advisor when it matched (the assignee of their latest assigned lead); null: unassigned.
  agent_id text references "user" ("id") on delete set null,
  reason text not null check (reason in ('new_listing', 'price_drop')),
  event_seq bigint not null,
  matched_at timestamptz not null default now(),
  shared_at timestamptz,
  dismissed_at timestamptz,
  dismissed_by text references "user" ("id") on delete set null,
  unique (property_id, buyer_id)
);
create index buyer_matches_open_idx on buyer_matches (matched_at desc) where dismissed_at is null;
create index buyer_matches_agent_idx on buyer_matches (agent_id, matched_at desc) where dismissed_at is null;
create index buyer_matches_buyer_idx on buyer_matches (buyer_id);

-- Down Migration
drop table if exists buyer_matches;
drop table if exists saved_search_criteria;
drop table if exists buyer_requirements;
