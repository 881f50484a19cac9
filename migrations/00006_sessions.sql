-- Up Migration

-- Counters of the write limits (every POST/PUT/PATCH/DELETE of /api/v1, per user and per client
-- address; rate-limiter-flexible's RateLimiterPostgres layout), kept apart from the login limits.
create table write_rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- A user's logins, newest use first (Account Settings → Sessions).
create index session_user_updated_idx on "session" ("userId", "updatedAt" desc);

-- Down Migration
drop index if exists session_user_updated_idx;
drop table if exists write_rate_limits;
