-- Up Migration

-- What a tenant asks of a rent listing before visiting: the security deposit (in rupees or in months
-- of rent, as the owner states it), the monthly maintenance and whether the rent includes it, whom the
-- owner lets to (none named: anyone), a vegetarians-only or no-pets rule, and the lock-in period.
-- A sale stores none of them. The preferred-tenants filter runs on rentals, a fraction of the listings,
-- and matches most of them (an empty list lets to anyone), so it filters the existing index scans.
alter table properties
  add column security_deposit integer check (security_deposit >= 0),
  add column deposit_months smallint check (deposit_months between 0 and 24),
  add column monthly_maintenance integer check (monthly_maintenance >= 0),
  add column maintenance_included boolean not null default false,
  add column preferred_tenants text[] not null default '{}'
    check (preferred_tenants <@ array['family', 'bachelors', 'company']::text[]),
  add column vegetarian_only boolean not null default false,
  add column no_pets boolean not null default false,
  add column lock_in_months smallint check (lock_in_months between 0 and 60),
  add constraint properties_one_deposit check (security_deposit is null or deposit_months is null);

-- Saved searches and buyers' requirements may ask for listings open to one kind of tenant.
alter table saved_search_criteria add column tenants text;
alter table buyer_requirements add column tenants text check (tenants in ('family', 'bachelors', 'company'));

-- Down Migration

alter table buyer_requirements drop column if exists tenants;
alter table saved_search_criteria drop column if exists tenants;
alter table properties
  drop constraint if exists properties_one_deposit,
  drop column if exists security_deposit,
  drop column if exists deposit_months,
  drop column if exists monthly_maintenance,
  drop column if exists maintenance_included,
  drop column if exists preferred_tenants,
  drop column if exists vegetarian_only,
  drop column if exists no_pets,
  drop column if exists lock_in_months;
