import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { apiRouter, declaredOperations } from '../index.ts';
import { API_PREFIX } from '../../openapi/document.ts';

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security: unknown[]; 'x-auth': string; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Every `METHOD /path` the /api/v1 router answers, in OpenAPI's `{param}` form. */
function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const layer of apiRouter(app.deps).stack) {
    const path = String(layer.path);
    for (const method of layer.methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const openApiPath = path
        .slice(API_PREFIX.length)
        .replace(/\/$/, '')
        .replace(/:(\w+)/g, '{$1}')
        .replace(/\*(\w+)/g, '{$1}');
      routes.add(`${method} ${openApiPath || '/'}`);
    }
  }
  return [...routes].sort();
}

const documented = () =>
  declaredOperations(app.deps)
    .filter((operation) => !operation.root)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
    .sort();

describe('the OpenAPI document', () => {
  it('describes every route registered on the /api/v1 router', () => {
    const missing = registeredRoutes().filter((route) => !documented().includes(route));
    expect(missing).toEqual([]);
  });

  it('documents no route that the router does not answer', () => {
    const registered = registeredRoutes();
    const stale = documented().filter((route) => !registered.includes(route));
    expect(stale).toEqual([]);
  });

  it('is served at /openapi.json as OpenAPI 3.1 with a bearer scheme', async () => {
    const response = await app.api('/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
  });

  it('marks admin routes as needing a bearer token and answering 403', async () => {
    const document = (await (await app.api('/openapi.json')).json()) as Document;
    const create = document.paths['/projects'].post;
    expect(create['x-auth']).toBe('admin');
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415']));
    expect(document.paths['/projects'].get.security).toEqual([]);
  });

  it('carries the form rules and their messages from the contract schemas', async () => {
    const document = (await (await app.api('/openapi.json')).json()) as Document;
    const body = document.paths['/projects'].post.requestBody as {
      content: Record<
        string,
        { schema: { required: string[]; properties: Record<string, { minLength?: number; 'x-messages'?: string[] }> } }
      >;
    };
    const multipart = body.content['multipart/form-data'].schema;
    expect(multipart.required).toEqual(expect.arrayContaining(['title', 'slug', 'description', 'status', 'location', 'address']));
    expect(multipart.properties.title.minLength).toBe(3);
    expect(multipart.properties.title['x-messages']).toContain('Title must be at least 3 characters long');
    expect(multipart.properties).toHaveProperty('images');
  });

  it('points every response data reference at a defined schema', async () => {
    const text = await (await app.api('/openapi.json')).text();
    const document = JSON.parse(text) as Document;
    const references = [...text.matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]);
    expect(references.filter((name) => !(name in document.components.schemas))).toEqual([]);
  });
});

describe('the fields the document requires of a new listing and a new project', () => {
  type Body = { content: Record<string, { schema: { required: string[] } }> };
  const requiredOf = async (path: string) => {
    const document = (await (await app.api('/openapi.json')).json()) as Document;
    return (document.paths[path].post.requestBody as Body).content['application/json'].schema.required;
  };
  const values: Record<string, string> = {
    title: 'Corner flat near Vesu lake',
    slug: `vesu-lake-${Date.now()}`,
    description: 'A bright corner flat near the lake, close to schools and the market.',
    transactionType: 'Buy',
    propertyType: 'Residential',
    category: 'Apartment',
    status: 'COMPLETED',
    location: 'Vesu',
    address: 'Near Vesu lake, Surat',
  };

  it.each(['/properties/create', '/projects'])('are enough for POST %s', async (path) => {
    const admin = await createUser(app, { role: 'admin' });
    const required = await requiredOf(path);
    const body = Object.fromEntries(required.map((name) => [name, values[name]]));
    expect(Object.values(body)).not.toContain(undefined);
    const response = await app.api(path, { method: 'POST', json: body, token: admin.accessToken });
    expect(response.status, await response.text()).toBe(201);
  });
});

describe('the HTML reference at /docs', () => {
  it('lists every operation with its method, path and auth, and runs no script', async () => {
    const response = await app.api('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    for (const operation of declaredOperations(app.deps)) {
      const path = `${operation.root ? '' : API_PREFIX}${operation.path}`;
      expect(html).toContain(`<span class="method ${operation.method}">${operation.method}</span><span class="path">${path}</span>`);
    }
    expect(html).toContain('Admin (bearer token of a user with role admin)');
    expect(html).toContain('Slug must be at least 3 characters long');
  });
});

describe('the /api/v1 router', () => {
  it("adds no router-wide middleware to a request's chain, which it would compose again on every request", () => {
    const routerWide = apiRouter(app.deps).stack.filter((layer) => layer.methods.length === 0);
    expect(routerWide.map((layer) => String(layer.path))).toEqual([]);
  });

  it('answers a known path asked with another method 405 with its Allow list, and an unknown path 404', async () => {
    const wrongMethod = await app.api('/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('HEAD, GET');
    expect(await wrongMethod.json()).toMatchObject({ errors: { name: 'MethodNotAllowedError' } });
    const options = await app.api('/health', { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'HEAD, GET']);
    const unknown = await app.api('/no-such-resource');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errors: { name: 'NotFoundError' } });
  });
});
