-- Up Migration

-- The price a won lead closed at, and the listing it bought or rented: the closed prices of a
-- locality's page. One deal per lead, recorded with the move to won or later, corrected by
-- recording it again. A deleted listing leaves its deal without a listing (and out of the figures).
create table deals (
  enquiry_id uuid primary key references enquiries (id) on delete cascade,
  property_id uuid references properties (id) on delete set null,
  price bigint not null check (price > 0),
  recorded_at timestamptz not null default now()
);
create index deals_property_idx on deals (property_id);

-- A locality's figures are kept in the search cache: a deal changes them as a listing does.
create trigger deals_catalog_changed
  after insert or update or delete or truncate on deals
  for each statement execute function notify_catalog_changed();

-- Down Migration
drop trigger if exists deals_catalog_changed on deals;
drop table if exists deals;
