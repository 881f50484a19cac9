-- Up Migration

-- Each outbox mutation is decided once. An applied one is its event (its id is the event's id); one
-- that changed nothing (an earlier intent than the one recorded) leaves a receipt here, so a late or
-- repeated copy of it is answered the same way instead of being weighed again with another clock
-- reading (a copy that waited in the network would look like a device whose clock is off, and could
-- win over an intent made after it).
create table mutation_receipts (
  id uuid primary key,
  user_id text not null references "user" ("id") on delete cascade,
  status text not null check (status in ('superseded')),
  decided_at timestamptz not null default now()
);

create index mutation_receipts_user on mutation_receipts (user_id);

-- Down Migration
drop table mutation_receipts;
