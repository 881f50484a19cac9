import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredOperations } from '../routes/index.ts';
import { documentedAnswers } from '../test/documentedAnswers.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { buildOpenApiDocument as buildFrom } from './document.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** The document of the operations the routers declare. */
const buildOpenApiDocument = () => buildFrom(declaredOperations(app.deps));

describe('the generated OpenAPI document', () => {
  it('passes the recommended rules of the Redocly linter without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(buildOpenApiDocument()), absoluteRef: '/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
  });

  it('passes `redocly lint` without an error, offline', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(folder, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      // No telemetry and no update check: the linter must not reach the network.
      const env = {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      };
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], { cwd: folder, env }).catch(
        (failed: { stdout: string; stderr: string }) => failed,
      );
      const { totals } = JSON.parse(run.stdout) as { totals: { errors: number } };
      expect(totals.errors, run.stdout.slice(0, 2000)).toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('names each path once, with one operation per method', () => {
    const paths = Object.keys(buildOpenApiDocument().paths as Record<string, unknown>);
    const shapes = paths.map((path) => path.replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(paths.length);
    expect(paths).toContain('/projects/{idOrSlug}');
    expect(paths).not.toContain('/projects/{id}');
  });

  it('describes every answer shape with a component generated from the contract', () => {
    const schemas = (buildOpenApiDocument().components as { schemas: Record<string, { properties?: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.Property.properties ?? {})).toEqual(
      expect.arrayContaining(['_id', 'title', 'subCategory', 'price', 'sqt', 'images', 'thumbnails', 'favorite']),
    );
    expect(schemas.Project.properties?.status).toEqual({ type: 'string', enum: ['ONGOING', 'COMPLETED'] });
    expect(schemas.UserData.properties?.user).toEqual({ $ref: '#/components/schemas/User' });
  });

  it('refuses an answer that carries a field, a status or a content type the operation does not document', () => {
    const problemsOf = documentedAnswers(buildOpenApiDocument() as never);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    const answer = { message: 'Logged out successfully' };
    expect(problemsOf('POST /users/logout', json(200, answer), JSON.stringify(answer))).toEqual([]);
    const withNull = { ...answer, data: null };
    expect(problemsOf('POST /users/logout', json(200, withNull), JSON.stringify(withNull))).not.toEqual([]);
    expect(problemsOf('POST /users/logout', json(418, answer), JSON.stringify(answer))).not.toEqual([]);
    const page = new Response('<p>Gone</p>', { status: 404, headers: { 'Content-Type': 'application/json' } });
    expect(problemsOf('POST /unsubscribe', page, '<p>Gone</p>')).not.toEqual([]);
  });

  it('requires of a listing and a project exactly the fields the server refuses to go without', () => {
    const required = (path: string) =>
      (
        buildOpenApiDocument().paths as Record<
          string,
          Record<string, { requestBody: { content: Record<string, { schema: { required?: string[] } }> } }>
        >
      )[path].post.requestBody.content['multipart/form-data'].schema.required;
    expect(required('/properties/create')).toEqual([
      'title',
      'description',
      'transactionType',
      'propertyType',
      'category',
      'location',
      'address',
    ]);
    expect(required('/projects')).toEqual(['title', 'slug', 'description', 'status', 'location', 'address']);
  });
});
