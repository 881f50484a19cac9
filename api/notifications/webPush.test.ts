import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../contract/push.ts';
import { createUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** http_ece (web-push's own encryption library) has no types: the one call used here. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

let app: TestApp;
let pushService: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
  app = await startTestApp({ ALERT_INTERVAL_SECONDS: '0' });
  // A local push service: takes every message with 201, as FCM or Mozilla's would.
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.includes('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

/** A browser's subscription with the test's own keys, stored as POST /push/subscriptions would store it. */
async function subscribe(userId: string, path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}${path}`;
  await app.deps.sql`
    insert into push_subscriptions (endpoint, user_id, p256dh, auth)
    values (${endpoint}, ${userId}, ${keys.getPublicKey().toString('base64url')}, ${auth})`;
  return { keys, auth, endpoint };
}

async function until(check: () => boolean | Promise<boolean>) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('web push', () => {
  it('hands out the VAPID public key', async () => {
    const response = await app.api('/push/key');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { publicKey: string } };
    expect(data.publicKey).toBe(app.deps.notifier.pushPublicKey);
    expect(Buffer.from(data.publicKey, 'base64url')).toHaveLength(65);
  });

  it("pushes to admins an encrypted message that only the subscription's keys decrypt, signed with the VAPID key", async () => {
    const { user: admin } = await createUser(app, { role: 'admin' });
    const { user } = await createUser(app);
    const browser = await subscribe(admin._id, `/send/${randomBytes(4).toString('hex')}`);
    await subscribe(user._id, `/send/${randomBytes(4).toString('hex')}`);
    const before = received.length;

    const payload: PushPayload = { title: 'New enquiry', body: 'Asha Patel asked about a 3 BHK in Vesu', url: '/admincp', tag: 'enquiry' };
    await app.deps.notifier.pushToAdmins(`enquiry:${randomBytes(4).toString('hex')}`, payload);
    await until(() => received.slice(before).some((message) => message.headers['content-encoding'] === 'aes128gcm'));

    const mine = received.slice(before);
    expect(mine).toHaveLength(1);
    const [message] = mine;
    expect(message.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${app.deps.notifier.pushPublicKey}$`),
    );
    expect(message.body.toString('utf8')).not.toContain('New enquiry');
    const clear = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: browser.keys, authSecret: browser.auth });
    expect(JSON.parse(clear.toString('utf8'))).toEqual(payload);
  });

  it('forgets a subscription the push service says is gone', async () => {
    const { user: admin } = await createUser(app, { role: 'admin' });
    const gone = await subscribe(admin._id, `/gone/${randomBytes(4).toString('hex')}`);
    await app.deps.notifier.pushToAdmins(`enquiry:${randomBytes(4).toString('hex')}`, { title: 'x', body: 'y', url: '/' });
    await until(async () => (await app.deps.sql`select 1 from push_subscriptions where endpoint = ${gone.endpoint}`).length === 0);
  });

  it('refuses an endpoint with a control character, to subscribe or to unsubscribe, and stores nothing', async () => {
    const { user, accessToken } = await createUser(app);
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    // A URL parser drops a trailing NUL, so the URL check alone passes it; PostgreSQL's text refuses it.
    const endpoint = `https://push.example.in/send/${randomBytes(4).toString('hex')}\u0000`;
    const subscribe = await app.api('/push/subscriptions', {
      method: 'POST',
      token: accessToken,
      json: { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } },
    });
    expect(subscribe.status).toBe(400);
    expect(await subscribe.text()).toContain('endpoint must not contain control characters');
    const unsubscribe = await app.api('/push/subscriptions', { method: 'DELETE', token: accessToken, json: { endpoint } });
    expect(unsubscribe.status).toBe(400);
    expect(await unsubscribe.text()).toContain('endpoint must not contain control characters');
    expect(await app.deps.sql`select 1 from push_subscriptions where user_id = ${user._id}`).toHaveLength(0);
  });
});
