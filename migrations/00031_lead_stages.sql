-- Up Migration

-- Days in stage: when a lead's status last changed (null while it has never moved: its arrival
-- counts), read from the log for the leads already there. Lost reasons: why a lead was lost, kept
-- on the lead while it stays lost (the event of the move keeps it for good), with the words of an
-- 'other' reason.
alter table enquiries add column status_changed_at timestamptz;
update enquiries e set status_changed_at = moved.at
from (
  select subject_id, max(occurred_at) as at from events where type = 'enquiry.status_changed' group by subject_id
) moved
where moved.subject_id = e.id::text;
alter table enquiries add column lost_reason text
  check (lost_reason in ('budget', 'location', 'bought_elsewhere', 'not_reachable', 'not_genuine', 'other'));
alter table enquiries add column lost_note text;

-- Down Migration
alter table enquiries drop column if exists lost_note;
alter table enquiries drop column if exists lost_reason;
alter table enquiries drop column if exists status_changed_at;
