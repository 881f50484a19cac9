-- Up Migration

-- The office's visit settings carry a version, so a save made from settings someone else has changed
-- since is refused (412) instead of overwriting them. Each listing's or project's own length is its
-- own write, so it needs none.
alter table visit_settings add column version integer not null default 1;

-- Down Migration

alter table visit_settings drop column if exists version;
