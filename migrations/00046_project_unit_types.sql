-- Up Migration

-- A project's price list: its unit types in the order the office shows them, each a number of bedrooms
-- or a commercial kind (shop, office), a carpet-area range in sq ft and a price range in rupees, how
-- many are left, and an optional floor plan (an image key, stored like the project's photos). Ids
-- are made by the form, so a type keeps its id across edits.
create table project_unit_types (
  id uuid primary key,
  project_id uuid not null references projects (id) on delete cascade,
  position smallint not null check (position between 0 and 19),
  label text not null check (length(label) between 1 and 40),
  kind text not null check (kind in ('bhk', 'shop', 'office')),
  bhk smallint check (bhk between 1 and 10),
  carpet_min integer not null check (carpet_min > 0),
  carpet_max integer not null,
  price_min bigint not null check (price_min > 0),
  price_max bigint not null,
  availability text not null check (availability in ('available', 'few_left', 'sold_out')),
  floor_plan text,
  constraint project_unit_types_bhk check ((kind = 'bhk') = (bhk is not null)),
  constraint project_unit_types_carpet check (carpet_min <= carpet_max),
  constraint project_unit_types_price check (price_min <= price_max),
  -- Deferred: a reorder swaps positions within one statement's worth of rows.
  constraint project_unit_types_position unique (project_id, position) deferrable initially deferred
);
create index project_unit_types_floor_plan_idx on project_unit_types (floor_plan) where floor_plan is not null;

-- Down Migration

drop table if exists project_unit_types;
