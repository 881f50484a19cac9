-- Up Migration

-- Opening a buyer (their leads, calls and timeline) is a read of personal data like opening a lead:
-- the access log records it too.
alter table access_log drop constraint access_log_subject_type_check;
alter table access_log add constraint access_log_subject_type_check check (subject_type in ('enquiry', 'user', 'grievance', 'buyer'));

-- Down Migration

delete from access_log where subject_type = 'buyer';
alter table access_log drop constraint access_log_subject_type_check;
alter table access_log add constraint access_log_subject_type_check check (subject_type in ('enquiry', 'user', 'grievance'));
