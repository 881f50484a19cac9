/** Brings the whole product up from a Config: databases, storage, migrations, the seed step when given one (npm start's demo data), HTTP. */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { createAuth, passwordResetUrl, type PasswordHasher } from './auth/betterAuth.ts';
import type { Config } from './config.ts';
import type { Deps } from './context.ts';
import { connect } from './db.ts';
import { scheduleAccessLogPruning } from './privacy/accessLog.ts';
import { assertPortFree } from './dev/ports.ts';
import { lockDataDir } from './dev/serverLock.ts';
import { startJobQueue } from './jobs/jobQueue.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { passwordResetMail } from './mail/messages.ts';
import { mailLocale, pageUrl } from './mail/mailWords.ts';
import { migrate } from './migrate.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createPushSender, loadVapidKeys } from './notifications/webPush.ts';
import { createAlerts } from './alerts/alertService.ts';
import { startBuyerMatching } from './matching/buyerMatcher.ts';
import { unsubscribeKey } from './alerts/unsubscribe.ts';
import { consentLinkKey } from './privacy/consentLinks.ts';
import { SearchCache } from './searchCache/searchCache.ts';
import { scheduleRetention } from './privacy/retention.ts';
import { scheduleVitalsRollUp } from './vitals/vitalsRollUp.ts';
import { scheduleEscalation } from './speedToLead/escalation.ts';
import { scheduleReminders } from './followUps/reminders.ts';
import { scheduleNoShows, scheduleVisitReminders } from './visits/visitReminders.ts';
import { scheduleVisitFeedback } from './visits/visitFeedback.ts';
import { openBucket } from './storage/bucket.ts';
import { cachedBucket } from './storage/cachedBucket.ts';

export interface RunningServer {
  url: string;
  deps: Deps;
  /** The embedded mail catcher's web inbox, when it runs. */
  mailInboxUrl?: string;
  close(): Promise<void>;
}

/** A stable secret for local runs, kept in the data directory, so sessions survive restarts. */
function localSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

