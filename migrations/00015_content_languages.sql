-- Up Migration

-- Gujarati and Hindi titles and descriptions of listings and projects, written by the admin beside
-- the English ones (null: not given; the pages then show the English). Descriptions are sanitised
-- HTML like the English.
alter table properties
  add column title_gu text,
  add column title_hi text,
  add column description_gu text,
  add column description_hi text;

alter table projects
  add column title_gu text,
  add column title_hi text,
  add column description_gu text,
  add column description_hi text;

-- The search document also carries the Gujarati and Hindi titles (unstemmed, with the English
-- title's weight), so a listing is found by its title in either script.
drop index if exists properties_search_idx;
alter table properties drop column search;
alter table properties add column search tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, coalesce(title_gu, '') || ' ' || coalesce(title_hi, '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('simple'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(description, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'D')
) stored;
create index properties_search_idx on properties using gin (search);

-- The language a signed-in user reads the site in (Account Settings, or the language switcher); null
-- until they choose one (the device's choice then stands).
alter table "user" add column locale text check (locale in ('en', 'gu', 'hi'));

-- Down Migration
alter table "user" drop column if exists locale;

drop index if exists properties_search_idx;
alter table properties drop column search;
alter table properties add column search tsvector generated always as (
  setweight(to_tsvector('english'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(title, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'A') ||
  setweight(to_tsvector('english'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('simple'::regconfig, location || ' ' || sub_category), 'B') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('simple'::regconfig, regexp_replace(address, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'C') ||
  setweight(to_tsvector('english'::regconfig, regexp_replace(description, '([0-9])([[:alpha:]])', '\1 \2', 'g')), 'D')
) stored;
create index properties_search_idx on properties using gin (search);

alter table projects
  drop column if exists description_hi,
  drop column if exists description_gu,
  drop column if exists title_hi,
  drop column if exists title_gu;

alter table properties
  drop column if exists description_hi,
  drop column if exists description_gu,
  drop column if exists title_hi,
  drop column if exists title_gu;
