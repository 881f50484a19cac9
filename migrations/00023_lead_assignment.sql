-- Up Migration

-- Who a new lead goes to. One row of settings: the mode and, for the round-robin, the agent who
-- had the last turn (the next turn is the next agent on duty after them, by id).
create table lead_assignment (
  id boolean primary key default true check (id),
  mode text not null default 'manual' check (mode in ('manual', 'round_robin', 'rules')),
  last_agent_id text references "user" ("id") on delete set null,
  updated_at timestamptz not null default now()
);
insert into lead_assignment default values;

-- The admin's rules, tried in order: a lead about a listing in the locality, or about the project,
-- goes to the rule's agent while they are on duty.
create table lead_assignment_rules (
  position integer primary key,
  agent_id text not null references "user" ("id") on delete cascade,
  locality text,
  project_id uuid references projects (id) on delete cascade,
  check ((locality is null) <> (project_id is null))
);

-- Agents taking turns now. An agent with no row is off duty.
create table agent_duty (
  agent_id text primary key references "user" ("id") on delete cascade,
  on_duty boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Down Migration
drop table if exists agent_duty;
drop table if exists lead_assignment_rules;
drop table if exists lead_assignment;
