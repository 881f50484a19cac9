-- Up Migration

-- A short reference a person can quote on the phone, print on a board or send on WhatsApp
-- ('SR-1001'), instead of a UUID. Numbers come from a sequence, so a deleted listing's reference is
-- never given to another; existing listings are numbered in the order they were listed.
create sequence property_reference_seq start with 1001;

alter table properties add column reference text;

with numbered as (select id, row_number() over (order by created_at, id) as n from properties)
update properties p set reference = 'SR-' || (1000 + numbered.n) from numbered where numbered.id = p.id;

select setval('property_reference_seq', 1001 + (select count(*) from properties), false);

alter table properties
  alter column reference set default 'SR-' || nextval('property_reference_seq'),
  alter column reference set not null;

create unique index properties_reference on properties (reference);

-- Down Migration
drop index properties_reference;
alter table properties drop column reference;
drop sequence property_reference_seq;
