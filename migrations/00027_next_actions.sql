-- Up Migration

-- Every open lead's next action: what to do (call back, send options, confirm the visit, other with
-- a note) and when, in UTC. `next_action_reminded_at` is set when its agent was reminded of it at
-- its due time; a new next action clears it, so each due time reminds once.
alter table enquiries
  add column next_action text check (next_action in ('call_back', 'send_options', 'confirm_visit', 'other')),
  add column next_action_note text not null default '',
  add column next_action_due_at timestamptz,
  add column next_action_reminded_at timestamptz,
  add constraint enquiries_next_action_due check ((next_action is null) = (next_action_due_at is null));

-- The language of the page a lead came from: its buyer's WhatsApp messages are written in it.
alter table enquiries add column language text check (language in ('en', 'gu', 'hi'));

-- The reminder job: next actions due and not yet reminded, of leads someone is assigned to.
create index enquiries_next_action_remind_idx on enquiries (next_action_due_at)
  where next_action is not null and next_action_reminded_at is null and assignee_id is not null;

-- Today's lists, per agent (and the unassigned leads, assignee null): next actions by due time,
-- new leads with none yet, visits by time. An admin's Today reads the same indexes without the agent.
create index enquiries_next_action_due_idx on enquiries (assignee_id, next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam');
create index enquiries_next_action_any_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam');
create index enquiries_fresh_idx on enquiries (assignee_id, created_at desc) where status = 'new' and next_action is null;
create index enquiries_visit_day_idx on enquiries (assignee_id, visit_at) where visit_at is not null;
create index enquiries_visit_any_idx on enquiries (visit_at) where visit_at is not null;

-- Down Migration
drop index if exists enquiries_visit_any_idx;
drop index if exists enquiries_visit_day_idx;
drop index if exists enquiries_fresh_idx;
drop index if exists enquiries_next_action_any_idx;
drop index if exists enquiries_next_action_due_idx;
drop index if exists enquiries_next_action_remind_idx;
alter table enquiries drop column if exists language;
alter table enquiries drop constraint if exists enquiries_next_action_due,
  drop column if exists next_action_reminded_at,
  drop column if exists next_action_due_at,
  drop column if exists next_action_note,
  drop column if exists next_action;
