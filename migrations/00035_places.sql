-- Up Migration

-- Where a listing or project is: its point (both coordinates or neither) and whether it is published
-- exactly or as a circle. An approximate point is shown moved by a stable amount, 150 to 250 m in a
-- direction both drawn from the id's hash, so no reader but agents and admins ever gets the real one;
-- the moved point is stored beside it, so a map's box filters on what readers are shown, by an index.
alter table properties
  add column lat double precision check (lat between -90 and 90),
  add column lng double precision check (lng between -180 and 180),
  add column location_precision text not null default 'approximate' check (location_precision in ('exact', 'approximate')),
  add constraint properties_point_whole check ((lat is null) = (lng is null));
alter table properties
  add column shown_lat double precision generated always as (
    case when location_precision = 'exact' then lat else lat + (
      (150 + 100 * (('x' || substr(md5(id::text), 7, 6))::bit(24)::int / 16777216.0::float8))
      * cos(2 * pi() * (('x' || substr(md5(id::text), 1, 6))::bit(24)::int / 16777216.0::float8))
    ) / 111320.0::float8 end
  ) stored,
  add column shown_lng double precision generated always as (
    case when location_precision = 'exact' then lng else lng + (
      (150 + 100 * (('x' || substr(md5(id::text), 7, 6))::bit(24)::int / 16777216.0::float8))
      * sin(2 * pi() * (('x' || substr(md5(id::text), 1, 6))::bit(24)::int / 16777216.0::float8))
    ) / (111320.0::float8 * cos(radians(lat))) end
  ) stored;
create index properties_shown_point_idx on properties using gist (point(shown_lng, shown_lat));

alter table projects
  add column lat double precision check (lat between -90 and 90),
  add column lng double precision check (lng between -180 and 180),
  add column location_precision text not null default 'approximate' check (location_precision in ('exact', 'approximate')),
  add constraint projects_point_whole check ((lat is null) = (lng is null));
alter table projects
  add column shown_lat double precision generated always as (
    case when location_precision = 'exact' then lat else lat + (
      (150 + 100 * (('x' || substr(md5(id::text), 7, 6))::bit(24)::int / 16777216.0::float8))
      * cos(2 * pi() * (('x' || substr(md5(id::text), 1, 6))::bit(24)::int / 16777216.0::float8))
    ) / 111320.0::float8 end
  ) stored,
  add column shown_lng double precision generated always as (
    case when location_precision = 'exact' then lng else lng + (
      (150 + 100 * (('x' || substr(md5(id::text), 7, 6))::bit(24)::int / 16777216.0::float8))
      * sin(2 * pi() * (('x' || substr(md5(id::text), 1, 6))::bit(24)::int / 16777216.0::float8))
    ) / (111320.0::float8 * cos(radians(lat))) end
  ) stored;

-- Down Migration
alter table projects drop column if exists shown_lng, drop column if exists shown_lat;
alter table projects drop constraint if exists projects_point_whole;
alter table projects drop column if exists location_precision, drop column if exists lng, drop column if exists lat;
drop index if exists properties_shown_point_idx;
alter table properties drop column if exists shown_lng, drop column if exists shown_lat;
alter table properties drop constraint if exists properties_point_whole;
alter table properties drop column if exists location_precision, drop column if exists lng, drop column if exists lat;
