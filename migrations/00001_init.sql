-- Up Migration

-- better-auth's tables (users, sessions, password accounts, verifications, signing keys),
-- as better-auth's own migration compiler writes them for the username, admin and jwt plugins.
create table "user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null,
  "image" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null,
  "username" text unique,
  "displayUsername" text,
  "role" text,
  "banned" boolean,
  "banReason" text,
  "banExpires" timestamptz,
  "mobile" text not null
);
create index user_created_at_idx on "user" ("createdAt");

create table "session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references "user" ("id") on delete cascade,
  "impersonatedBy" text
);
create index "session_userId_idx" on "session" ("userId");

create table "account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references "user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null
);
create index "account_userId_idx" on "account" ("userId");

create table "verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null
);
create index "verification_identifier_idx" on "verification" ("identifier");

create table "jwks" (
  "id" text not null primary key,
  "publicKey" text not null,
  "privateKey" text not null,
  "createdAt" timestamptz not null,
  "expiresAt" timestamptz,
  "alg" text,
  "crv" text
);

-- Refresh tokens: opaque, stored as a hash, rotated on every use. A token presented after it was
-- rotated revokes its whole family (every token descended from one login).
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null,
  user_id text not null references "user" ("id") on delete cascade,
  token_hash text not null unique,
  remember boolean not null default true,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

create table properties (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  transaction_type text not null check (transaction_type in ('Buy', 'Rent')),
  property_type text not null check (property_type in ('Residential', 'Commercial')),
  sub_category text not null,
  location text not null,
  address text not null,
  price bigint not null check (price >= 0),
  sqt integer not null check (sqt >= 0),
  bedrooms smallint check (bedrooms >= 0),
  bathrooms smallint check (bathrooms >= 0),
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Full-text document: title weighs most, then place and category, then address, then the description.
  search tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A') ||
    setweight(to_tsvector('english'::regconfig, location || ' ' || sub_category), 'B') ||
    setweight(to_tsvector('english'::regconfig, address), 'C') ||
    setweight(to_tsvector('english'::regconfig, description), 'D')
  ) stored
);
create index properties_search_idx on properties using gin (search);
create index properties_filter_price_idx on properties (property_type, transaction_type, sub_category, price);
create index properties_type_created_idx on properties (property_type, created_at desc, id);
create index properties_created_idx on properties (created_at desc, id);
create index properties_price_idx on properties (price, id);
create index properties_sqt_idx on properties (sqt desc, id);

-- Images are content-addressed: `key` is the SHA-256 of the original bytes, and its variants live
-- in the bucket under `<key>/...`. Position orders the gallery; position 0 is the cover.
create table property_images (
  property_id uuid not null references properties (id) on delete cascade,
  position smallint not null check (position >= 0),
  key text not null,
  primary key (property_id, position)
);
create index property_images_key_idx on property_images (key);

create table projects (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  description text not null,
  status text not null default 'ONGOING' check (status in ('ONGOING', 'COMPLETED')),
  location text not null,
  address text not null,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index projects_created_idx on projects (created_at desc, id);

create table project_images (
  project_id uuid not null references projects (id) on delete cascade,
  position smallint not null check (position >= 0),
  key text not null,
  primary key (project_id, position)
);
create index project_images_key_idx on project_images (key);

-- One row per user and property; `active` is the last intent, `intent_at` its client time, so an
-- older intent arriving late from another device does not overwrite a newer one.
create table favorites (
  user_id text not null references "user" ("id") on delete cascade,
  property_id uuid not null references properties (id) on delete cascade,
  active boolean not null,
  intent_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, property_id)
);
create index favorites_user_active_idx on favorites (user_id, intent_at desc) where active;
create index favorites_property_idx on favorites (property_id);

-- The append-only log of every state change. `id` is made by the client for offline intents, so a
-- replayed batch is a no-op.
create table events (
  seq bigserial primary key,
  id uuid not null unique,
  type text not null,
  subject_id text not null,
  actor_id text,
  payload jsonb not null default '{}'::jsonb,
  occurred_at timestamptz not null default now(),
  recorded_at timestamptz not null default now()
);
create index events_subject_idx on events (subject_id, seq);
create index events_type_idx on events (type, seq);

create or replace function events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'events are append-only';
end $$;
create trigger events_no_update before update or delete on events
  for each row execute function events_append_only();

-- Down Migration
drop table if exists events, favorites, project_images, projects, property_images, properties,
  refresh_tokens, "jwks", "verification", "account", "session", "user" cascade;
drop function if exists events_append_only();
