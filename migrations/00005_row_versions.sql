-- Up Migration

-- Optimistic concurrency for the admin's edits: every property, project and user row carries a
-- version, sent as the ETag of its responses. A write sent with If-Match names the version it was
-- made from and is refused (412) once the row has moved on. A trigger rather than a bump in each
-- writer, so no update can leave the version behind: the API's commands, better-auth's own updates
-- of the user row, the demo seed, a fix made in psql.
alter table properties add column version integer not null default 1;
alter table projects add column version integer not null default 1;
alter table "user" add column version integer not null default 1;

create function bump_row_version() returns trigger language plpgsql as $$
begin
  new.version := old.version + 1;
  return new;
end $$;

create trigger properties_bump_version before update on properties
  for each row execute function bump_row_version();
create trigger projects_bump_version before update on projects
  for each row execute function bump_row_version();
create trigger user_bump_version before update on "user"
  for each row execute function bump_row_version();

-- Down Migration
drop trigger if exists user_bump_version on "user";
drop trigger if exists projects_bump_version on projects;
drop trigger if exists properties_bump_version on properties;
drop function if exists bump_row_version();
alter table "user" drop column if exists version;
alter table projects drop column if exists version;
alter table properties drop column if exists version;
