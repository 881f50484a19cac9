-- Up Migration

-- Site visits as appointments: agents' weekly hours and blocked periods give the free slots, and
-- the database refuses two live visits of one agent whose held times overlap.
create extension if not exists btree_gist;

-- An agent's weekly working hours in Surat time: minutes after midnight, weekday 0 = Sunday.
-- A day may have several windows (a lunch break between them).
create table agent_working_hours (
  agent_id text not null references "user" ("id") on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_minute smallint not null check (start_minute between 0 and 1439),
  end_minute smallint not null check (end_minute between 1 and 1440),
  primary key (agent_id, weekday, start_minute),
  check (end_minute > start_minute)
);

-- Periods an agent takes no visits: leave, festivals.
create table agent_blocks (
  id uuid primary key default gen_random_uuid(),
  agent_id text not null references "user" ("id") on delete cascade,
  during tstzrange not null check (not isempty(during)),
  reason text not null default ''
);
create index agent_blocks_agent_idx on agent_blocks using gist (agent_id, during);

-- The office's visit settings: the default length and the travel time kept free after a visit.
create table visit_settings (
  id boolean primary key default true check (id),
  default_minutes smallint not null default 45 check (default_minutes between 15 and 240),
  buffer_minutes smallint not null default 15 check (buffer_minutes between 0 and 120),
  updated_at timestamptz not null default now()
);
insert into visit_settings default values;

-- A visit length for one listing or project (a township takes longer than a flat).
create table visit_lengths (
  property_id uuid unique references properties (id) on delete cascade,
  project_id uuid unique references projects (id) on delete cascade,
  minutes smallint not null check (minutes between 15 and 240),
  check ((property_id is null) <> (project_id is null))
);

-- A visit: a lead (its enquiry and buyer) at a listing or project with an agent, for a time. `held`
-- is the visit and the travel buffer after it: what another visit of the agent may not overlap.
-- `sequence` counts the changes the calendar invitation has seen (and spends the links made before).
create table visits (
  id uuid primary key,
  enquiry_id uuid not null references enquiries (id) on delete cascade,
  property_id uuid references properties (id) on delete set null,
  project_id uuid references projects (id) on delete set null,
  agent_id text not null references "user" ("id"),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  held tstzrange not null,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  language text not null default 'en',
  sequence integer not null default 0,
  -- The sequence each reminder was sent for: a changed visit is reminded again, an unchanged one once.
  reminded_24h_sequence integer,
  reminded_2h_sequence integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  constraint visits_agent_free exclude using gist (agent_id with =, held with &&) where (status = 'booked')
);
create index visits_enquiry_idx on visits (enquiry_id);
create index visits_starts_idx on visits (starts_at) where status = 'booked';

-- An agent's private calendar feed: the SHA-256 of the secret in its URL (the secret itself is shown
-- once, when made). A new secret replaces the old one; deleting the row revokes the feed.
create table agent_calendar_feeds (
  agent_id text primary key references "user" ("id") on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);

-- Down Migration
drop table if exists agent_calendar_feeds;
drop table if exists visits;
drop table if exists visit_lengths;
drop table if exists visit_settings;
drop table if exists agent_blocks;
drop table if exists agent_working_hours;
