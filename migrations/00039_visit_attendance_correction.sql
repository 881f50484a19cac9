-- Up Migration

-- The office's correction of a no-show: an advisor or admin marks the visit visited without the
-- buyer's pass or code (the buyer's phone was flat, the advisor forgot to check in), with a reason.
alter table visits drop constraint if exists visits_check_in_method_check;
alter table visits add constraint visits_check_in_method_check check (check_in_method in ('pass', 'code', 'office'));
alter table visits add column attendance_note text check (char_length(attendance_note) <= 500);

-- Down Migration
alter table visits drop column if exists attendance_note;
update visits set attendance = 'no_show', checked_in_at = null, checked_in_by = null, check_in_method = null
  where check_in_method = 'office';
alter table visits drop constraint if exists visits_check_in_method_check;
alter table visits add constraint visits_check_in_method_check check (check_in_method in ('pass', 'code'));
