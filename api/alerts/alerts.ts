/** What the rest of the server can ask of the alert engine (alertService.ts), and what the engine's parts are given. */
import type { Sql } from '../db.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Logger } from '../log.ts';
import type { Notifier } from '../notifications/notifier.ts';

export interface AlertDeps {
  sql: Sql;
  jobs: JobQueue;
  notifier: Notifier;
  log: Logger;
  /** The site's origin, for links in messages. */
  publicUrl: string;
  /** Signs unsubscribe links (unsubscribe.ts). */
  unsubscribeKey: Buffer;
  /** Signs the consent withdrawal link of every mail (api/privacy/consentLinks.ts). */
  consentLinkKey: Buffer;
}

export interface UnsubscribeRequest {
  userId: string;
  scope: 'all' | `search:${string}`;
}

export interface Alerts {
  /** One matcher round (until the log is read up to now); null when another replica held the cursor. */
  match(): Promise<{ events: number; matches: number; priceDrops: number } | null>;
  digest(frequency: 'daily' | 'weekly', now?: Date): Promise<{ mails: number; listings: number }>;
  readUnsubscribe(token: string): UnsubscribeRequest | null;
  /** Starts the interval and the digest workers and schedules. */
  start(intervalSeconds: number): Promise<void>;
  stop(): Promise<void>;
}
