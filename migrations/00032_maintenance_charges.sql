-- Up Migration

-- What the builder or society asks of a buyer besides the price: a maintenance deposit (corpus) and
-- maintenance paid in advance, in rupees; the cost of buying adds them. Optional: none stated, none added.
alter table properties
  add column maintenance_deposit integer check (maintenance_deposit >= 0),
  add column maintenance_advance integer check (maintenance_advance >= 0);

-- Down Migration

alter table properties
  drop column maintenance_deposit,
  drop column maintenance_advance;
