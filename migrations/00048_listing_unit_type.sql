-- Up Migration

-- A unit listed in a project may name its type on the project's price list, so its page links to that
-- row. The type going (removed from the list, or its project deleted) leaves the listing without one.
alter table properties add column unit_type_id uuid references project_unit_types (id) on delete set null;
create index properties_unit_type_idx on properties (unit_type_id) where unit_type_id is not null;

-- Down Migration

drop index if exists properties_unit_type_idx;
alter table properties drop column if exists unit_type_id;
