-- Up Migration

-- A draft listing (made by an advisor from an owner's offer) is the office's until an admin
-- publishes it: every public read leaves it out. Drafts are few, hence the partial index for their list.
alter table properties add column draft boolean not null default false;
create index properties_drafts_idx on properties (created_at desc, id) where draft;

-- Down Migration
drop index if exists properties_drafts_idx;
alter table properties drop column if exists draft;
