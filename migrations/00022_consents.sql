-- Up Migration

-- Where each person stands on each purpose (contract/privacy.ts): the last consent given or
-- withdrawn, the notice version they were shown and how it came. The history is the event log's
-- `consent.given` / `consent.withdrawn` events, which carry the same fields and no personal data.
-- A person is an account (`user`) or a visitor known by the enquiry they made (`enquiry`); the row
-- holds ids only, so erasing the person's data leaves nothing readable here.
create table consents (
  subject_kind text not null,
  subject_id text not null,
  purpose text not null check (purpose in ('account', 'enquiry', 'visits', 'alerts', 'marketing', 'push')),
  granted boolean not null,
  notice_version integer not null,
  channel text not null,
  changed_at timestamptz not null default now(),
  primary key (subject_kind, subject_id, purpose)
);

-- A message sent for a purpose names it and its person, so the sender can check, when it sends,
-- that the consent still stands; one held back for a withdrawn consent is marked and never sent.
alter table notifications
  add column purpose text,
  add column consent_subject_kind text,
  add column consent_subject_id text,
  add column withheld_at timestamptz;

drop index notifications_unsent;
create index notifications_unsent on notifications (created_at) where sent_at is null and withheld_at is null;

-- Down Migration
drop index notifications_unsent;
create index notifications_unsent on notifications (created_at) where sent_at is null;
alter table notifications
  drop column purpose,
  drop column consent_subject_kind,
  drop column consent_subject_id,
  drop column withheld_at;
drop table consents;
