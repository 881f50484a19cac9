-- Up Migration

-- Every message the product sends (e-mail today, push next) is one row here before it is queued.
-- Its id is made from what it announces (a reset link, an alert for a listing), so the same
-- notification is recorded once however often its cause is seen, and `sent_at` makes the sender
-- skip one that already went out when a job is retried after a crash.
create table notifications (
  id text primary key,
  channel text not null check (channel in ('email', 'push')),
  recipient text not null,
  message jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);

create index notifications_unsent on notifications (created_at) where sent_at is null;

-- Down Migration
drop table notifications;
