-- Up Migration

-- A user's saved search: the query GET /properties/search takes (as its query-string values), how
-- often its alerts go out and on which channels. `paused` keeps the frequency while alerts stop.
create table saved_searches (
  id uuid primary key,
  user_id text not null references "user" ("id") on delete cascade,
  name text not null,
  query jsonb not null,
  alert text not null check (alert in ('instant', 'daily', 'weekly', 'off')),
  channels text[] not null,
  paused boolean not null default false,
  -- Matches recorded after this are new for the user (GET /saved-searches/:id/new moves it).
  seen_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_idx on saved_searches (user_id, created_at);

-- Every listing that newly matched a saved search, once per search: the primary key is what makes
-- a listing announced once per saved search. `announced_at` is set when an alert or a digest took it.
create table saved_search_matches (
  saved_search_id uuid not null references saved_searches (id) on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  event_seq bigint not null,
  matched_at timestamptz not null default now(),
  announced_at timestamptz,
  primary key (saved_search_id, property_id)
);
create index saved_search_matches_unannounced on saved_search_matches (saved_search_id) where announced_at is null;
create index saved_search_matches_property_idx on saved_search_matches (property_id);

-- Where each reader of the event log stands (the alert matcher is one). Moved in the same
-- transaction as the rows and jobs it records, so after a crash nothing is skipped or read twice.
create table event_cursors (
  name text primary key,
  seq bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- Per user: whether alerts may use e-mail and push at all, and the visits behind 'New since your
-- last visit' (a visit starts after 30 minutes away; the one before it is the line).
create table notification_settings (
  user_id text primary key references "user" ("id") on delete cascade,
  email_enabled boolean not null default true,
  push_enabled boolean not null default true,
  last_seen_at timestamptz,
  previous_visit_at timestamptz,
  updated_at timestamptz not null default now()
);

-- A browser's push subscription (the endpoint its push service gave it, and its keys).
create table push_subscriptions (
  endpoint text primary key,
  user_id text not null references "user" ("id") on delete cascade,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Down Migration
drop table if exists push_subscriptions, notification_settings, event_cursors, saved_search_matches, saved_searches;
