-- Up Migration

-- A short link (/p/SR-1001) of a removed listing still finds the listing it named, through the
-- reference its creation event carries, so the link can lead to the page that says the listing is
-- gone (410) rather than to a page saying it never existed.
create index events_created_reference_idx on events ((payload ->> 'reference')) where type = 'property.created';

-- Down Migration

drop index if exists events_created_reference_idx;
