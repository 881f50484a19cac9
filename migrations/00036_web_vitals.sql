-- Up Migration

-- Real visitors' Web Vitals: one row per sampled page view (its page type, language, device class
-- and connection; milliseconds, CLS a score), kept 30 days; and the daily roll-up the office's view
-- reads, p75 and the count of good visits per day (in Surat), page type and metric, kept for good.
-- Nothing here names a person or an address.
create table web_vitals (
  received_at timestamptz not null default now(),
  page text not null,
  locale text not null,
  device text not null,
  connection text not null,
  lcp integer,
  inp integer,
  cls real,
  fcp integer,
  ttfb integer
);
create index web_vitals_received_at on web_vitals (received_at);

create table web_vitals_daily (
  day date not null,
  page text not null,
  metric text not null,
  p75 real not null,
  samples integer not null,
  good integer not null,
  primary key (day, page, metric)
);

-- Down Migration
drop table if exists web_vitals_daily;
drop table if exists web_vitals;
