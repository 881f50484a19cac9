import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { PushPayload } from '../../contract/push.ts';
import { createUser } from '../test/factories.ts';
import { MAX_PUSH_SUBSCRIPTIONS } from '../routes/push/push.ts';
import { DEFAULT_PUSH_SERVICES } from './pushServices.ts';
import { createPushSender } from './webPush.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';

/** http_ece (web-push's own encryption library) has no types: the one call used here. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

let app: TestApp;
let pushService: http.Server;
const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];

beforeAll(async () => {
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
  // The operator's own push service, named by its origin: the only loopback address push may reach.
  const origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  app = await startTestApp({ ALERT_INTERVAL_SECONDS: '0', PUSH_SERVICES: `${DEFAULT_PUSH_SERVICES},${origin}` });
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
    await app.deps.sql.begin((tx) => app.deps.notifier.pushToAdminsIn(tx, `enquiry:${randomBytes(4).toString('hex')}`, payload));
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
    await app.deps.sql.begin((tx) =>
      app.deps.notifier.pushToAdminsIn(tx, `enquiry:${randomBytes(4).toString('hex')}`, { title: 'x', body: 'y', url: '/' }),
    );
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

describe('web push and request forgery', () => {
  /** Where a forged endpoint points: counts every connection made to it, TLS or not. */
  let target: net.Server;
  let targetPort: number;
  let connections = 0;
  beforeAll(async () => {
    target = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetPort = (target.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => target?.close(resolve));
  });

  const browserKeys = () => {
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    return { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  };

  it("refuses to subscribe an address that is not a push service's, and stores nothing", async () => {
    const { user, accessToken } = await createUser(app);
    const before = connections;
    for (const endpoint of [
      `https://127.0.0.1:${targetPort}/send/1`,
      `https://localhost:${targetPort}/send/1`,
      'https://169.254.169.254/latest/meta-data/',
      `https://[::1]:${targetPort}/send/1`,
      `https://2130706433:${targetPort}/send/1`,
      'https://10.0.0.7/send/1',
      'https://user:secret@fcm.googleapis.com/fcm/send/1',
      'https://fcm.googleapis.com.attacker.example/fcm/send/1',
      'https://attacker.example/fcm.googleapis.com/send/1',
      'http://fcm.googleapis.com/fcm/send/1',
    ]) {
      const response = await app.api('/push/subscriptions', {
        method: 'POST',
        token: accessToken,
        json: { endpoint, keys: browserKeys() },
      });
      expect(response.status, endpoint).toBe(400);
    }
    expect(await app.deps.sql`select 1 from push_subscriptions where user_id = ${user._id}`).toHaveLength(0);
    expect(connections).toBe(before);
  });

  it("accepts the known push services' addresses", async () => {
    const { user, accessToken } = await createUser(app);
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${randomBytes(4).toString('hex')}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(4).toString('hex')}`,
      `https://web.push.apple.com/${randomBytes(4).toString('hex')}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${randomBytes(4).toString('hex')}`,
    ]) {
      const response = await app.api('/push/subscriptions', {
        method: 'POST',
        token: accessToken,
        json: { endpoint, keys: browserKeys() },
      });
      expect(response.status, endpoint).toBe(201);
    }
    // Nothing is sent to them here: the rows go before any message could be.
    await app.deps.sql`delete from push_subscriptions where user_id = ${user._id}`;
  });

  it('never connects to a push host that resolves to a private address, and forgets it', async () => {
    const sender = createPushSender(vapidKeys(), { hosts: ['localhost'], origins: [] });
    const before = connections;
    const outcome = await sender.send(
      { endpoint: `https://localhost:${targetPort}/send/1`, keys: browserKeys() },
      { title: 't', body: 'b', url: '/' },
    );
    expect(outcome).toBe('gone');
    expect(connections).toBe(before);
  });

  it('does not follow a redirect from a push service, and forgets that subscription', async () => {
    const redirecting = http.createServer((request, response) => {
      request.resume();
      response.writeHead(302, { Location: `https://127.0.0.1:${targetPort}/internal` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      const sender = createPushSender(vapidKeys(), { hosts: [], origins: [origin] });
      const before = connections;
      expect(await sender.send({ endpoint: `${origin}/send/1`, keys: browserKeys() }, { title: 't', body: 'b', url: '/' })).toBe('gone');
      expect(connections).toBe(before);
    } finally {
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} browsers per person, dropping the oldest`, async () => {
    const { user, accessToken } = await createUser(app);
    const endpoints: string[] = [];
    for (let browser = 0; browser <= MAX_PUSH_SUBSCRIPTIONS; browser += 1) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(6).toString('hex')}`;
      endpoints.push(endpoint);
      const response = await app.api('/push/subscriptions', {
        method: 'POST',
        token: accessToken,
        json: { endpoint, keys: browserKeys() },
      });
      expect(response.status).toBe(201);
    }
    const kept = await app.deps.sql<{ endpoint: string }[]>`select endpoint from push_subscriptions where user_id = ${user._id}`;
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
    await app.deps.sql`delete from push_subscriptions where user_id = ${user._id}`;
  });
});

/** A VAPID key pair of the test's own: the sender under test needs one, any one. */
function vapidKeys() {
  return { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.in' };
}
