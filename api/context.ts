/** What every route can reach: configuration, the database, the bucket, auth, the log, the search cache. */
import type Koa from 'koa';
import type { Auth } from './auth/betterAuth.ts';
import type { Config } from './config.ts';
import type { Sql } from './db.ts';
import type { Alerts } from './alerts/alerts.ts';
import type { JobQueue } from './jobs/jobQueue.ts';
import type { Logger } from './log.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { SearchCache } from './searchCache/searchCache.ts';
import type { Bucket } from './storage/bucket.ts';
import type { Role } from '../contract/catalog.ts';

export interface Deps {
  config: Config;
  sql: Sql;
  bucket: Bucket;
  auth: Auth;
  log: Logger;
  /** Search pages and single listings as visitors see them, kept by this process and dropped on every catalogue change (searchCache/searchCache.ts). */
  searchCache: SearchCache;
  /** Background jobs in PostgreSQL (pg-boss). */
  jobs: JobQueue;
  /** E-mail (and next, push) to people, each notification sent once. */
  notifier: Notifier;
  /** Saved-search alerts, digests and price drops, read from the event log (alerts/). */
  alerts: Alerts;
  /** Signs and reads the consent withdrawal links of mails (privacy/consentLinks.ts). */
  consentLinkKey: Buffer;
}

/** The caller, once an access token is verified. */
export interface Actor {
  id: string;
  role: Role;
}

export interface AppState extends Koa.DefaultState {
  requestId: string;
  actor?: Actor;
  /** Whether the caller reached the site over TLS (clientAddress). */
  overTls?: boolean;
  /** The caller's login (better-auth session id), from the access token the guards verified. */
  sessionId?: string;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