export async function startServer(
  config: Config,
  options: {
    pwaDir?: string;
    log?: Logger;
    seed?: (deps: Deps) => Promise<void>;
    /** Work started once the server answers (the demo's pictures); stopping aborts it and waits for it. */
    background?: (deps: Deps, signal: AbortSignal) => Promise<void>;
    passwordHasher?: PasswordHasher;
  } = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.logLevel);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => log.warn('stop failed', { error: String(error) }));
  };

  try {
    try {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.accessSync(config.dataDir, fs.constants.W_OK);
    } catch (error) {
      throw new Error(
        `The data directory ${config.dataDir} cannot be used: ${(error as Error).message}. Set DATA_DIR to a writable folder.`,
      );
    }
    // Embedded servers keep their data under DATA_DIR: one server at a time may run on it.
    if (config.database.kind === 'embedded' || config.s3.kind === 'embedded') {
      const unlock = lockDataDir(config.dataDir, {
        port: config.port,
        pgPort: config.database.kind === 'embedded' ? config.database.port : undefined,
        s3Port: config.s3.kind === 'embedded' ? config.s3.port : undefined,
      });
      stops.push(async () => unlock());
    }
    await assertPortFree(config.port, config.host, 'the web server');

    let databaseUrl: string;
    // The embedded stores are loaded only when used: the production server runs without their packages.
    if (config.database.kind === 'embedded') {
      const { startEmbeddedPostgres, stopLeftoverPostgres } = await import('./dev/embeddedPostgres.ts');
      await stopLeftoverPostgres(config.database.dir, (line) => log.warn(line));
      const db = await startEmbeddedPostgres({ dir: config.database.dir, port: config.database.port });
      stops.push(db.stop);
      databaseUrl = db.url;
    } else {
      databaseUrl = config.database.url;
    }

    let s3: { endpoint: string; accessKey: string; secretKey: string };
    if (config.s3.kind === 'embedded') {
      const { startEmbeddedS3 } = await import('./dev/embeddedS3.ts');
      const embedded = await startEmbeddedS3({ dir: config.s3.dir, port: config.s3.port, bucket: config.s3.bucket });
      stops.push(embedded.stop);
      s3 = embedded;
    } else {
      s3 = config.s3;
    }

    const sql = connect(databaseUrl);
    stops.push(() => sql.end({ timeout: 5 }));
    try {
      await sql`select 1`;
    } catch (error) {
      throw new Error(`Cannot reach the database at ${redact(databaseUrl)}: ${(error as Error).message}`);
    }
    const applied = await migrate(databaseUrl, { sql });
    if (applied.length) log.info('migrations applied', { applied });

    const bucket = cachedBucket(openBucket({ ...s3, bucket: config.s3.bucket, region: config.s3.region }));
    try {
      await bucket.ensure();
    } catch (error) {
      throw new Error(`Cannot reach the S3 endpoint ${s3.endpoint}: ${(error as Error).message}`);
    }

    let mailer: Mailer | null = null;
    let mailInboxUrl: string | undefined;
    if (config.mail.transport.kind === 'embedded') {
      const { startEmbeddedMail } = await import('./dev/embeddedMail.ts');
      const catcher = await startEmbeddedMail(config.mail.transport);
      stops.push(catcher.stop);
      mailer = createMailer(catcher.smtpUrl, config.mail.from);
      mailInboxUrl = catcher.inboxUrl;
    } else if (config.mail.transport.kind === 'smtp') {
      mailer = createMailer(config.mail.transport.url, config.mail.from);
    }
    if (mailer) stops.push(async () => mailer?.close());

    const jobs = await startJobQueue(databaseUrl, log);
    stops.push(() => jobs.stop());
    const push = createPushSender(loadVapidKeys(config.vapid, config.dataDir), config.pushServices);
    const notifier = createNotifier({ sql, jobs, mailer, log, mailDomain: new URL(config.publicUrl).hostname, push });
    await notifier.startSending();
    const secret = localSecret(config);
    const linkKey = consentLinkKey(secret);
    const alerts = createAlerts({
      sql,
      jobs,
      notifier,
      log,
      publicUrl: config.publicUrl,
      unsubscribeKey: unsubscribeKey(secret),
      consentLinkKey: linkKey,
    });
    await alerts.start(config.alertIntervalSeconds);
    stops.push(() => alerts.stop());
    // Buyers' matches follow the log at the alerts' pace, from their own cursor.
    stops.push(startBuyerMatching(sql, log, config.alertIntervalSeconds));
    await scheduleAccessLogPruning({ sql, jobs, log, config });

    const auth = createAuth(sql, {
      secret,
      baseURL: config.publicUrl,
      accessTokenTtl: config.accessTokenTtl,
      passwordHasher: options.passwordHasher,
      onPasswordResetLink: async ({ email, name, url, token }) => {
        // In the account's language, with the link to the reset page in it (/gu/resetPassword).
        const [account] = await sql<{ locale: string | null }[]>`select locale from "user" where lower(email) = lower(${email})`;
        const locale = mailLocale(account?.locale);
        const link = locale === 'en' ? url : passwordResetUrl(pageUrl(config.publicUrl, locale, ''), token);
        // One notification per reset token: a retried request never mails the same link twice.
        await notifier.email(
          `password-reset:${createHash('sha256').update(token).digest('hex')}`,
          passwordResetMail({ to: email, name, url: link, locale }),
        );
      },
    });
    const searchCache = new SearchCache(sql, { log });
    stops.push(() => searchCache.close());
    await searchCache.start();
    const deps: Deps = { config, sql, bucket, auth, log, searchCache, jobs, notifier, alerts, consentLinkKey: linkKey };
    await scheduleRetention(deps);
    await scheduleEscalation(deps);
    await scheduleReminders(deps);
    await scheduleVisitReminders(deps);
    await scheduleNoShows(deps);
    await scheduleVisitFeedback(deps);
    await scheduleVitalsRollUp(deps);
    if (options.seed) await options.seed(deps);

    const app = createApp(deps, { pwaDir: options.pwaDir });
    const server = http.createServer(app.callback());
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    if (options.background) {
      const stopBackground = new AbortController();
      const work = options
        .background(deps, stopBackground.signal)
        .catch((error) => log.error('background start-up work failed', { error: String(error) }));
      stops.push(async () => {
        stopBackground.abort();
        await work;
      });
    }
    const address = server.address() as { port: number };
    return { url: `http://${config.host}:${address.port}`, deps, mailInboxUrl, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    // Not a URL: named without showing it (it may hold a password).
    return 'the configured DATABASE_URL';
  }
}
