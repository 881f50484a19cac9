-- Up Migration

-- Today's indexes hold only what its lists read: leads not erased, and for visits only open leads.
-- Each list says how many leads it holds in all; with every condition of the list in the index's
-- own condition, PostgreSQL counts them from the index alone (an index-only scan) instead of
-- reading each lead's row to check it, which for an advisor's overdue list was most of Today's work.
drop index if exists enquiries_next_action_due_idx;
drop index if exists enquiries_next_action_any_idx;
drop index if exists enquiries_next_action_unassigned_idx;
drop index if exists enquiries_fresh_idx;
drop index if exists enquiries_fresh_unassigned_idx;
drop index if exists enquiries_visit_day_idx;
drop index if exists enquiries_visit_unassigned_idx;
create index enquiries_next_action_due_idx on enquiries (assignee_id, next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam') and erased_at is null;
create index enquiries_next_action_any_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam') and erased_at is null;
create index enquiries_next_action_unassigned_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam') and assignee_id is null and erased_at is null;
create index enquiries_fresh_idx on enquiries (assignee_id, created_at desc)
  where status = 'new' and next_action is null and erased_at is null;
create index enquiries_fresh_unassigned_idx on enquiries (created_at desc)
  where status = 'new' and next_action is null and assignee_id is null and erased_at is null;
create index enquiries_visit_day_idx on enquiries (assignee_id, visit_at)
  where visit_at is not null and status not in ('won', 'lost', 'spam') and erased_at is null;
create index enquiries_visit_unassigned_idx on enquiries (visit_at)
  where visit_at is not null and status not in ('won', 'lost', 'spam') and assignee_id is null and erased_at is null;

-- Down Migration

drop index if exists enquiries_visit_unassigned_idx;
drop index if exists enquiries_visit_day_idx;
drop index if exists enquiries_fresh_unassigned_idx;
drop index if exists enquiries_fresh_idx;
drop index if exists enquiries_next_action_unassigned_idx;
drop index if exists enquiries_next_action_any_idx;
drop index if exists enquiries_next_action_due_idx;
create index enquiries_next_action_due_idx on enquiries (assignee_id, next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam');
create index enquiries_next_action_any_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam');
create index enquiries_next_action_unassigned_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam') and assignee_id is null;
create index enquiries_fresh_idx on enquiries (assignee_id, created_at desc) where status = 'new' and next_action is null;
create index enquiries_fresh_unassigned_idx on enquiries (created_at desc)
  where status = 'new' and next_action is null and assignee_id is null;
create index enquiries_visit_day_idx on enquiries (assignee_id, visit_at) where visit_at is not null;
create index enquiries_visit_unassigned_idx on enquiries (visit_at) where visit_at is not null and assignee_id is null;
