-- Up Migration

-- What buyers in Surat compare first (areas, price per square foot, possession, furnishing, facing,
-- floor, parking, amenities) and the RERA details Gujarat requires on every advertisement of a
-- registered project. Every fact is optional: older listings simply do not show it.
alter table projects
  add column rera_number text,
  add column rera_qr text,
  add column rera_exempt boolean not null default false,
  add column rera_exempt_reason text,
  add column possession_date text check (possession_date ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  add column total_units integer check (total_units >= 0),
  add column amenities text[] not null default '{}';

alter table properties
  add column carpet_area integer check (carpet_area >= 0),
  add column built_up_area integer check (built_up_area >= 0),
  add column super_built_up_area integer check (super_built_up_area >= 0),
  add column plot_area integer check (plot_area >= 0),
  add column plot_area_unit text check (plot_area_unit in ('sqyd', 'sqft', 'sqm')),
  add column possession text check (possession in ('ready', 'under_construction')),
  add column possession_date text check (possession_date ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  add column age_years smallint check (age_years >= 0),
  add column furnishing text check (furnishing in ('unfurnished', 'semi_furnished', 'furnished')),
  add column facing text check (facing in ('N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW')),
  add column floor smallint check (floor >= 0),
  add column total_floors smallint check (total_floors >= 0),
  add column parking smallint check (parking >= 0),
  add column amenities text[] not null default '{}',
  add column project_id uuid references projects (id) on delete set null,
  add column rera_number text,
  add column rera_exempt boolean not null default false,
  add column rera_exempt_reason text,
  -- Rupees per square foot of carpet area (of sqt when there is none): computed, never written.
  add column price_per_sqft bigint generated always as (
    case
      when carpet_area > 0 then round(price::numeric / carpet_area)::bigint
      when sqt > 0 then round(price::numeric / sqt)::bigint
    end
  ) stored,
  add constraint properties_areas_ordered check (
    (carpet_area is null or built_up_area is null or carpet_area <= built_up_area)
    and (built_up_area is null or super_built_up_area is null or built_up_area <= super_built_up_area)
  ),
  add constraint properties_floor_within check (floor is null or total_floors is null or floor <= total_floors);

-- The new filters and sort: each served by its own index, so a search stays bounded at 100,000 listings.
create index properties_price_per_sqft_idx on properties (price_per_sqft, id);
create index properties_price_per_sqft_desc_idx on properties (price_per_sqft desc nulls last, id desc);
create index properties_carpet_idx on properties (carpet_area, id);
create index properties_bedrooms_created_idx on properties (bedrooms, created_at desc, id);
create index properties_possession_idx on properties (possession, possession_date);
create index properties_furnishing_idx on properties (furnishing, created_at desc, id);
create index properties_amenities_idx on properties using gin (amenities);
create index properties_project_idx on properties (project_id, created_at desc, id);

-- A listing shows its project's title and RERA details, so a project change is a catalogue change too.
create trigger projects_catalog_changed
  after insert or update or delete or truncate on projects
  for each statement execute function notify_catalog_changed();

-- Down Migration
drop trigger if exists projects_catalog_changed on projects;
drop index if exists properties_project_idx, properties_amenities_idx, properties_furnishing_idx,
  properties_possession_idx, properties_bedrooms_created_idx, properties_carpet_idx,
  properties_price_per_sqft_desc_idx, properties_price_per_sqft_idx;
alter table properties
  drop constraint if exists properties_floor_within,
  drop constraint if exists properties_areas_ordered,
  drop column if exists price_per_sqft,
  drop column if exists rera_exempt_reason,
  drop column if exists rera_exempt,
  drop column if exists rera_number,
  drop column if exists project_id,
  drop column if exists amenities,
  drop column if exists parking,
  drop column if exists total_floors,
  drop column if exists floor,
  drop column if exists facing,
  drop column if exists furnishing,
  drop column if exists age_years,
  drop column if exists possession_date,
  drop column if exists possession,
  drop column if exists plot_area_unit,
  drop column if exists plot_area,
  drop column if exists super_built_up_area,
  drop column if exists built_up_area,
  drop column if exists carpet_area;
alter table projects
  drop column if exists amenities,
  drop column if exists total_units,
  drop column if exists possession_date,
  drop column if exists rera_exempt_reason,
  drop column if exists rera_exempt,
  drop column if exists rera_qr,
  drop column if exists rera_number;
