/** The security headers every answer carries, errors and photos included. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES } from './config.ts';
import { contentSecurityPolicyFor, PERMISSIONS_POLICY } from './middleware.ts';
import { createUser, type CreatedUser } from './test/factories.ts';
import { startTestApp, type TestApp } from './test/harness.ts';

let app: TestApp;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: '127.0.0.1,::1' });
  user = await createUser(app);
});
afterAll(async () => {
  await app?.close();
});

function expectSecurityHeaders(response: Response, resourcePolicy: 'same-origin' | 'cross-origin' = 'same-origin') {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(response.headers.get('cross-origin-resource-policy')).toBe(resourcePolicy);
  expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
}

describe("the pages' images policy", () => {
  const imageSources = (mapTiles?: string) => /img-src ([^;]+)/.exec(contentSecurityPolicyFor(mapTiles ?? DEFAULT_MAP_TILES))?.[1];

  it('lets map tiles come from the configured tile host only, and from nowhere else when the site serves them', () => {
    expect(imageSources()).toBe("'self' data: blob: https://tile.openstreetmap.org");
    expect(imageSources('https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png')).toBe("'self' data: blob: https://*.tiles.example.in");
    expect(imageSources('/tiles/{z}/{x}/{y}.png')).toBe("'self' data: blob:");
  });

  it('lets the service worker and the visit pack fetch tiles from the configured tile host, and nothing else beyond the site', () => {
    const connectSources = (mapTiles: string) => /connect-src ([^;]+)/.exec(contentSecurityPolicyFor(mapTiles))?.[1];
    expect(connectSources(DEFAULT_MAP_TILES)).toBe("'self' https://tile.openstreetmap.org");
    expect(connectSources('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });
});

describe('security headers', () => {
  it('are on a successful API answer', async () => {
    const response = await app.api('/health');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on API errors: 400, 401, 403 and 404', async () => {
    const badRequest = await app.api('/users/login', { method: 'POST', json: { email: 'not an e-mail' } });
    const unauthorized = await app.api('/users/me');
    const forbidden = await app.api('/users', { token: user.accessToken });
    const notFound = await app.api('/properties/00000000-0000-4000-8000-000000000000');
    expect([badRequest.status, unauthorized.status, forbidden.status, notFound.status]).toEqual([400, 401, 403, 404]);
    for (const response of [badRequest, unauthorized, forbidden, notFound]) expectSecurityHeaders(response);
  });

  it('are on a photo that does not exist, which other sites may still ask for', async () => {
    const response = await fetch(`${app.url}/media/properties/no-such-photo.webp`);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, 'cross-origin');
  });

  it('allow sharing, copying a link and the camera to the site itself, and nothing else powerful', () => {
    const allowed = PERMISSIONS_POLICY.split(', ').filter((entry) => !entry.endsWith('=()'));
    expect(allowed.sort()).toEqual(['camera=(self)', 'clipboard-write=(self)', 'fullscreen=(self)', 'web-share=(self)']);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over TLS', async () => {
    const response = await app.api('/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    const plain = await app.api('/health');
    const forwardedPlain = await app.api('/health', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(forwardedPlain.headers.get('strict-transport-security')).toBeNull();
  });

  it('is not sent when a caller that is no trusted proxy claims TLS', async () => {
    const direct = await startTestApp();
    try {
      const response = await direct.api('/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expectSecurityHeaders(response);
    } finally {
      await direct.close();
    }
  });
});
