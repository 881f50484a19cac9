-- Up Migration

-- Enquiries (leads) from the Enquire form, online or queued on a phone. The id is made by the client
-- when it has one, so a replayed enquiry finds itself; the reference (EQ-1001) is what people quote.
-- The account link and the assignee are dropped when those accounts are deleted: the agency keeps
-- its leads. The listing's title is kept as it was when the enquiry was made.
create sequence enquiry_reference_seq start 1001;

create table enquiries (
  id uuid primary key,
  reference text not null unique default ('EQ-' || nextval('enquiry_reference_seq')),
  property_id uuid references properties (id) on delete set null,
  project_id uuid references projects (id) on delete set null,
  listing_title text,
  user_id text references "user" ("id") on delete set null,
  name text not null,
  mobile text not null,
  email text,
  message text not null default '',
  visit_date date,
  visit_slot text check (visit_slot in ('morning', 'afternoon', 'evening')),
  visit_at timestamptz,
  status text not null default 'new'
    check (status in ('new', 'contacted', 'visit_scheduled', 'visited', 'negotiating', 'won', 'lost', 'spam')),
  assignee_id text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (property_id is null or project_id is null)
);

create index enquiries_created_idx on enquiries (created_at desc);
create index enquiries_status_idx on enquiries (status, created_at desc);
create index enquiries_property_idx on enquiries (property_id, created_at) where property_id is not null;
create index enquiries_project_idx on enquiries (project_id, created_at) where project_id is not null;
create index enquiries_user_idx on enquiries (user_id, created_at desc) where user_id is not null;
create index enquiries_mobile_idx on enquiries (mobile);

-- 'Call' and 'WhatsApp' taps per listing: which listings draw contact (no personal data).
create table contact_clicks (
  id bigserial primary key,
  property_id uuid references properties (id) on delete cascade,
  project_id uuid references projects (id) on delete cascade,
  channel text not null check (channel in ('call', 'whatsapp')),
  created_at timestamptz not null default now(),
  check ((property_id is null) <> (project_id is null))
);

create index contact_clicks_property_idx on contact_clicks (property_id, created_at) where property_id is not null;

-- Enquiry limits (per mobile number and per client address an hour), apart from the other limits.
create table enquiry_rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- Down Migration
drop table if exists enquiry_rate_limits;
drop table if exists contact_clicks;
drop table if exists enquiries;
drop sequence if exists enquiry_reference_seq;
