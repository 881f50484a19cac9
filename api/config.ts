/** Every environment variable, parsed and checked once. */
import { DEFAULT_PUSH_SERVICES, parsePushServices } from './notifications/pushServices.ts';
import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { GUJARAT_RATES, type PurchaseCostRates } from '../contract/purchaseCost.ts';

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.minValue(1, 'must be a port number'),
  v.maxValue(65535, 'must be a port number'),
);
/** 0 lets the OS choose a free port (tests). */
const listenPort = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65535, 'must be a port number'),
);
/** A comma-separated list, blanks dropped. */
function listOf(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

function isOrigin(entry: string): boolean {
  try {
    return new URL(entry).origin === entry.replace(/\/$/, '');
  } catch {
    // Not a URL at all, so not an origin.
    return false;
  }
}

/** A rate in per cent, 0 to 100, with up to two decimals. */
const costPercent = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 4.9'),
  v.transform(Number),
  v.maxValue(100, 'must be at most 100'),
);

/** OpenStreetMap's standard tiles: no key, allowed for a small site's maps under its tile usage policy, attribution always shown. */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** The origin tiles come from, for the Content-Security-Policy; null for tiles served by the site itself. */
export function tileOrigin(template: string): string | null {
  if (template.startsWith('/')) return null;
  // A {s} subdomain is any of the provider's: a wildcard.
  const url = new URL(template.replace(/\{s\}/g, 'subdomain').replace(/\{[a-z]+\}/g, '0'));
  return url.origin.replace('//subdomain.', '//*.');
}

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  PORT: v.optional(listenPort, '3000'),
  PUBLIC_URL: optionalText,
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
  DATABASE_URL: optionalText,
  EMBEDDED_PG_PORT: v.optional(port, '54329'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be a URL such as http://127.0.0.1:9000'))),
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')), 'media'),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  EMBEDDED_S3_PORT: v.optional(port, '54330'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must be an SMTP URL such as smtp://user:pass@mail.example.com:587')),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Shreeji Realty <no-reply@shreejirealty.in>'),
  EMBEDDED_SMTP_PORT: v.optional(port, '1025'),
  EMBEDDED_MAIL_UI_PORT: v.optional(port, '1080'),
  AUTH_SECRET: optionalText,
  ACCESS_TOKEN_TTL: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '900'),
  REFRESH_TOKEN_TTL: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '2592000'),
  REFRESH_TOKEN_REUSE_INTERVAL: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '30'),
  RATE_LIMIT_AUTH: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '10'),
  RATE_LIMIT_LOGIN_ACCOUNT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '10'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.transform(listOf),
      v.check((entries) => entries.every(isAddressOrSubnet), 'must be a comma-separated list of IP addresses or subnets (10.0.0.0/8)'),
    ),
  ),
  CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform(listOf),
      v.check((entries) => entries.every(isOrigin), 'must be a comma-separated list of origins such as https://example.in'),
    ),
  ),
  SESSION_MAX_AGE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '2592000'),
  SESSION_MAX_AGE_SHORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '86400'),
  RATE_LIMIT_WRITES: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '300'),
  RATE_LIMIT_UPLOADS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '60'),
  RATE_LIMIT_SYNC: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '120'),
  RATE_LIMIT_VITALS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '60'),
  VITALS_SAMPLE_RATE: v.optional(
    v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a share from 0 to 1, such as 0.1'), v.transform(Number)),
    '1',
  ),
  LEADS_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters'))),
  ENQUIRY_NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')), 'sales@shreejirealty.in'),
  RATE_LIMIT_ENQUIRIES: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '5'),
  RATE_LIMIT_ENQUIRIES_IP: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '30'),
  MAP_TILES: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (template) =>
          /\{z\}/.test(template) && /\{x\}/.test(template) && /\{y\}/.test(template) && /^(?:https?:\/\/[^/\s]+)?\/\S*$/.test(template),
        'must be a tile URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      ),
    ),
    DEFAULT_MAP_TILES,
  ),
  MAP_ATTRIBUTION: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), DEFAULT_MAP_ATTRIBUTION),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{80,90}=*$/, 'must be a base64url P-256 public key (npx web-push generate-vapid-keys)'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9_-]{40,46}=*$/, 'must be a base64url P-256 private key (npx web-push generate-vapid-keys)'),
    ),
  ),
  PUSH_SERVICES: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (list) => list.split(',').every((entry) => !entry.includes('://') || URL.canParse(entry.trim())),
        'must be host names (a leading dot for any host below) or origins, separated by commas',
      ),
    ),
    DEFAULT_PUSH_SERVICES,
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https URL')),
    'mailto:info@shreejirealty.in',
  ),
  AGENT_RERA_NUMBER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^AG\/GJ\/[A-Z0-9 ()./-]{3,100}$/i,
        'must be the agent registration number as it appears on the GujRERA certificate (AG/GJ/...)',
      ),
    ),
  ),
  STAMP_DUTY_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.stampDutyPercent)),
  REGISTRATION_FEE_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.registrationPercent)),
  WOMEN_REGISTRATION_WAIVED: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((flag) => flag === 'true'),
    ),
    'true',
  ),
  GST_UNDER_CONSTRUCTION_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.gstUnderConstructionPercent)),
  GST_AFFORDABLE_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.gstAffordablePercent)),
  BROKERAGE_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.brokeragePercent)),
  BROKERAGE_GST_PERCENT: v.optional(costPercent, String(GUJARAT_RATES.brokerageGstPercent)),
  GRIEVANCE_OFFICER_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'Grievance Officer, Shreeji Realty'),
  GRIEVANCE_OFFICER_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('must be an e-mail address')), 'grievance@shreejirealty.in'),
  GRIEVANCE_OFFICER_PHONE: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number such as +91 261 2345 678')),
    '+91 261 2345 678',
  ),
  ACCESS_LOG_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be days'),
      v.transform(Number),
      v.minValue(365, 'must be at least 365 days: access logs are kept for a year or more'),
    ),
    '730',
  ),
  ALERT_INTERVAL_SECONDS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '15'),
  MINOR_ACCOUNTS: v.optional(v.picklist(['refuse', 'parental_consent'], 'must be refuse or parental_consent'), 'refuse'),
  ERASURE_COOLING_OFF_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be whole days'), v.transform(Number)), '7'),
  RETENTION_ENQUIRY_MONTHS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be whole months'), v.transform(Number), v.minValue(1, 'must be at least 1 month')),
    '24',
  ),
  RETENTION_CHECK_IN_POSITION_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be whole days'), v.transform(Number), v.minValue(1, 'must be at least 1 day')),
    '90',
  ),
  LEAD_CONTACT_MINUTES: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be whole minutes'), v.transform(Number), v.minValue(1, 'must be at least 1 minute')),
    '15',
  ),
  LEAD_WORKING_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM-HH:MM in Surat time'),
      v.check((text) => text.slice(0, 5) < text.slice(6), 'must end after it starts'),
    ),
    '10:00-19:00',
  ),
  LEAD_WORKING_DAYS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-7](,[1-7])*$/, 'must be weekdays 1 (Monday) to 7 (Sunday), comma-separated')),
    '1,2,3,4,5,6',
  ),
  /** A built web app to serve instead of dist/pwa (its server renderer beside it, in ../ssr), served as it is. */
  PWA_DIR: optionalText,
});

