-- Up Migration

-- An account made for someone under 18 (MINOR_ACCOUNTS=parental_consent) waits here for the
-- consent of the parent or guardian it names, who gets a signed link by mail. While it waits, the
-- account is banned (better-auth refuses its sign-in) with this reason. A refusal, or a link left
-- to expire, erases the account, and this row goes with it; a consent keeps it as the record of
-- who consented, when and to which notice, for as long as the account lives.
create table parental_consents (
  user_id text primary key references "user" ("id") on delete cascade,
  guardian_name text not null,
  guardian_email text not null,
  -- The language of the page the account was asked from: the guardian's mail and page use it.
  language text not null default 'en' check (language in ('en', 'gu', 'hi')),
  requested_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consented_at timestamptz,
  notice_version integer,
  check ((consented_at is null) = (notice_version is null))
);
create index parental_consents_waiting_idx on parental_consents (expires_at) where consented_at is null;

-- Down Migration
drop table parental_consents;
