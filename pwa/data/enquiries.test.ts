// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryArgs } from '../../contract/enquiries.ts';
import type { User } from '../../contract/users.ts';
import { ApiError } from '../lib/apiError.ts';
import { endSession, startSession } from '../lib/store.ts';
import { offlineDb } from './device/db.ts';
import { sendEnquiry } from './enquiries.ts';

const args: EnquiryArgs = { propertyId: 'p1', name: 'Kiran Shah', mobile: '9825012345', message: 'Is it still available?' };

const user: User = {
  _id: 'u1',
  username: 'asha',
  fullName: 'Asha Patel',
  email: 'a@x.in',
  mobile: '9825000000',
  avatar: null,
  role: 'user',
  locale: null,
  createdAt: '',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A server that answers by method and path, and the requests it saw (with their JSON bodies). */
function server(answer: (method: string, path: string, body: Record<string, unknown> | null) => Response) {
  const seen: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/v1/', '');
      const body = request.method === 'GET' ? null : ((await request.clone().json()) as Record<string, unknown>);
      seen.push({ method: request.method, path, body });
      return answer(request.method, path, body);
    }),
  );
  return seen;
}

const outbox = () => offlineDb().outbox.toArray();

beforeEach(async () => {
  await Promise.all(offlineDb().tables.map((table) => table.clear()));
});

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('sending an enquiry', () => {
  it("sends a visitor's enquiry to the public endpoint under its client-made id and shows the reference it answers", async () => {
    const seen = server(() => json(201, { data: { reference: 'EQ-1001' } }));
    expect(await sendEnquiry(null, args)).toEqual({ kind: 'sent', reference: 'EQ-1001' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: 'enquiries', body: { ...args, id: expect.any(String) } });
    expect(await outbox()).toEqual([]);
  });

  it("sends a signed-in user's enquiry through /sync and reads its reference from their enquiries", async () => {
    startSession({ user, accessToken: 'a' });
    const seen = server((_method, path, body) => {
      if (path === 'sync') {
        const [mutation] = (body as { mutations: { id: string }[] }).mutations;
        return json(200, { data: { results: [{ id: mutation!.id, status: 'applied' }], cursor: 1 } });
      }
      const [sync] = seen;
      const id = (sync!.body as { mutations: { id: string }[] }).mutations[0]!.id;
      return json(200, { data: [{ _id: id, reference: 'EQ-1002' }] });
    });
    expect(await sendEnquiry(user._id, args)).toEqual({ kind: 'sent', reference: 'EQ-1002' });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['POST sync', 'GET enquiries/mine']);
    expect(seen[0]!.body).toMatchObject({ mutations: [{ type: 'enquiry.create', args }] });
    expect(await outbox()).toEqual([]);
  });

  it("keeps a visitor's enquiry made offline on the phone, with no account, and sends nothing", async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const seen = server(() => json(500, {}));
    expect(await sendEnquiry(null, args)).toEqual({ kind: 'queued' });
    expect(seen).toEqual([]);
    expect(await outbox()).toMatchObject([{ userId: 'visitor', type: 'enquiry.create', args }]);
  });

  it('refuses a rate-limited enquiry with the server’s reason and keeps nothing for later', async () => {
    server(() => json(429, { message: 'Too many enquiries from this number; try again in an hour.' }));
    const outcome = await sendEnquiry(null, args);
    expect(outcome.kind).toBe('refused');
    const error = (outcome as { error: unknown }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many enquiries from this number; try again in an hour.' });
    expect(await outbox()).toEqual([]);
  });

  it('hands the field errors of a refused enquiry back to the form', async () => {
    server(() => json(400, { message: 'Validation failed', errors: { fields: { mobile: 'Enter a valid mobile number' } } }));
    const outcome = await sendEnquiry(null, args);
    expect(outcome.kind).toBe('refused');
    expect((outcome as { error: ApiError }).error.errors?.fields).toEqual({ mobile: 'Enter a valid mobile number' });
    expect(await outbox()).toEqual([]);
  });
});
