-- Up Migration

-- Today's lists of the unassigned leads, which an agent's Today merges with their own: each in the
-- order the list is read. The per-agent indexes hold them too, under assignee null, but PostgreSQL
-- reads "is null" as a filter, not as one value, so it could not take them in order from there.
create index enquiries_next_action_unassigned_idx on enquiries (next_action_due_at)
  where next_action is not null and status not in ('won', 'lost', 'spam') and assignee_id is null;
create index enquiries_fresh_unassigned_idx on enquiries (created_at desc)
  where status = 'new' and next_action is null and assignee_id is null;
create index enquiries_visit_unassigned_idx on enquiries (visit_at) where visit_at is not null and assignee_id is null;

-- Down Migration
drop index if exists enquiries_visit_unassigned_idx;
drop index if exists enquiries_fresh_unassigned_idx;
drop index if exists enquiries_next_action_unassigned_idx;
