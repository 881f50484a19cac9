-- Up Migration

-- Speed to lead: when a new lead must be contacted by (working minutes after it arrived, set on
-- arrival) and when it was escalated to the admins for want of a contact. The escalation job
-- reads the new leads whose time has passed.
alter table enquiries add column contact_due_at timestamptz;
alter table enquiries add column escalated_at timestamptz;
create index enquiries_contact_due_idx on enquiries (contact_due_at)
  where status = 'new' and escalated_at is null and contact_due_at is not null;

-- Down Migration
drop index if exists enquiries_contact_due_idx;
alter table enquiries drop column if exists escalated_at;
alter table enquiries drop column if exists contact_due_at;
