-- Up Migration

-- Attempt counters of the login, register and password-reset rate limits (rate-limiter-flexible's
-- RateLimiterPostgres layout). Shared by every API replica, so a limit holds across the cluster.
create table auth_rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- Down Migration
drop table if exists auth_rate_limits;
