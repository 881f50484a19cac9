-- Up Migration

-- After the visit: the buyer's three answers, given once from a signed link in a mail sent by a job,
-- and the advisor's own notes. The job marks a visit asked in the transaction that records its mail.
alter table visits add column feedback_asked_at timestamptz;
alter table visits add column feedback_at timestamptz;
alter table visits add column feedback_experience text check (feedback_experience in ('good', 'okay', 'poor'));
alter table visits add column feedback_price text check (feedback_price in ('low', 'fair', 'high'));
alter table visits add column feedback_next_step text check (feedback_next_step in ('another_visit', 'negotiate', 'not_interested'));
alter table visits add constraint visits_feedback_whole check (
  (feedback_at is null) = (feedback_experience is null) and (feedback_at is null) = (feedback_price is null)
  and (feedback_at is null) = (feedback_next_step is null));
alter table visits add column agent_note text check (char_length(agent_note) <= 2000);
-- The feedback job's visits still to ask.
create index visits_feedback_due_idx on visits (ends_at) where status = 'booked' and feedback_asked_at is null;

-- Down Migration
drop index if exists visits_feedback_due_idx;
alter table visits drop column if exists agent_note;
alter table visits drop constraint if exists visits_feedback_whole;
alter table visits drop column if exists feedback_next_step;
alter table visits drop column if exists feedback_price;
alter table visits drop column if exists feedback_experience;
alter table visits drop column if exists feedback_at;
alter table visits drop column if exists feedback_asked_at;
