import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '../../contract/accessLog.ts';
import { createUser, freshMobile, type CreatedUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { json } from '../test/properties.ts';
import { pruneAccessLog } from './accessLog.ts';

let app: TestApp;
let admin: CreatedUser;
let reader: CreatedUser;
let user: CreatedUser;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ENQUIRIES_IP: '1000' });
  [admin, reader, user] = await Promise.all([
    createUser(app, { role: 'admin', fullName: 'Meena Shah' }),
    createUser(app, { role: 'admin', fullName: 'Vikram Joshi' }),
    createUser(app, { fullName: 'Asha Patel' }),
  ]);
});
afterAll(() => app?.close());

async function enquiry(): Promise<string> {
  const response = await app.api('/enquiries', {
    method: 'POST',
    json: { name: 'Ravi Desai', mobile: freshMobile() },
  });
  expect(response.status).toBe(201);
  return (await json<{ data: { _id: string } }>(response)).data._id;
}

async function logFor(query: string) {
  const response = await app.api(`/admin/access-log?${query}`, { token: admin.accessToken });
  expect(response.status).toBe(200);
  return json<{ data: AccessLogEntry[]; meta: { total: number } }>(response);
}

describe('the access log', () => {
  it('records which admin opened which lead, and when', async () => {
    const id = await enquiry();
    expect((await app.api(`/admin/enquiries/${id}`, { token: reader.accessToken })).status).toBe(200);
    const { data } = await logFor(`subjectId=${id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'enquiry.viewed',
      subjectType: 'enquiry',
      subjectIds: [id],
      actor: { _id: reader.user._id, fullName: 'Vikram Joshi', role: 'admin' },
    });
    expect(Date.now() - Date.parse(data[0].at)).toBeLessThan(60_000);
  });

  it('records the leads a list showed and the ones an export carried', async () => {
    const id = await enquiry();
    await app.api('/admin/enquiries?limit=200', { token: reader.accessToken });
    await (await app.api('/admin/enquiries.csv', { token: reader.accessToken })).text();
    const { data } = await logFor(`subjectId=${id}&actorId=${reader.user._id}`);
    expect(data.map((entry) => entry.action).sort()).toEqual(['enquiries.exported', 'enquiries.listed']);
  });

  it('records an admin opening an account, but not a person reading their own', async () => {
    expect((await app.api(`/users/${user.user._id}`, { token: user.accessToken })).status).toBe(200);
    expect((await logFor(`subjectId=${user.user._id}`)).data).toEqual([]);
    expect((await app.api(`/users/${user.user._id}`, { token: reader.accessToken })).status).toBe(200);
    await app.api('/users?limit=100', { token: reader.accessToken });
    const { data } = await logFor(`subjectId=${user.user._id}`);
    expect(data.map((entry) => entry.action).sort()).toEqual(['user.viewed', 'users.listed']);
  });

  it('records which admin opened which buyer, and the buyers a list showed', async () => {
    const enquiryId = await enquiry();
    const [{ buyerId }] = await app.deps.sql<{ buyerId: string }[]>`select buyer_id as "buyerId" from enquiries where id = ${enquiryId}`;
    expect((await app.api(`/buyers/${buyerId}`, { token: reader.accessToken })).status).toBe(200);
    expect((await app.api('/buyers?limit=100', { token: reader.accessToken })).status).toBe(200);
    const { data } = await logFor(`subjectId=${buyerId}`);
    expect(data.map((entry) => entry.action).sort()).toEqual(['buyer.viewed', 'buyers.listed']);
    expect(data[0]).toMatchObject({ subjectType: 'buyer', actor: { _id: reader.user._id, role: 'admin' } });
  });

  it('holds ids only, nothing of the person it names', async () => {
    const [{ dump }] = await app.deps.sql<{ dump: string }[]>`select coalesce(string_agg(a::text, ' '), '') as dump from access_log a`;
    expect(dump).not.toContain('Asha Patel');
    expect(dump).not.toContain('Ravi Desai');
    expect(dump).not.toContain(user.user.email);
  });

  it('is refused to anyone but an admin', async () => {
    expect((await app.api('/admin/access-log', { token: user.accessToken })).status).toBe(403);
    expect((await app.api('/admin/access-log')).status).toBe(401);
  });

  it('keeps a year of rows at least, and drops what is past the retention', async () => {
    const id = await enquiry();
    await app.api(`/admin/enquiries/${id}`, { token: reader.accessToken });
    await app.deps.sql`update access_log set at = now() - interval '364 days' where ${id} = any(subject_ids)`;
    const now = new Date();
    await pruneAccessLog(app.deps.sql, app.deps.config.accessLogRetentionDays, now);
    expect((await logFor(`subjectId=${id}`)).data).toHaveLength(1);
    await app.deps.sql`update access_log set at = now() - interval '731 days' where ${id} = any(subject_ids)`;
    expect(await pruneAccessLog(app.deps.sql, app.deps.config.accessLogRetentionDays, now)).toBeGreaterThanOrEqual(1);
    expect((await logFor(`subjectId=${id}`)).data).toEqual([]);
  });
});
