-- Up Migration

-- Whether a booked visit happened: checked in by the advisor at the site (with the buyer's pass or
-- code, and the phone's position where it allowed it), or marked no-show an hour after its end.
alter table visits add column attendance text not null default 'pending'
  check (attendance in ('pending', 'shown', 'no_show'));
alter table visits add column checked_in_at timestamptz;
alter table visits add column checked_in_by text references "user" ("id") on delete set null;
alter table visits add column check_in_method text check (check_in_method in ('pass', 'code'));
alter table visits add column check_in_lat double precision check (check_in_lat between -90 and 90);
alter table visits add column check_in_lng double precision check (check_in_lng between -180 and 180);
alter table visits add constraint visits_check_in_whole
  check ((attendance = 'shown') = (checked_in_at is not null and check_in_method is not null));
-- The no-show job's pending visits that have ended.
create index visits_pending_attendance_idx on visits (ends_at) where status = 'booked' and attendance = 'pending';

-- Down Migration
drop index if exists visits_pending_attendance_idx;
alter table visits drop constraint if exists visits_check_in_whole;
alter table visits drop column if exists check_in_lng;
alter table visits drop column if exists check_in_lat;
alter table visits drop column if exists check_in_method;
alter table visits drop column if exists checked_in_by;
alter table visits drop column if exists checked_in_at;
alter table visits drop column if exists attendance;
