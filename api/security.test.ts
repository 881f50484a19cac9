/** Requests an outside caller can shape: bodies, uploads, headers, tokens and caching. */
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from './test/factories.ts';
import { startTestApp, type TestApp } from './test/harness.ts';
import { createTestProperty, json, multipart, propertyForm, uniqueImage } from './test/properties.ts';
import { refreshByCookie, refreshTokenOf } from './test/refreshCookie.ts';

let app: TestApp;
let admin: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, user] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app)]);
});
afterAll(async () => {
  await app?.close();
});

type Answer = { message: string; errors: { name: string; fields?: Record<string, string> } };

function registration(overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  return {
    username: `probe_${tag}`,
    fullName: 'Probe Person',
    email: `probe${tag}@example.in`,
    password: 'Secret-123',
    mobile: '9876543210',
    ...overrides,
  };
}

/** The temp files of uploads still on disk. */
function leftoverUploads(target = app): string[] {
  const dir = target.deps.config.uploadDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** One HTTP/1.1 request with a raw body, over `agent` when given (keep-alive reuse). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; agent?: http.Agent; timeoutMs?: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'POST', headers: options.headers, agent: options.agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.setTimeout(options.timeoutMs ?? 10_000, () => request.destroy(new Error('no answer')));
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('text containing a NUL character', () => {
  it('is refused on register with the message of the field it is in', async () => {
    for (const field of ['fullName', 'password', 'username', 'mobile'] as const) {
      const body = registration({ [field]: field === 'mobile' ? '98765\u000043210' : 'Abc\u0000defgh' });
      const response = await app.api('/users/register', { method: 'POST', json: body });
      expect(response.status, field).toBe(400);
      const answer = await json<Answer>(response);
      expect(answer.errors.name).toBe('ValidationError');
      expect(Object.keys(answer.errors.fields ?? {}), field).toEqual([field]);
    }
  });

  it('is refused on a profile update and on login', async () => {
    const profile = await app.api(`/users/${user.user._id}`, {
      method: 'PUT',
      token: user.accessToken,
      json: { username: user.user.username, fullName: 'Nul\u0000Name', email: user.user.email, mobile: user.user.mobile },
    });
    expect(profile.status).toBe(400);
    expect((await json<Answer>(profile)).errors.fields).toEqual({ fullName: 'Full name must not contain control characters' });

    const login = await app.api('/users/login', { method: 'POST', json: { email: user.user.email, password: 'pass\u0000word' } });
    expect(login.status).toBe(400);
    expect((await json<Answer>(login)).errors.fields).toHaveProperty('password');
  });

  it('is refused in a property title and description', async () => {
    for (const field of ['title', 'description', 'location', 'address'] as const) {
      const response = await app.api('/properties/create', {
        method: 'POST',
        token: admin.accessToken,
        json: propertyForm({ [field]: 'Spacious flat\u0000 near the canal road' }),
      });
      expect(response.status, field).toBe(400);
      expect(Object.keys((await json<Answer>(response)).errors.fields ?? {}), field).toEqual([field]);
    }
  });

  it('is refused in search text, for visitors and admins alike', async () => {
    const users = await app.api('/users?q=%00', { token: admin.accessToken });
    expect(users.status).toBe(400);
    expect((await json<Answer>(users)).errors.fields).toEqual({ q: 'Search text must not contain control characters' });
    for (const query of ['q=%00', 'title=a%00b']) {
      const search = await app.api(`/properties/search?${query}`);
      expect(search.status, query).toBe(400);
    }
  });
});

describe('a line break in a one-line field', () => {
  const spoofed = 'Asha Patel\r\nMobile: 9000000000';

  it('is refused in an enquiry, by the form and by the outbox, and nothing is stored', async () => {
    const before = await app.deps.sql`select count(*)::int as n from enquiries`;
    const form = await app.api('/enquiries', { method: 'POST', json: { name: spoofed, mobile: '9825012345' } });
    expect(form.status).toBe(400);
    expect((await json<Answer>(form)).errors.fields).toEqual({ name: 'Full name must be on one line' });
    const mutation = {
      id: crypto.randomUUID(),
      type: 'enquiry.create',
      args: { name: spoofed, mobile: '9825012345' },
      clientTime: new Date().toISOString(),
    };
    const outbox = await app.api('/sync', { method: 'POST', token: user.accessToken, json: { mutations: [mutation] } });
    expect(outbox.status).toBe(400);
    expect(JSON.stringify((await json<Answer>(outbox)).errors.fields)).toContain('Full name must be on one line');
    expect(await app.deps.sql`select count(*)::int as n from enquiries`).toEqual(before);
  });

  it('is refused in a property title, location and address and in an account name', async () => {
    for (const field of ['title', 'location', 'address'] as const) {
      const response = await app.api('/properties/create', {
        method: 'POST',
        token: admin.accessToken,
        json: propertyForm({ [field]: spoofed }),
      });
      expect(response.status, field).toBe(400);
      expect(Object.values((await json<Answer>(response)).errors.fields ?? {}), field).toEqual([
        expect.stringMatching(/ must be on one line$/),
      ]);
    }
    const response = await app.api('/users/register', { method: 'POST', json: registration({ fullName: spoofed }) });
    expect((await json<Answer>(response)).errors.fields).toEqual({ fullName: 'Full name must be on one line' });
  });
});

describe('numbers beyond what a column holds', () => {
  it("are refused in search filters with the filter's message", async () => {
    const cases: [string, string][] = [
      ['bedrooms=999999999999', 'bedrooms'],
      ['bedrooms=40000', 'bedrooms'],
      ['bathrooms=40000', 'bathrooms'],
      ['minSqft=2147483648', 'minSqft'],
      ['maxSqft=999999999999', 'maxSqft'],
      ['minPrice=99999999999999999999', 'minPrice'],
    ];
    for (const [query, field] of cases) {
      const response = await app.api(`/properties/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await json<Answer>(response)).errors.fields ?? {}), query).toEqual([field]);
    }
  });

  it("are accepted up to the column's limit", async () => {
    for (const query of ['bedrooms=32767', 'minSqft=2147483647', 'maxSqft=2147483647', 'minPrice=999999999999']) {
      expect((await app.api(`/properties/search?${query}`)).status, query).toBe(200);
    }
  });

  it('are refused in a property body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '9'.repeat(25) }, 'price'],
      [{ price: 1e300 }, 'price'],
      [{ sqt: '2147483648' }, 'sqt'],
      [{ bedrooms: 1e21 }, 'bedrooms'],
      [{ bathrooms: '999' }, 'bathrooms'],
    ];
    for (const [override, field] of cases) {
      const response = await app.api('/properties/create', { method: 'POST', token: admin.accessToken, json: propertyForm(override) });
      expect(response.status, field).toBe(400);
      expect(Object.keys((await json<Answer>(response)).errors.fields ?? {}), field).toEqual([field]);
    }
  });
});

describe('malformed request bodies', () => {
  it('answers 400 to a multipart body with broken framing', async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nVilla\r\n--XYZ\r\nContent-Dispo';
    const response = await app.api('/properties/create', {
      method: 'POST',
      token: admin.accessToken,
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body,
    });
    expect(response.status).toBe(400);
    expect((await json<Answer>(response)).message).toBe('The request body could not be read');
    expect(leftoverUploads()).toEqual([]);
  });

  it('answers 400 to a body that claims gzip but is not', async () => {
    const response = await rawRequest(`${app.url}/api/v1/users/login`, {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: JSON.stringify({ email: 'a@example.in', password: 'Secret-123' }),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request body could not be read', errors: { name: 'BadRequestError' } });
  });

  it('reads a multipart field sent in 7bit or 8bit transfer encoding as text, and answers', async () => {
    for (const encoding of ['7bit', '8bit', '7BIT']) {
      const body = `--XYZ\r\nContent-Disposition: form-data; name="title"\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\nab\r\n--XYZ--\r\n`;
      const response = await app.api('/properties/create', {
        method: 'POST',
        token: admin.accessToken,
        headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
        body,
      });
      // Read, so refused by the form's own check (before, the parser threw and no answer came).
      expect(response.status, encoding).toBe(400);
    }
  });

  it('answers 4xx to a multipart part with an unknown transfer encoding, on login and on an upload route', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="email"\r\nContent-Transfer-Encoding: x-evil\r\n\r\na@example.in\r\n--XYZ--\r\n';
    for (const [path, token] of [
      ['/users/login', undefined],
      ['/properties/create', admin.accessToken],
    ] as const) {
      const response = await app.api(path, {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
        body,
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe('multipart uploads', () => {
  it('are not read on routes that take no upload, so nothing reaches the disk', async () => {
    const file = Buffer.alloc(1024 * 1024, 7);
    const login = await app.api('/users/login', { method: 'POST', body: multipart({ email: 'a@example.in', password: 'x' }, [file]) });
    expect(login.status).toBe(400);
    const unknown = await app.api('/nowhere', { method: 'POST', body: multipart({}, [file]) });
    expect(unknown.status).toBe(404);
    expect(leftoverUploads()).toEqual([]);
  });

  it('are not read before the caller is known to be an admin', async () => {
    const file = await uniqueImage();
    const anonymous = await app.api('/properties/create', { method: 'POST', body: multipart(propertyForm(), [file]) });
    expect(anonymous.status).toBe(401);
    const visitor = await app.api('/properties/create', {
      method: 'POST',
      token: user.accessToken,
      body: multipart(propertyForm(), [file]),
    });
    expect(visitor.status).toBe(403);
    expect(leftoverUploads()).toEqual([]);
  });

  it('leave no temp file after success, a validation error or a bad image', async () => {
    expect(fs.existsSync(app.deps.config.uploadDir)).toBe(true);
    const created = await app.api('/properties/create', {
      method: 'POST',
      token: admin.accessToken,
      body: multipart(propertyForm(), [await uniqueImage()]),
    });
    expect(created.status).toBe(201);
    const invalid = await app.api('/properties/create', {
      method: 'POST',
      token: admin.accessToken,
      body: multipart(propertyForm({ title: '' }), [await uniqueImage()]),
    });
    expect(invalid.status).toBe(400);
    const notImage = await app.api('/properties/create', {
      method: 'POST',
      token: admin.accessToken,
      body: multipart(propertyForm(), [Buffer.from('plain text')]),
    });
    expect(notImage.status).toBe(415);
    const property = await createTestProperty(app);
    const edited = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      token: admin.accessToken,
      body: multipart(propertyForm(), [await uniqueImage()]),
    });
    expect(edited.status).toBe(200);
    const avatar = new FormData();
    avatar.append('avatar', new Blob([new Uint8Array(await uniqueImage())], { type: 'image/png' }), 'me.png');
    expect((await app.api(`/users/${user.user._id}`, { method: 'PATCH', token: user.accessToken, body: avatar })).status).toBe(200);
    expect(leftoverUploads()).toEqual([]);
  });

  it('answer 413 to too many files, then close the connection so the next request is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const form = multipart(
        propertyForm(),
        Array.from({ length: 21 }, () => Buffer.alloc(64 * 1024, 1)),
      );
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const tooMany = await rawRequest(`${app.url}/api/v1/properties/create`, {
        agent,
        headers: {
          'Content-Type': encoded.headers.get('content-type')!,
          'Content-Length': String(body.length),
          Authorization: `Bearer ${admin.accessToken}`,
        },
        body,
      });
      expect(tooMany.status).toBe(413);
      expect(tooMany.headers.connection).toBe('close');
      const next = await rawRequest(`${app.url}/api/v1/health`, { method: 'GET', agent, timeoutMs: 5000 });
      expect(next.status).toBe(200);
      expect(leftoverUploads()).toEqual([]);
    } finally {
      agent.destroy();
    }
  });
});

describe('admin tokens', () => {
  it('stop working for admin routes as soon as their login ends', async () => {
    const other = await createUser(app, { role: 'admin' });
    expect((await app.api('/admin/dashboard', { token: other.accessToken })).status).toBe(200);
    expect((await app.api('/users/logout', { method: 'POST', token: other.accessToken })).status).toBe(200);
    const after = await app.api('/admin/dashboard', { token: other.accessToken });
    expect(after.status).toBe(401);
  });

  it('lose admin rights as soon as the role is taken away', async () => {
    const demoted = await createUser(app, { role: 'admin' });
    const role = await app.api(`/users/${demoted.user._id}/role`, { method: 'PATCH', token: admin.accessToken, json: { role: 'user' } });
    expect(role.status).toBe(200);
    expect((await app.api('/admin/dashboard', { token: demoted.accessToken })).status).toBe(403);
    expect((await app.api(`/users/${user.user._id}`, { token: demoted.accessToken })).status).toBe(403);
    // Still a user: their own account answers.
    expect((await app.api('/users/me', { token: demoted.accessToken })).status).toBe(200);
  });
});

describe('CORS', () => {
  it('does not grant a foreign origin credentialed access', async () => {
    const response = await app.api('/users/me', { token: user.accessToken, headers: { Origin: 'http://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await app.api('/users/login', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("allows the site's own origin", async () => {
    const own = new URL(app.deps.config.publicUrl).origin;
    const response = await app.api('/users/me', { token: user.accessToken, headers: { Origin: own } });
    expect(response.headers.get('access-control-allow-origin')).toBe(own);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('personal responses', () => {
  it('are marked no-store', async () => {
    const property = await createTestProperty(app);
    const login = await app.api('/users/login', { method: 'POST', json: { email: user.user.email, password: user.password } });
    const refresh = await refreshByCookie(app, refreshTokenOf(login)!);
    const answers: [string, Response][] = [
      ['login', login],
      ['refresh', refresh],
      ['me', await app.api('/users/me', { token: user.accessToken })],
      ['profile', await app.api(`/users/${user.user._id}`, { token: user.accessToken })],
      ['favorites', await app.api('/favorites', { token: user.accessToken })],
      ['users', await app.api('/users', { token: admin.accessToken })],
      ['dashboard', await app.api('/admin/dashboard', { token: admin.accessToken })],
      ['search', await app.api('/properties/search', { token: user.accessToken })],
      ['detail', await app.api(`/properties/${property._id}`, { token: user.accessToken })],
      ['list', await app.api('/properties', { method: 'POST', token: user.accessToken })],
    ];
    for (const [name, response] of answers) {
      expect(response.status, name).toBe(200);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it("leave a visitor's search page cacheable", async () => {
    const response = await app.api('/properties/search');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('etag')).toBeTruthy();
  });
});

describe('behind configured proxies, with tight limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      RATE_LIMIT_AUTH: '3',
      RATE_LIMIT_LOGIN_ACCOUNT: '2',
      TRUST_PROXY: '127.0.0.1,::1',
      CORS_ORIGINS: 'https://partner.example',
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const login = (email: string, password: string, forwardedFor?: string) =>
    limited.api('/users/login', {
      method: 'POST',
      json: { email, password },
      headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
    });

  it('refuses an account after its failed logins, whatever address they come from, and says so the same way for unknown accounts', async () => {
    const account = await createUser(limited);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await login(account.user.email, 'wrong-password', `203.0.113.${attempt}`)).status).toBe(401);
    }
    const locked = await login(account.user.email, account.password, '203.0.113.99');
    expect(locked.status).toBe(429);
    const lockedAnswer = await json<Answer>(locked);
    expect(lockedAnswer.message).toBe('Too many failed logins for this account. Please try again in 15 minutes.');
    // The lock's 15 minutes, counted from the last failed login: a second or two may have passed on a busy machine.
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(895);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);

    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await login('nobody@example.in', 'wrong-password', `198.51.100.${attempt}`)).status).toBe(401);
    }
    const unknown = await login('nobody@example.in', 'wrong-password', '198.51.100.99');
    expect(unknown.status).toBe(429);
    expect(await json<Answer>(unknown)).toEqual(lockedAnswer);
  });

  it("starts an account's count again after a successful login", async () => {
    const account = await createUser(limited);
    for (let round = 0; round < 2; round += 1) {
      expect((await login(account.user.email, 'wrong-password', `192.0.2.${round * 10 + 1}`)).status).toBe(401);
      expect((await login(account.user.email, account.password, `192.0.2.${round * 10 + 5}`)).status).toBe(200);
    }
  });

  it('takes the client address from X-Forwarded-For, as written by the last trusted proxy', async () => {
    const forgot = (forwardedFor: string) =>
      limited.api('/users/forgotPassword', {
        method: 'POST',
        json: { email: 'nobody@example.in' },
        headers: { 'X-Forwarded-For': forwardedFor },
      });
    // Four clients behind the proxy: four address buckets.
    for (let client = 1; client <= 4; client += 1) expect((await forgot(`198.51.100.${client + 10}`)).status).toBe(200);
    // One client that writes its own X-Forwarded-For: the proxy appends the address it saw, and that one counts.
    const statuses: number[] = [];
    for (let spoof = 1; spoof <= 4; spoof += 1) statuses.push((await forgot(`10.9.9.${spoof}, 198.51.100.50`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('allows an origin listed in CORS_ORIGINS', async () => {
    const response = await limited.api('/health', { headers: { Origin: 'https://partner.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });
});

describe('without TRUST_PROXY', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await startTestApp({ RATE_LIMIT_AUTH: '3', RATE_LIMIT_LOGIN_ACCOUNT: '0' });
  });
  afterAll(async () => {
    await direct?.close();
  });

  it('ignores X-Forwarded-For, so changing it does not escape the address limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await direct.api('/users/login', {
        method: 'POST',
        json: { email: 'someone@example.in', password: 'wrong-password' },
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
