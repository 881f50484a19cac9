import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile } from '../../test/factories.ts';
import { createTestProperty, json } from '../../test/properties.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { changedTables, stateDigest } from '../../test/probes/support.ts';

const SECRET = 'partner-secret-0123456789abcdef';
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ LEADS_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => {
  await app?.close();
});

const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function deliver(body: string, headers: Record<string, string>) {
  return app.api('/leads/inbound', { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('POST /leads/inbound', () => {
  it('makes a signed lead of the buyer of its mobile, with its source and listing', async () => {
    const property = await createTestProperty(app, { title: 'Corner shop on Ghod Dod Road' });
    const mobile = freshMobile();
    const body = JSON.stringify({ name: 'Kiran Desai', mobile: `+91${mobile}`, source: '99acres', propertyReference: property.reference });
    const response = await deliver(body, { 'X-Signature': sign(body), 'Idempotency-Key': randomUUID() });
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = await json<{ data: { _id: string; buyerId: string; replayed: boolean } }>(response);
    expect(data.replayed).toBe(false);
    const [row] = await app.deps.sql`select source, property_id, buyer_id, mobile from enquiries where id = ${data._id}`;
    expect(row).toEqual({ source: '99acres', property_id: property._id, buyer_id: data.buyerId, mobile });
  });

  it('answers a replayed key with the first delivery and creates nothing', async () => {
    const body = JSON.stringify({ name: 'Kiran Desai', mobile: freshMobile() });
    const headers = { 'X-Signature': sign(body), 'Idempotency-Key': `lead-${randomUUID()}` };
    const first = await json<{ data: { _id: string } }>(await deliver(body, headers));
    const before = await stateDigest(app);
    const again = await deliver(body, headers);
    expect(again.status).toBe(200);
    expect((await json<{ data: { _id: string; replayed: boolean } }>(again)).data).toMatchObject({ _id: first.data._id, replayed: true });
    expect(changedTables(before, await stateDigest(app))).toEqual([]);
  });

  it('refuses a wrong or missing signature with 401 and changes nothing', async () => {
    const body = JSON.stringify({ name: 'Kiran Desai', mobile: freshMobile() });
    const before = await stateDigest(app);
    for (const signature of [sign(body, 'another-secret-0123456789'), sign(`${body} `), '', 'sha256=abc']) {
      const response = await deliver(body, { 'X-Signature': signature, 'Idempotency-Key': randomUUID() });
      expect(response.status).toBe(401);
      expect((await json<{ message: string }>(response)).message).toBe('The signature does not match this body');
    }
    expect(changedTables(before, await stateDigest(app))).toEqual([]);
  });

  it('asks for an idempotency key', async () => {
    const body = JSON.stringify({ name: 'Kiran Desai', mobile: freshMobile() });
    const response = await deliver(body, { 'X-Signature': sign(body) });
    expect(response.status).toBe(400);
  });
});