/** Every environment variable the server reads. */
export const envVarNames = Object.keys(EnvSchema.entries);

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The shortest AUTH_SECRET accepted with NODE_ENV=production. */
export const MIN_PRODUCTION_SECRET = 32;
const PLACEHOLDER = /change[-_ ]?me|placeholder|example|replace[-_ ]?(me|this)|your[-_ ]?secret|^(secret|password)/i;

/** Why a secret may not sign production sessions, or null when it may. */
export function weakSecretReason(secret: string | undefined): string | null {
  if (!secret) return 'it is not set (the generated local secret is for development only)';
  if (secret.length < MIN_PRODUCTION_SECRET) return `it is ${secret.length} characters long; at least ${MIN_PRODUCTION_SECRET} are needed`;
  if (PLACEHOLDER.test(secret)) return 'it is a placeholder, not a random value';
  if (new Set(secret).size < 8) return 'it repeats too few characters to be random';
  return null;
}

/** The set variables of `env` read by `schema`; throws ConfigError naming every bad variable. */
export function parseEnvironment<Schema extends v.GenericSchema>(schema: Schema, env: NodeJS.ProcessEnv): v.InferOutput<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(schema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${issue.path?.[0]?.key as string}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.output;
}

/** Reads the environment; throws ConfigError naming every bad variable. */
/** `09:30` → 570. */
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = parseEnvironment(EnvSchema, env);
  const s3External = e.S3_ENDPOINT !== undefined;
  if (s3External && (!e.S3_ACCESS_KEY || !e.S3_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT is set, so S3_ACCESS_KEY and S3_SECRET_KEY are required');
  }
  if (e.NODE_ENV === 'production') {
    const reason = weakSecretReason(e.AUTH_SECRET);
    if (reason) {
      throw new ConfigError(
        `Invalid configuration:\n  AUTH_SECRET: NODE_ENV is production and ${reason}. ` +
          'Set it to a random value, the same on every replica, for example the output of `openssl rand -hex 32`.',
      );
    }
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  }
  if (!URL.canParse(publicUrl))
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: must be a URL such as https://shreejirealty.in');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    /** Where maps take their tiles from (a {z}/{x}/{y} template) and the attribution always shown with them. */
    mapTiles: { url: e.MAP_TILES, attribution: e.MAP_ATTRIBUTION },
    /** Where multipart uploads are written while a request is read; emptied as each request ends. */
    uploadDir: path.join(dataDir, 'uploads'),
    database: e.DATABASE_URL
      ? { kind: 'external' as const, url: e.DATABASE_URL }
      : { kind: 'embedded' as const, port: e.EMBEDDED_PG_PORT, dir: path.join(dataDir, 'pg') },
    s3: s3External
      ? {
          kind: 'external' as const,
          endpoint: e.S3_ENDPOINT!,
          accessKey: e.S3_ACCESS_KEY!,
          secretKey: e.S3_SECRET_KEY!,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
        }
      : {
          kind: 'embedded' as const,
          port: e.EMBEDDED_S3_PORT,
          dir: path.join(dataDir, 's3'),
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
        },
    /**
     * SMTP_URL when set; otherwise `npm start` (development) runs the embedded mail catcher, while
     * production and tests write mail to the log: a production site needs a real mail server.
     */
    mail: {
      transport: e.SMTP_URL
        ? { kind: 'smtp' as const, url: e.SMTP_URL }
        : e.NODE_ENV !== 'development'
          ? { kind: 'log' as const }
          : { kind: 'embedded' as const, smtpPort: e.EMBEDDED_SMTP_PORT, uiPort: e.EMBEDDED_MAIL_UI_PORT, dir: path.join(dataDir, 'mail') },
      from: e.MAIL_FROM,
    },
    authSecret: e.AUTH_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    /** Seconds a just-rotated refresh token still answers its unspent successor (a lost answer); 0: never. */
    refreshTokenReuseInterval: e.REFRESH_TOKEN_REUSE_INTERVAL,
    rateLimitAuth: e.RATE_LIMIT_AUTH,
    /** Login attempts per account (whatever the address) in 15 minutes; a successful login starts again. */
    rateLimitLoginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
    /** Proxies whose X-Forwarded-For is believed; empty: the socket's address is the client's. */
    trustProxy: e.TRUST_PROXY ?? [],
    /** Origins allowed to call the API with credentials: the site's own and CORS_ORIGINS. */
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...(e.CORS_ORIGINS ?? []).map((origin) => new URL(origin).origin)])],
    /** Absolute lifetime of a login, seconds, with 'Remember me' and without, however often it is refreshed. */
    sessionMaxAge: { remember: e.SESSION_MAX_AGE, short: e.SESSION_MAX_AGE_SHORT },
    /** Writes a minute per user (and four times as many per client address); 0 turns a limit off. */
    writeLimits: { writes: e.RATE_LIMIT_WRITES, uploads: e.RATE_LIMIT_UPLOADS, sync: e.RATE_LIMIT_SYNC },
    /** Who hears of each new enquiry, and how many enquiries an hour a mobile number and a client address may make (0: off). */
    /** The secret partners sign POST /leads/inbound with; unset: the webhook answers 404. */
    leadsWebhookSecret: e.LEADS_WEBHOOK_SECRET ?? null,
    enquiries: { notifyEmail: e.ENQUIRY_NOTIFY_EMAIL, perMobile: e.RATE_LIMIT_ENQUIRIES, perIp: e.RATE_LIMIT_ENQUIRIES_IP },
    logLevel: e.LOG_LEVEL,
    /** Web push keys; unset: generated once into DATA_DIR/vapid.json (set them when running replicas). */
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    /** Where web push messages may go: known push services' hosts (pushServices.ts). */
    pushServices: parsePushServices(e.PUSH_SERVICES),
    /** The agency's own GujRERA agent registration number, shown in the footer and on the contact page; unset: not shown. */
    agentReraNumber: e.AGENT_RERA_NUMBER ?? null,
    /** The rates the property page's cost of buying uses (contract/purchaseCost.ts has Gujarat's, with their sources). */
    costRates: {
      stampDutyPercent: e.STAMP_DUTY_PERCENT,
      registrationPercent: e.REGISTRATION_FEE_PERCENT,
      womenRegistrationWaived: e.WOMEN_REGISTRATION_WAIVED,
      gstUnderConstructionPercent: e.GST_UNDER_CONSTRUCTION_PERCENT,
      gstAffordablePercent: e.GST_AFFORDABLE_PERCENT,
      brokeragePercent: e.BROKERAGE_PERCENT,
      brokerageGstPercent: e.BROKERAGE_GST_PERCENT,
    } satisfies PurchaseCostRates,
    /** Real visitors' Web Vitals: the share of page views that report them (0: none), and beacons a minute per client address (0: no limit). */
    vitals: { sampleRate: e.VITALS_SAMPLE_RATE, perIpPerMinute: e.RATE_LIMIT_VITALS },
    /** Who answers privacy grievances: published on /privacy and repeated in every answer to a grievance. */
    grievanceOfficer: { name: e.GRIEVANCE_OFFICER_NAME, email: e.GRIEVANCE_OFFICER_EMAIL, phone: e.GRIEVANCE_OFFICER_PHONE },
    /** How long admins' and agents' reads of people's records are kept, days (at least a year). */
    accessLogRetentionDays: e.ACCESS_LOG_RETENTION_DAYS,
    /** How often each replica looks for new matches of saved searches, seconds; 0: only when asked (tests). */
    alertIntervalSeconds: e.ALERT_INTERVAL_SECONDS,
    /**
     * Days between a person's request to erase their account and the erasure (they may cancel
     * meanwhile), and the months of inactivity after which a visitor's enquiry that never became a
     * deal is erased.
     */
    retention: {
      coolingOffDays: e.ERASURE_COOLING_OFF_DAYS,
      enquiryMonths: e.RETENTION_ENQUIRY_MONTHS,
      checkInPositionDays: e.RETENTION_CHECK_IN_POSITION_DAYS,
    },
    /** Someone under 18 who registers: refused, or made an inactive account until a parent or guardian consents by mail. */
    minorAccounts: e.MINOR_ACCOUNTS,
    speedToLead: {
      contactMinutes: e.LEAD_CONTACT_MINUTES,
      hours: { start: minutesOfDay(e.LEAD_WORKING_HOURS.slice(0, 5)), end: minutesOfDay(e.LEAD_WORKING_HOURS.slice(6)) },
      days: [...new Set(e.LEAD_WORKING_DAYS.split(',').map(Number))],
    },
    /** The built web app's folder when not the project's dist/pwa (never rebuilt: it is served as it is); null: dist/pwa. */
    pwaDir: e.PWA_DIR ? path.resolve(e.PWA_DIR) : null,
  };
}
