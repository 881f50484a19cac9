-- Up Migration

-- Every change to the listings tells the API processes to drop the search pages they keep
-- (api/queries/searchCache.ts listens on 'catalog_changed'). A trigger rather than a call in each
-- writer, so no write can skip it: the API's commands, the demo seed, a bulk import, a fix made in psql.
-- NOTIFY is transactional: it is delivered on commit and never for a rolled-back change, and the
-- repeated notifications of one transaction (same channel and payload) arrive once, so one payload
-- for every table: a write is one notification.
create function notify_catalog_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog_changed', 'listings');
  return null;
end $$;

create trigger properties_catalog_changed
  after insert or update or delete or truncate on properties
  for each statement execute function notify_catalog_changed();

create trigger property_images_catalog_changed
  after insert or update or delete or truncate on property_images
  for each statement execute function notify_catalog_changed();

-- Down Migration
drop trigger if exists property_images_catalog_changed on property_images;
drop trigger if exists properties_catalog_changed on properties;
drop function if exists notify_catalog_changed();
