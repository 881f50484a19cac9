/** Every environment variable, parsed and checked once. */
import path from 'node:path';
import * as v from 'valibot';

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
  AUTH_SECRET: optionalText,
  ACCESS_TOKEN_TTL: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '900'),
  REFRESH_TOKEN_TTL: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '2592000'),
  SEED: v.optional(v.picklist(['true', 'false']), 'true'),
  SEED_ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'admin@shreejirealty.in'),
  SEED_ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6, 'must be at least 6 characters')), 'Admin@2007'),
  SEED_USER_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'user@shreejirealty.in'),
  SEED_USER_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(6, 'must be at least 6 characters')), 'User@2007'),
  RATE_LIMIT_AUTH: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '10'),
  SESSION_MAX_AGE: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '2592000'),
  SESSION_MAX_AGE_SHORT: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be seconds'), v.transform(Number)), '86400'),
  RATE_LIMIT_WRITES: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '300'),
  RATE_LIMIT_UPLOADS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '60'),
  RATE_LIMIT_SYNC: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)), '120'),
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
});

/** Every environment variable the server reads. */
export const envVarNames = Object.keys(EnvSchema.entries);

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${issue.path?.[0]?.key as string}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.output;
  const s3External = e.S3_ENDPOINT !== undefined;
  if (s3External && (!e.S3_ACCESS_KEY || !e.S3_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT is set, so S3_ACCESS_KEY and S3_SECRET_KEY are required');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
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
    authSecret: e.AUTH_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    seed: e.SEED === 'true',
    seedAccounts: {
      admin: { email: e.SEED_ADMIN_EMAIL.toLowerCase(), password: e.SEED_ADMIN_PASSWORD },
      user: { email: e.SEED_USER_EMAIL.toLowerCase(), password: e.SEED_USER_PASSWORD },
    },
    rateLimitAuth: e.RATE_LIMIT_AUTH,
    /** Absolute lifetime of a login, seconds, with 'Remember me' and without, however often it is refreshed. */
    sessionMaxAge: { remember: e.SESSION_MAX_AGE, short: e.SESSION_MAX_AGE_SHORT },
    /** Writes a minute per user (and four times as many per client address); 0 turns a limit off. */
    writeLimits: { writes: e.RATE_LIMIT_WRITES, uploads: e.RATE_LIMIT_UPLOADS, sync: e.RATE_LIMIT_SYNC },
    logLevel: e.LOG_LEVEL,
  };
}
