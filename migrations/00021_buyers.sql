-- Up Migration

-- One buyer per person the agency deals with, keyed by the ten digits of their mobile
-- (contract/fields.ts, normaliseMobile); the e-mail is a second key that only suggests a merge.
-- A merged buyer keeps its row (its mobile still finds the buyer it was merged into).
create sequence buyer_reference_seq start 1001;

create table buyers (
  id uuid primary key default gen_random_uuid(),
  reference text not null unique default ('BY-' || nextval('buyer_reference_seq')),
  name text not null,
  mobile text not null unique,
  email text,
  merged_into uuid references buyers (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (merged_into is null or merged_into <> id)
);

create index buyers_email_idx on buyers (lower(email)) where email is not null and merged_into is null;
create index buyers_updated_idx on buyers (updated_at desc) where merged_into is null;

-- Every lead names its buyer and where it came from. `source_key` is what makes an imported row or
-- a webhook delivery arrive once (`<source>:<key>`). A seller lead (an owner offering a property)
-- carries its offer.
alter table enquiries
  add column buyer_id uuid references buyers (id),
  add column source text not null default 'website'
    check (source in ('website', 'walk_in', 'phone', 'whatsapp', 'referral', '99acres', 'magicbricks', 'housing', 'webhook', 'other')),
  add column source_key text unique,
  add column kind text not null default 'buyer' check (kind in ('buyer', 'seller')),
  add column offer jsonb,
  add column draft_property_id uuid references properties (id) on delete set null;

create index enquiries_buyer_idx on enquiries (buyer_id, created_at desc) where buyer_id is not null;

-- Calls, WhatsApp conversations and meetings logged against a buyer, with their outcome.
create table buyer_contacts (
  id uuid primary key,
  buyer_id uuid not null references buyers (id),
  enquiry_id uuid references enquiries (id) on delete set null,
  channel text not null check (channel in ('call', 'whatsapp', 'meeting')),
  outcome text not null check (outcome in ('reached', 'not_reached', 'call_back')),
  call_back_at timestamptz,
  note text not null default '',
  actor_id text references "user" ("id") on delete set null,
  contacted_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((outcome = 'call_back') = (call_back_at is not null))
);

create index buyer_contacts_buyer_idx on buyer_contacts (buyer_id, contacted_at desc);
create index buyer_contacts_enquiry_idx on buyer_contacts (enquiry_id, contacted_at) where enquiry_id is not null;

-- Each portal's column mapping as the office last set it (the built-in one until then).
create table lead_import_mappings (
  portal text primary key check (portal in ('99acres', 'magicbricks', 'housing')),
  columns jsonb not null,
  updated_by text references "user" ("id") on delete set null,
  updated_at timestamptz not null default now()
);

-- Each imported file once, by the hash of its bytes.
create table lead_imports (
  id uuid primary key,
  portal text not null,
  file_sha256 text not null unique,
  rows integer not null,
  added integer not null,
  actor_id text references "user" ("id") on delete set null,
  created_at timestamptz not null default now()
);

-- The enquiries made so far join their buyers: one per mobile, named as in its latest enquiry.
-- Spam and mobiles that are no Indian mobile number stay without one.
insert into buyers (name, mobile, email, created_at, updated_at)
select distinct on (mobile)
  name, mobile,
  (select nullif(e2.email, '') from enquiries e2 where e2.mobile = e.mobile and coalesce(e2.email, '') <> '' order by e2.created_at desc limit 1),
  (select min(e3.created_at) from enquiries e3 where e3.mobile = e.mobile and e3.status <> 'spam'),
  created_at
from enquiries e
where status <> 'spam' and mobile ~ '^[6-9][0-9]{9}$'
order by mobile, created_at desc;

update enquiries e set buyer_id = b.id from buyers b where b.mobile = e.mobile and e.status <> 'spam';

-- Down Migration
alter table enquiries drop column buyer_id, drop column source, drop column source_key, drop column kind, drop column offer,
  drop column draft_property_id;
drop table if exists lead_imports;
drop table if exists lead_import_mappings;
drop table if exists buyer_contacts;
drop table if exists buyers;
drop sequence if exists buyer_reference_seq;
