import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envVarNames, loadConfig } from './api/config.ts';

interface Service {
  image?: string;
  build?: { target?: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  command?: string;
  entrypoint?: string;
}
const compose = parse(fs.readFileSync(new URL('./compose.yaml', import.meta.url), 'utf8')) as { services: Record<string, Service> };
const services = compose.services;

describe('compose.yaml', () => {
  it('runs postgres, minio with a bucket init, the api and the e2e suite', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'minio', 'minio-init', 'api', 'e2e']));
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.minio!.image).toMatch(/^minio\/minio/);
  });

  it('gives the api only variables the server reads, and they pass its configuration check', () => {
    const environment = services.api!.environment!;
    for (const name of Object.keys(environment)) expect(envVarNames).toContain(name);
    const config = loadConfig(environment);
    expect(config.database.kind).toBe('external');
    expect(config.s3.kind).toBe('external');
  });

  it('points the api at the postgres service with its own credentials and database', () => {
    const pg = services.postgres!.environment!;
    const url = new URL(services.api!.environment!.DATABASE_URL!);
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(pg.POSTGRES_USER);
    expect(url.password).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
  });

  it('points the api at minio with its keys, and the init job creates the same bucket', () => {
    const api = services.api!.environment!;
    const minio = services.minio!.environment!;
    expect(new URL(api.S3_ENDPOINT!).host).toBe('minio:9000');
    expect(api.S3_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER);
    expect(api.S3_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(services['minio-init']!.entrypoint).toContain(`local/${api.S3_BUCKET}`);
    expect(services['minio-init']!.entrypoint).toContain(`${minio.MINIO_ROOT_USER} ${minio.MINIO_ROOT_PASSWORD}`);
  });

  it('publishes the port the api listens on, on all interfaces inside its container', () => {
    const api = services.api!.environment!;
    expect(api.HOST).toBe('0.0.0.0');
    expect(services.api!.ports).toContain(`${api.PORT}:${api.PORT}`);
  });

  it('runs the e2e suite against the api service once it is healthy', () => {
    const e2e = services.e2e!;
    expect(e2e.depends_on?.api?.condition).toBe('service_healthy');
    expect(e2e.environment?.E2E_BASE_URL).toBe(`http://api:${services.api!.environment!.PORT}`);
    expect(e2e.build?.target).toBe('e2e');
  });
});
