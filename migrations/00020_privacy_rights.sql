-- Up Migration

-- A person's request to erase their account. The daily retention job carries it out once `due_at`
-- has passed (the cooling-off, in which the person may cancel) and records when it did. The account
-- link is dropped with the account; the row stays as the record that the erasure happened.
create table erasure_requests (
  id uuid primary key default gen_random_uuid(),
  user_id text references "user" ("id") on delete set null,
  requested_at timestamptz not null default now(),
  due_at timestamptz not null,
  cancelled_at timestamptz,
  erased_at timestamptz,
  -- How many enquiries a legal hold kept (an open deal); never who or which.
  held integer not null default 0
);
create unique index erasure_requests_one_pending on erasure_requests (user_id) where cancelled_at is null and erased_at is null;
create index erasure_requests_due_idx on erasure_requests (due_at) where cancelled_at is null and erased_at is null;

-- Someone a person names to exercise their privacy rights on their death or incapacity.
create table nominees (
  user_id text primary key references "user" ("id") on delete cascade,
  name text not null,
  email text not null,
  mobile text,
  relation text not null,
  updated_at timestamptz not null default now()
);

-- A visitor's request to erase the enquiries made with an e-mail address, proven by a code mailed
-- there. The address is cleared once the request is carried out or has expired.
create table visitor_requests (
  id uuid primary key,
  email text,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  completed_at timestamptz
);
create index visitor_requests_expiry_idx on visitor_requests (expires_at) where completed_at is null;

-- An enquiry whose person asked for erasure while a legal hold kept it (an open deal) carries the
-- hold's reason; the retention job erases it once the deal is no longer open. `erased_at` marks an
-- enquiry whose personal fields are gone; retention counts inactivity from `updated_at`.
alter table enquiries add column legal_hold text;
alter table enquiries add column erased_at timestamptz;
create index enquiries_updated_idx on enquiries (updated_at) where erased_at is null;

-- The log stays append-only, with one exception: erasure rewrites an event's payload (its personal
-- fields) and nothing else, inside a transaction that declares it (`set local privacy.erasing`).
create or replace function events_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and current_setting('privacy.erasing', true) = 'on'
    and new.seq = old.seq and new.id = old.id and new.type = old.type and new.subject_id = old.subject_id
    and new.actor_id is not distinct from old.actor_id and new.occurred_at = old.occurred_at
    and new.recorded_at = old.recorded_at then
    return new;
  end if;
  raise exception 'events are append-only';
end $$;

-- Down Migration
create or replace function events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'events are append-only';
end $$;
drop index if exists enquiries_updated_idx;
alter table enquiries drop column if exists erased_at;
alter table enquiries drop column if exists legal_hold;
drop table if exists visitor_requests, nominees, erasure_requests;
