-- Up Migration

-- Privacy grievances. The tracking number (GR-7K3M-9QX2) is random and is all the status page
-- asks for, so it shows no personal detail; the person's name, e-mail and mobile are kept for the
-- answers and erased with the rest of their data. `due_at` is the 90-day deadline the law sets.
create table grievances (
  id uuid primary key,
  tracking_number text not null unique,
  user_id text references "user" ("id") on delete set null,
  name text not null,
  email text not null,
  mobile text,
  topic text not null check (topic in ('consent', 'access', 'correction', 'erasure', 'nomination', 'other')),
  description text not null,
  locale text not null default 'en' check (locale in ('en', 'gu', 'hi')),
  status text not null default 'open' check (status in ('open', 'in_progress', 'resolved')),
  created_at timestamptz not null default now(),
  due_at timestamptz not null,
  resolved_at timestamptz,
  updated_at timestamptz not null default now()
);

create index grievances_queue_idx on grievances (due_at) where status <> 'resolved';
create index grievances_user_idx on grievances (user_id) where user_id is not null;

-- Each answer of the agency, with the Grievance Officer's contact as it stood when it was given.
create table grievance_replies (
  id uuid primary key,
  grievance_id uuid not null references grievances (id) on delete cascade,
  author_id text references "user" ("id") on delete set null,
  body text not null,
  status text not null check (status in ('open', 'in_progress', 'resolved')),
  officer jsonb not null,
  created_at timestamptz not null default now()
);

create index grievance_replies_grievance_idx on grievance_replies (grievance_id, created_at);

-- Who among the agency's staff opened which person's records (a lead, an account, a grievance),
-- kept at least a year. Ids only: a record erased later leaves nothing readable here. The actor is
-- not a foreign key, so the log outlives the staff member's account.
create table access_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id text not null,
  actor_role text not null,
  action text not null,
  subject_type text not null check (subject_type in ('enquiry', 'user', 'grievance')),
  subject_ids text[] not null
);

create index access_log_at_idx on access_log (at desc);
create index access_log_actor_idx on access_log (actor_id, at desc);
create index access_log_subjects_idx on access_log using gin (subject_ids);

-- Breach notices the office sent to the people affected: what was said and to how many accounts.
create table breach_notices (
  id uuid primary key,
  sent_by text references "user" ("id") on delete set null,
  subject text not null,
  body text not null,
  audience text not null check (audience in ('all', 'listed')),
  recipients integer not null,
  created_at timestamptz not null default now()
);

-- Down Migration

drop table if exists breach_notices;
drop table if exists access_log;
drop table if exists grievance_replies;
drop table if exists grievances;
