/**
 * Who may call what: every operation of the OpenAPI document, called over HTTP by a visitor (no
 * token), a user, another user, an agent, another agent and an admin, with a valid request, must answer the status in the
 * table below. The table is keyed by `METHOD /path`; an operation without a row fails, so a new route
 * states who may call it. A refused call must change nothing that is stored.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../openapi/document.ts';
import { declaredOperations } from '../../routes/index.ts';
import { unsubscribeKey, unsubscribeToken } from '../../alerts/unsubscribe.ts';
import { withdrawalToken } from '../../privacy/consentLinks.ts';
import { createSavedSearch } from '../../commands/savedSearchWriter.ts';
import { propertyForm } from '../properties.ts';
import { threeBhk } from '../unitTypes.ts';
import { documentedAnswers } from '../documentedAnswers.ts';
import { createUser, freshMobile } from '../factories.ts';
import { REFRESH_COOKIE } from '../../auth/refreshCookie.ts';
import { refreshTokenOf } from '../refreshCookie.ts';
import { startTestApp, type TestApp } from '../harness.ts';
import { startMailCatcher } from '../mailCatcher.ts';
import {
  accountWithoutLogin,
  actorNames,
  changedTables,
  createActors,
  freshPng,
  freshProject,
  freshProperty,
  projectFields,
  stateDigest,
  type ActorName,
  type Actors,
} from './support.ts';

// Started before the tests are collected: the table's rows are checked against what the routers declare.
const WEBHOOK_SECRET = 'authorization-webhook-secret';
const mail = await startMailCatcher();
// Six actors make the `user` actor's enquiries many times over: the hourly enquiry limit is not the point here.
const app: TestApp = await startTestApp({ LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET, RATE_LIMIT_ENQUIRIES_IP: '1000', SMTP_URL: mail.smtpUrl });
let actors: Actors;
/** The refresh token the next POST /users/refreshToken sends. */
let refreshChain: string;

beforeAll(async () => {
  actors = await createActors(app);
  refreshChain = actors.other.refreshToken;
});
afterAll(async () => {
  await app?.close();
  await mail.stop();
});

interface Call {
  path: string;
  /** A path at the site's root (images, short links, search engines' files), not below /api/v1. */
  site?: boolean;
  method?: string;
  json?: unknown;
  body?: FormData | string;
  /** Replaces the actor's own token (a call that would end the actor's session logs in afresh). */
  token?: string | null;
  /** Headers a browser adds (the refresh-token cookie). */
  headers?: Record<string, string>;
}

type Statuses = Record<ActorName, number>;
const everyone = (status: number): Statuses => ({
  visitor: status,
  user: status,
  other: status,
  agent: status,
  otherAgent: status,
  admin: status,
});
const loggedIn = (status: number): Statuses => ({ ...everyone(status), visitor: 401 });
/** An agent is refused what only the office may do. */
const adminOnly = (status: number): Statuses => ({ visitor: 401, user: 403, other: 403, agent: 403, otherAgent: 403, admin: status });
/** Agents and admins: the leads. */
const staff = (status: number): Statuses => ({ ...adminOnly(status), agent: status, otherAgent: status });
/** A lead assigned to `agent`: another agent finds no such lead. */
const agentsLead = (status: number): Statuses => ({ ...staff(status), otherAgent: 404 });
/** `user` owns the record; `other` is someone else, and so is either agent. */
const ownerOrAdmin = (status: number): Statuses => ({ ...adminOnly(status), user: status });

interface Expectation {
  statuses: Statuses;
  /** A valid request for this actor, on fresh rows when the call changes or removes one. */
  request(actor: ActorName): Promise<Call>;
  /** Why a valid request of everyone is refused here (there is no such file on a site this small). */
  absentHere?: string;
  /** Reads a success answer (the refresh token it hands out). */
  after?(body: unknown, response: Response): void;
}

const tag = () => randomBytes(4).toString('hex');

/** The call as the actor makes it: an /api/v1 path through the harness, a site path as a browser asks it. */
function send(call: Call, token: string | undefined): Promise<Response> {
  if (!call.site)
    return app.api(call.path, { method: call.method ?? 'GET', json: call.json, body: call.body, token, headers: call.headers });
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  // A short link's redirect is the answer, not the page it leads to.
  return fetch(`${app.url}${call.path}`, { method: call.method ?? 'GET', headers, redirect: 'manual' });
}

function form(fields: Record<string, string>, files: { field: string; bytes: Buffer }[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), 'photo.png');
  return body;
}

async function login(email: string, password: string) {
  const response = await app.api('/users/login', { method: 'POST', json: { email, password } });
  expect(response.status).toBe(200);
  const { accessToken } = ((await response.json()) as { data: { accessToken: string } }).data;
  return { accessToken, refreshToken: refreshTokenOf(response)! };
}

/** A fresh session of the actor's own account (the visitor has none). */
async function freshSession(actor: ActorName) {
  if (actor === 'visitor') return null;
  const account = actors[actor];
  return login(account.user.email, account.password);
}

/** The reset token in the e-mail the server sent to a fresh account (its stored body is dropped once sent). */
async function resetToken(email: string): Promise<string> {
  const response = await app.api('/users/forgotPassword', { method: 'POST', json: { email } });
  expect(response.status).toBe(200);
  const [message] = await mail.inbox(email);
  const link = /https?:\/\/\S+\/resetPassword\?token=\S+/.exec(message.text)?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no reset e-mail was recorded');
  return token;
}

/**
 * An account of its own with the actor's role (none for the visitor), for calls that end the
 * caller's logins or change its password: the shared actors keep theirs.
 */
async function spareAccount(actor: ActorName) {
  if (actor === 'visitor') return null;
  return createUser(app, { role: actors[actor].user.role });
}

/** A saved search of the actor's own (the user's for the visitor). */
async function freshSavedSearch(actor: ActorName): Promise<string> {
  const owner = actors[actor === 'visitor' ? 'user' : actor];
  return createSavedSearch(
    app.deps,
    { id: owner.user._id, role: owner.user.role },
    { name: `Search ${tag()}`, query: { q: 'vesu' }, alert: 'daily', channels: ['email'] },
  );
}

/**
 * The token of an alert mail's unsubscribe link for a fresh saved search of the actor's own (the
 * user's for the visitor): spread over the accounts, no one reaches the cap on saved searches.
 */
async function unsubscribeLink(actor: ActorName): Promise<string> {
  const owner = actors[actor === 'visitor' ? 'user' : actor];
  return unsubscribeToken(unsubscribeKey(app.deps.config.authSecret!), {
    userId: owner.user._id,
    scope: `search:${await freshSavedSearch(actor)}`,
  });
}

/** A browser push subscription (what PushSubscription.toJSON() gives). */
const pushSubscription = () => ({
  endpoint: `https://push.example.in/send/${tag()}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
});

/** The shared valid property form (every value a string), with its own title. */
const propertyFields = (title: string) => propertyForm({ title }) as Record<string, string>;

/** An enquiry of the `user` actor with a visit the admin scheduled, assigned to the `agent` actor. */
async function userEnquiryWithVisit(): Promise<string> {
  const made = await app.api('/enquiries', {
    method: 'POST',
    json: { name: 'Asha Patel', mobile: freshMobile() },
    token: actors.user.accessToken,
  });
  expect(made.status).toBe(201);
  const { data } = (await made.json()) as { data: { _id: string } };
  const visitAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const scheduled = await app.api(`/admin/enquiries/${data._id}`, {
    method: 'PATCH',
    json: { visitAt, assigneeId: actors.agent.user._id },
    token: actors.admin.accessToken,
  });
  expect(scheduled.status).toBe(200);
  return data._id;
}

/** An owner's offer (a seller lead) assigned to `agent`. */
async function sellerLead(): Promise<string> {
  const made = await app.api('/owner-listings', { method: 'POST', json: ownerOffer() });
  expect(made.status).toBe(201);
  const { data } = (await made.json()) as { data: { _id: string } };
  await app.deps.sql`update enquiries set assignee_id = ${actors.agent.user._id} where id = ${data._id}`;
  return data._id;
}

const ownerOffer = () => ({
  name: 'Harshad Mehta',
  mobile: freshMobile(),
  purpose: 'sale',
  category: 'Apartment',
  locality: 'Vesu',
  expectedPrice: '8500000',
});

/** A draft listing made from a fresh offer. */
async function freshDraft(): Promise<string> {
  const made = await app.api(`/admin/enquiries/${await sellerLead()}/draft-listing`, { method: 'POST', token: actors.admin.accessToken });
  expect(made.status).toBe(201);
  return ((await made.json()) as { data: { propertyId: string } }).data.propertyId;
}

/** A visitor's erasure request and the code mailed for it. */
async function visitorCode(): Promise<{ requestId: string; code: string }> {
  const email = `visitor${tag()}@example.in`;
  const made = await app.api('/privacy/visitor-requests', { method: 'POST', json: { email } });
  expect(made.status).toBe(201);
  const { requestId } = ((await made.json()) as { data: { requestId: string } }).data;
  // The stored body is dropped once sent: the code is read from the mail as it arrived.
  const [message] = await mail.inbox(email);
  return { requestId, code: /\b(\d{6})\b/.exec(message.text)![1] };
}

/** A portal's CSV lead report of one fresh lead, as the import routes take it. */
function portalFile(): Pick<Call, 'body' | 'headers'> {
  return { body: `Name,Mobile\nKiran Desai,${freshMobile()}\n`, headers: { 'Content-Type': 'text/csv' } };
}

/** A buyer of its own, stored directly (the enquiry limits of this address are the enquiries' rows' business). */
/** A free slot of a fresh listing, its agent (the probes' `agent`) on duty and working every hour of the week. */
async function freeVisitSlot(): Promise<{ propertyId: string; startsAt: string }> {
  const agentId = actors.agent.user._id;
  await app.deps.sql`
    insert into agent_duty (agent_id, on_duty) values (${agentId}, true)
    on conflict (agent_id) do update set on_duty = true`;
  await app.deps.sql`
    insert into agent_working_hours (agent_id, weekday, start_minute, end_minute)
    select ${agentId}, day, 0, 1440 from generate_series(0, 6) as day
    on conflict do nothing`;
  const propertyId = (await freshProperty(app))._id;
  const response = await app.api(`/visits/slots?propertyId=${propertyId}`);
  const { data } = (await response.json()) as { data: { slots: { startsAt: string }[] } };
  // Each probe takes the next slot along: the ones before may be booked by the probes before it.
  return { propertyId, startsAt: data.slots[(visitProbes += 1) % data.slots.length].startsAt };
}
let visitProbes = 0;

async function freshBuyer(): Promise<string> {
  const [row] = await app.deps.sql<
    { id: string }[]
  >`insert into buyers (name, mobile) values ('Kiran Desai', ${freshMobile()}) returning id`;
  return row!.id;
}

/** A buyer whose one lead is assigned to the `agent` actor: another agent finds no such buyer. */
async function agentsBuyer(): Promise<string> {
  const buyerId = await freshBuyer();
  await app.deps.sql`
    insert into enquiries (id, name, mobile, buyer_id, assignee_id)
    select ${randomUUID()}, name, mobile, id, ${actors.agent.user._id} from buyers where id = ${buyerId}`;
  return buyerId;
}

/** A requirement of a buyer of the `agent` actor's. */
async function freshRequirement(): Promise<string> {
  const id = randomUUID();
  await app.deps.sql`insert into buyer_requirements (id, buyer_id, transaction_type) values (${id}, ${await agentsBuyer()}, 'Buy')`;
  return id;
}

/** A listing matched to a buyer of the `agent` actor's. */
async function freshMatch(): Promise<string> {
  const [row] = await app.deps.sql<{ id: string }[]>`
    insert into buyer_matches (property_id, buyer_id, agent_id, reason, event_seq)
    values (${(await freshProperty(app))._id}, ${await agentsBuyer()}, ${actors.agent.user._id}, 'new_listing', 1) returning id`;
  return row!.id;
}

/** A grievance filed by a visitor: its tracking number and id. */
async function freshGrievance(): Promise<{ trackingNumber: string; id: string }> {
  const filed = await app.api('/grievances', {
    method: 'POST',
    json: { name: 'Asha Patel', email: `asha${tag()}@example.in`, topic: 'access', description: 'What do you hold about me?' },
  });
  expect(filed.status).toBe(201);
  const { trackingNumber } = ((await filed.json()) as { data: { trackingNumber: string } }).data;
  const [row] = await app.deps.sql<{ id: string }[]>`select id from grievances where tracking_number = ${trackingNumber}`;
  return { trackingNumber, id: row.id };
}

const expectations: Record<string, Expectation> = {
  'GET /health': { statuses: everyone(200), request: async () => ({ path: '/health' }) },
  'GET /agency': { statuses: everyone(200), request: async () => ({ path: '/agency' }) },
  'GET /agency/cost-rates': { statuses: everyone(200), request: async () => ({ path: '/agency/cost-rates' }) },
  'GET /localities/{slug}': { statuses: everyone(200), request: async () => ({ path: '/localities/vesu' }) },
  'GET /openapi.json': { statuses: everyone(200), request: async () => ({ path: '/openapi.json' }) },
  'GET /docs': { statuses: everyone(200), request: async () => ({ path: '/docs' }) },

  'GET /media/{key}': {
    statuses: everyone(200),
    request: async () => ({ path: (await freshProject(app, 1)).images[0], site: true }),
  },
  'GET /p/{reference}': {
    statuses: everyone(301),
    request: async () => ({ path: `/p/${(await freshProperty(app)).reference}`, site: true }),
  },
  'GET /robots.txt': { statuses: everyone(200), request: async () => ({ path: '/robots.txt', site: true }) },
  'GET /sitemap.xml': { statuses: everyone(200), request: async () => ({ path: '/sitemap.xml', site: true }) },
  'GET /sitemap-{file}.xml': {
    statuses: everyone(404),
    absentHere: 'a site under 50,000 URLs has one sitemap, not numbered files',
    request: async () => ({ path: '/sitemap-1.xml', site: true }),
  },

  'POST /users/register': {
    statuses: everyone(201),
    request: async () => {
      const t = tag();
      return {
        path: '/users/register',
        method: 'POST',
        json: { username: `new_${t}`, fullName: 'Asha Patel', email: `new${t}@example.in`, password: 'Secret-123', mobile: '9876543210' },
      };
    },
  },
  'POST /users/login': {
    statuses: everyone(200),
    request: async () => ({
      path: '/users/login',
      method: 'POST',
      json: { email: actors.user.user.email, password: actors.user.password },
    }),
  },
  'POST /users/refreshToken': {
    statuses: everyone(200),
    // Each answer's new refresh token (its cookie) is the next call's, as a browser would chain them.
    request: async () => ({ path: '/users/refreshToken', method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=${refreshChain}` } }),
    after: (_body, response) => {
      refreshChain = refreshTokenOf(response)!;
    },
  },
  'POST /users/logout': {
    statuses: everyone(200),
    request: async (actor) => {
      const session = await freshSession(actor);
      return {
        path: '/users/logout',
        method: 'POST',
        json: session ? { refreshToken: session.refreshToken } : {},
        token: session?.accessToken ?? null,
      };
    },
  },
  'POST /users/forgotPassword': {
    statuses: everyone(200),
    request: async () => ({ path: '/users/forgotPassword', method: 'POST', json: { email: actors.other.user.email } }),
  },
  'POST /users/resetPassword': {
    statuses: everyone(200),
    request: async () => {
      const user = await accountWithoutLogin(app);
      return { path: '/users/resetPassword', method: 'POST', json: { token: await resetToken(user.email), password: 'BrandNew-42' } };
    },
  },
  'GET /users': { statuses: adminOnly(200), request: async () => ({ path: '/users' }) },
  'GET /users/me': { statuses: loggedIn(200), request: async () => ({ path: '/users/me' }) },
  'GET /users/{id}': { statuses: ownerOrAdmin(200), request: async () => ({ path: `/users/${actors.user.user._id}` }) },
  'PUT /users/{id}': {
    statuses: ownerOrAdmin(200),
    request: async () => {
      const { username, fullName, email, mobile } = actors.user.user;
      return { path: `/users/${actors.user.user._id}`, method: 'PUT', json: { username, fullName, email, mobile } };
    },
  },
  'PATCH /users/{id}': {
    statuses: ownerOrAdmin(200),
    request: async () => ({
      path: `/users/${actors.user.user._id}`,
      method: 'PATCH',
      body: form({}, [{ field: 'avatar', bytes: await freshPng() }]),
    }),
  },
  'GET /users/me/sessions': { statuses: loggedIn(200), request: async () => ({ path: '/users/me/sessions' }) },
  'DELETE /users/me/sessions': {
    statuses: loggedIn(200),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      return { path: '/users/me/sessions?others=true', method: 'DELETE', token: spare?.accessToken ?? null };
    },
  },
  'DELETE /users/me/sessions/{sessionId}': {
    statuses: loggedIn(200),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      if (!spare) return { path: `/users/me/sessions/${randomBytes(16).toString('hex')}`, method: 'DELETE', token: null };
      const second = await login(spare.user.email, spare.password);
      const listed = await app.api('/users/me/sessions', { token: second.accessToken });
      const sessions = ((await listed.json()) as { data: { _id: string; current: boolean }[] }).data;
      const other = sessions.find((session) => !session.current)!;
      return { path: `/users/me/sessions/${other._id}`, method: 'DELETE', token: second.accessToken };
    },
  },
  'POST /users/me/password': {
    statuses: loggedIn(200),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      return {
        path: '/users/me/password',
        method: 'POST',
        json: { currentPassword: spare?.password ?? 'Secret-123', newPassword: 'BrandNew-42' },
        token: spare?.accessToken ?? null,
      };
    },
  },
  'DELETE /users/{id}/sessions': {
    statuses: adminOnly(200),
    request: async () => {
      const user = await accountWithoutLogin(app);
      return { path: `/users/${user.id}/sessions`, method: 'DELETE' };
    },
  },
  'PATCH /users/{id}/role': {
    statuses: adminOnly(200),
    request: async () => {
      const user = await accountWithoutLogin(app);
      return { path: `/users/${user.id}/role`, method: 'PATCH', json: { role: 'admin' } };
    },
  },
  'DELETE /users/{id}': {
    statuses: adminOnly(200),
    request: async () => {
      const user = await accountWithoutLogin(app);
      return { path: `/users/${user.id}`, method: 'DELETE' };
    },
  },

  'GET /properties/search': { statuses: everyone(200), request: async () => ({ path: '/properties/search?q=vesu&limit=5' }) },
  'GET /properties/map': { statuses: everyone(200), request: async () => ({ path: '/properties/map?bbox=72.7,21.1,72.9,21.25&zoom=12' }) },
  'POST /properties': { statuses: loggedIn(200), request: async () => ({ path: '/properties?limit=5', method: 'POST' }) },
  'GET /properties/{id}': {
    statuses: everyone(200),
    request: async () => ({ path: `/properties/${(await freshProperty(app))._id}` }),
  },
  'GET /properties/{id}/similar': {
    statuses: everyone(200),
    request: async () => ({ path: `/properties/${(await freshProperty(app))._id}/similar` }),
  },
  'GET /properties/{id}/price-facts': {
    statuses: everyone(200),
    request: async () => ({ path: `/properties/${(await freshProperty(app))._id}/price-facts` }),
  },
  'POST /properties/create': {
    statuses: adminOnly(201),
    request: async () => ({
      path: '/properties/create',
      method: 'POST',
      body: form(propertyFields(`Flat ${tag()} in Vesu`), [{ field: 'images', bytes: await freshPng() }]),
    }),
  },
  'PATCH /properties/{id}': {
    statuses: adminOnly(200),
    request: async () => {
      const property = await freshProperty(app, 1);
      const fields = { ...propertyFields(`Edited flat ${tag()}`), keepImages: JSON.stringify(property.images) };
      return { path: `/properties/${property._id}`, method: 'PATCH', body: form(fields) };
    },
  },
  'DELETE /properties/{id}': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/properties/${(await freshProperty(app))._id}`, method: 'DELETE' }),
  },
  'POST /properties/{id}/favorite': {
    statuses: loggedIn(200),
    request: async () => ({ path: `/properties/${(await freshProperty(app))._id}/favorite`, method: 'POST', json: { favorite: true } }),
  },
  'GET /favorites': { statuses: loggedIn(200), request: async () => ({ path: '/favorites' }) },
  'GET /admin/dashboard': { statuses: adminOnly(200), request: async () => ({ path: '/admin/dashboard' }) },

  'GET /projects': { statuses: everyone(200), request: async () => ({ path: '/projects' }) },
  'GET /projects/{idOrSlug}': {
    statuses: everyone(200),
    request: async () => ({ path: `/projects/${(await freshProject(app)).slug}` }),
  },
  'POST /projects': {
    statuses: adminOnly(201),
    request: async () => ({
      path: '/projects',
      method: 'POST',
      body: form(projectFields(), [{ field: 'images', bytes: await freshPng() }]),
    }),
  },
  'PUT /projects/{idOrSlug}': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/projects/${(await freshProject(app))._id}`, method: 'PUT', body: form(projectFields()) }),
  },
  'DELETE /projects/{idOrSlug}': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/projects/${(await freshProject(app))._id}`, method: 'DELETE' }),
  },
  'DELETE /projects/{id}/images': {
    statuses: adminOnly(200),
    request: async () => {
      const project = await freshProject(app, 1);
      return { path: `/projects/${project._id}/images`, method: 'DELETE', json: { imageUrl: project.images[0] } };
    },
  },

  'PUT /projects/{id}/unit-types': {
    statuses: staff(200),
    request: async () => ({
      path: `/projects/${(await freshProject(app))._id}/unit-types`,
      method: 'PUT',
      json: {
        unitTypes: [threeBhk()],
      },
    }),
  },

  'GET /sync': { statuses: everyone(200), request: async () => ({ path: '/sync?since=0' }) },
  'POST /sync': {
    statuses: loggedIn(200),
    request: async () => {
      const property = await freshProperty(app);
      const event = {
        id: crypto.randomUUID(),
        type: 'favorite.set',
        propertyId: property._id,
        favorite: true,
        occurredAt: new Date().toISOString(),
      };
      return { path: '/sync', method: 'POST', json: { events: [event] } };
    },
  },
  'POST /enquiries': {
    statuses: everyone(201),
    request: async () => ({
      path: '/enquiries',
      method: 'POST',
      json: { propertyId: (await freshProperty(app))._id, name: 'Asha Patel', mobile: freshMobile() },
    }),
  },
  'GET /enquiries/mine': { statuses: loggedIn(200), request: async () => ({ path: '/enquiries/mine' }) },
  'POST /owner-listings': {
    statuses: everyone(201),
    request: async () => ({ path: '/owner-listings', method: 'POST', json: ownerOffer() }),
  },
  'POST /owner-listings/photos': {
    statuses: everyone(201),
    request: async () => ({
      path: '/owner-listings/photos',
      method: 'POST',
      body: form({}, [{ field: 'images', bytes: await freshPng() }]),
    }),
  },
  'POST /admin/enquiries/{id}/draft-listing': {
    statuses: agentsLead(201),
    request: async () => ({ path: `/admin/enquiries/${await sellerLead()}/draft-listing`, method: 'POST' }),
  },
  'GET /properties/drafts': { statuses: staff(200), request: async () => ({ path: '/properties/drafts' }) },
  'GET /properties/closed': { statuses: staff(200), request: async () => ({ path: '/properties/closed' }) },
  'POST /properties/{id}/availability': {
    statuses: staff(200),
    request: async () => ({
      path: `/properties/${(await freshProperty(app))._id}/availability`,
      method: 'POST',
      json: { availability: 'under_offer' },
    }),
  },
  'POST /properties/{id}/publish': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/properties/${await freshDraft()}/publish`, method: 'POST' }),
  },
  'GET /enquiries/{id}/visit.ics': {
    // Someone else's enquiry is not there for the caller (404), rather than forbidden; its agent sees it.
    statuses: { visitor: 401, user: 200, other: 404, agent: 200, otherAgent: 404, admin: 200 },
    request: async () => ({ path: `/enquiries/${await userEnquiryWithVisit()}/visit.ics` }),
  },
  'POST /contact-clicks': {
    statuses: everyone(204),
    request: async () => ({
      path: '/contact-clicks',
      method: 'POST',
      json: { propertyId: (await freshProperty(app))._id, channel: 'whatsapp' },
    }),
  },
  'GET /admin/enquiries': { statuses: staff(200), request: async () => ({ path: '/admin/enquiries?q=Asha' }) },
  'GET /admin/enquiries.csv': { statuses: staff(200), request: async () => ({ path: '/admin/enquiries.csv' }) },
  'GET /admin/listing-leads': { statuses: staff(200), request: async () => ({ path: '/admin/listing-leads' }) },
  'GET /admin/enquiries/{id}': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/admin/enquiries/${await userEnquiryWithVisit()}` }),
  },
  'PATCH /admin/enquiries/{id}': {
    statuses: agentsLead(200),
    request: async () => ({
      path: `/admin/enquiries/${await userEnquiryWithVisit()}`,
      method: 'PATCH',
      json: { status: 'visited', note: 'Liked the balcony' },
    }),
  },
  'GET /agents/me/today': { statuses: staff(200), request: async () => ({ path: '/agents/me/today' }) },
  'PUT /admin/enquiries/{id}/next-action': {
    statuses: agentsLead(200),
    request: async () => ({
      path: `/admin/enquiries/${await userEnquiryWithVisit()}/next-action`,
      method: 'PUT',
      json: { kind: 'call_back', dueAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  },
  'POST /admin/enquiries/{id}/next-action/done': {
    statuses: agentsLead(200),
    request: async () => {
      const id = await userEnquiryWithVisit();
      // Due tomorrow: the reminder job must not change rows while a refusal is being checked.
      await app.deps.sql`update enquiries set next_action = 'call_back', next_action_due_at = now() + interval '1 day' where id = ${id}`;
      return { path: `/admin/enquiries/${id}/next-action/done`, method: 'POST' };
    },
  },
  'POST /admin/enquiries/{id}/outcomes': {
    statuses: agentsLead(201),
    request: async () => ({
      path: `/admin/enquiries/${await userEnquiryWithVisit()}/outcomes`,
      method: 'POST',
      json: { outcome: 'not_reached' },
    }),
  },

  'GET /admin/reports': { statuses: staff(200), request: async () => ({ path: '/admin/reports?from=2026-01-01&to=2026-01-31' }) },
  'GET /admin/reports.csv': {
    statuses: staff(200),
    request: async () => ({ path: '/admin/reports.csv?table=funnel_agent' }),
  },
  'GET /admin/visit-reports': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/admin/visit-reports?from=2026-01-01&to=2026-01-31' }),
  },
  'GET /admin/visit-reports.csv': { statuses: adminOnly(200), request: async () => ({ path: '/admin/visit-reports.csv?by=listing' }) },

  'GET /buyers': { statuses: staff(200), request: async () => ({ path: '/buyers?q=Kiran' }) },
  'GET /buyers/{id}': { statuses: agentsLead(200), request: async () => ({ path: `/buyers/${await agentsBuyer()}` }) },
  'POST /buyers/{id}/merge': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/buyers/${await agentsBuyer()}/merge`, method: 'POST', json: { buyerId: await freshBuyer() } }),
  },
  'POST /buyers/{id}/contacts': {
    statuses: agentsLead(201),
    request: async () => ({
      path: `/buyers/${await agentsBuyer()}/contacts`,
      method: 'POST',
      json: { channel: 'call', outcome: 'reached' },
    }),
  },
  'GET /buyers/{id}/requirements': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/buyers/${await agentsBuyer()}/requirements` }),
  },
  'POST /buyers/{id}/requirements': {
    statuses: agentsLead(201),
    request: async () => ({ path: `/buyers/${await agentsBuyer()}/requirements`, method: 'POST', json: { purpose: 'buy', bhk: [2] } }),
  },
  'PATCH /requirements/{id}': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/requirements/${await freshRequirement()}`, method: 'PATCH', json: { maxBudget: 9000000 } }),
  },
  'GET /agents/me/matches': { statuses: staff(200), request: async () => ({ path: '/agents/me/matches' }) },
  'POST /matches/{id}/share': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/matches/${await freshMatch()}/share`, method: 'POST' }),
  },
  'POST /matches/{id}/dismiss': {
    statuses: agentsLead(200),
    request: async () => ({ path: `/matches/${await freshMatch()}/dismiss`, method: 'POST' }),
  },
  'GET /lead-imports/mappings': { statuses: adminOnly(200), request: async () => ({ path: '/lead-imports/mappings' }) },
  'PUT /lead-imports/mappings/{portal}': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/lead-imports/mappings/housing', method: 'PUT', json: { name: 'Name', mobile: 'Phone' } }),
  },
  'POST /lead-imports/preview': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/lead-imports/preview?portal=99acres', method: 'POST', ...portalFile() }),
  },
  'POST /lead-imports': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/lead-imports?portal=99acres', method: 'POST', ...portalFile() }),
  },
  'POST /leads/inbound': {
    statuses: everyone(201),
    request: async () => {
      const json = { name: 'Kiran Desai', mobile: freshMobile() };
      const signature = createHmac('sha256', WEBHOOK_SECRET).update(JSON.stringify(json)).digest('hex');
      return {
        path: '/leads/inbound',
        method: 'POST',
        json,
        headers: { 'X-Signature': `sha256=${signature}`, 'Idempotency-Key': randomUUID() },
      };
    },
  },

  'GET /admin/lead-assignment': { statuses: adminOnly(200), request: async () => ({ path: '/admin/lead-assignment' }) },
  'PUT /admin/lead-assignment': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/admin/lead-assignment', method: 'PUT', json: { mode: 'manual', rules: [], onDuty: [] } }),
  },
  'GET /admin/speed-to-lead': { statuses: adminOnly(200), request: async () => ({ path: '/admin/speed-to-lead' }) },
  'GET /agents/me/duty': { statuses: staff(200), request: async () => ({ path: '/agents/me/duty' }) },
  'GET /visits/slots': {
    statuses: everyone(200),
    request: async () => ({ path: `/visits/slots?propertyId=${(await freshProperty(app))._id}` }),
  },
  'POST /visits': {
    statuses: everyone(201),
    request: async () => {
      const slot = await freeVisitSlot();
      return { path: '/visits', method: 'POST', json: { ...slot, name: 'Asha Patel', mobile: freshMobile() } };
    },
  },
  // A link's page answers everyone alike; a missing or forged token is a page saying so (and changes nothing).
  'GET /visits/manage': { statuses: everyone(200), request: async () => ({ path: '/visits/manage?token=not-a-link&lang=gu' }) },
  'POST /visits/manage': {
    statuses: everyone(200),
    request: async () => ({ path: '/visits/manage?token=not-a-link', method: 'POST', json: {} }),
  },
  'GET /visits/feedback': { statuses: everyone(200), request: async () => ({ path: '/visits/feedback?token=not-a-link&lang=hi' }) },
  'POST /visits/feedback': {
    statuses: everyone(200),
    request: async () => ({ path: '/visits/feedback?token=not-a-link', method: 'POST', json: {} }),
  },
  // A visit that is no visit: the guard answers before the lookup (404 for staff, who pass it).
  'PUT /visits/{id}/note': {
    statuses: staff(404),
    request: async () => ({ path: `/visits/${randomUUID()}/note`, method: 'PUT', json: { note: 'Liked the flat' } }),
  },
  'GET /agents/me/calendar-feed': { statuses: staff(200), request: async () => ({ path: '/agents/me/calendar-feed' }) },
  'POST /agents/me/calendar-feed': { statuses: staff(201), request: async () => ({ path: '/agents/me/calendar-feed', method: 'POST' }) },
  'DELETE /agents/me/calendar-feed': {
    statuses: staff(200),
    request: async () => ({ path: '/agents/me/calendar-feed', method: 'DELETE' }),
  },
  // Only a live secret opens a feed; an unknown one is not there, whoever asks.
  'GET /calendar-feeds/{token}/visits.ics': {
    statuses: everyone(404),
    absentHere: 'No feed has this secret.',
    request: async () => ({ path: `/calendar-feeds/${tag()}${tag()}${tag()}/visits.ics` }),
  },
  'GET /agents/me/visits': { statuses: staff(200), request: async () => ({ path: '/agents/me/visits?date=2026-01-15' }) },
  // A visit that is no visit: the guard answers before the lookup (404 for staff, who pass it).
  'POST /visits/{id}/visited': {
    statuses: staff(404),
    request: async () => ({ path: `/visits/${randomUUID()}/visited`, method: 'POST', json: { reason: 'Buyer came' } }),
  },
  'GET /agents/me/availability': { statuses: staff(200), request: async () => ({ path: '/agents/me/availability' }) },
  'GET /admin/agents/{id}/availability': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/agents/${actors.otherAgent.user._id}/availability` }),
  },
  'PUT /admin/agents/{id}/availability': {
    statuses: adminOnly(200),
    request: async () => ({
      path: `/admin/agents/${actors.otherAgent.user._id}/availability`,
      method: 'PUT',
      json: { hours: [{ weekday: 1, from: '10:00', to: '18:00' }], blocks: [] },
    }),
  },
  'GET /admin/visit-settings': { statuses: adminOnly(200), request: async () => ({ path: '/admin/visit-settings' }) },
  'PUT /admin/visit-settings': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/admin/visit-settings', method: 'PUT', json: { defaultMinutes: 45, bufferMinutes: 15 } }),
  },
  'GET /admin/properties/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/properties/${(await freshProperty(app))._id}/visit-length` }),
  },
  'PUT /admin/properties/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({
      path: `/admin/properties/${(await freshProperty(app))._id}/visit-length`,
      method: 'PUT',
      json: { minutes: 60 },
    }),
  },
  'DELETE /admin/properties/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/properties/${(await freshProperty(app))._id}/visit-length`, method: 'DELETE' }),
  },
  'GET /admin/projects/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/projects/${(await freshProject(app))._id}/visit-length` }),
  },
  'PUT /admin/projects/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/projects/${(await freshProject(app))._id}/visit-length`, method: 'PUT', json: { minutes: 90 } }),
  },
  'DELETE /admin/projects/{id}/visit-length': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/projects/${(await freshProject(app))._id}/visit-length`, method: 'DELETE' }),
  },
  'PUT /agents/me/duty': {
    statuses: staff(200),
    request: async () => ({ path: '/agents/me/duty', method: 'PUT', json: { onDuty: false } }),
  },

  'GET /saved-searches': { statuses: loggedIn(200), request: async () => ({ path: '/saved-searches' }) },
  'POST /saved-searches': {
    statuses: loggedIn(201),
    request: async () => ({
      path: '/saved-searches',
      method: 'POST',
      json: { name: `Flats ${tag()}`, query: { q: 'vesu', minPrice: 2000000 }, alert: 'weekly', channels: ['email'] },
    }),
  },
  'GET /saved-searches/new-since-visit': { statuses: loggedIn(200), request: async () => ({ path: '/saved-searches/new-since-visit' }) },
  'PATCH /saved-searches/{id}': {
    statuses: loggedIn(200),
    request: async (actor) => ({ path: `/saved-searches/${await freshSavedSearch(actor)}`, method: 'PATCH', json: { paused: true } }),
  },
  'DELETE /saved-searches/{id}': {
    statuses: loggedIn(200),
    request: async (actor) => ({ path: `/saved-searches/${await freshSavedSearch(actor)}`, method: 'DELETE' }),
  },
  'GET /saved-searches/{id}/new': {
    statuses: loggedIn(200),
    request: async (actor) => ({ path: `/saved-searches/${await freshSavedSearch(actor)}/new` }),
  },
  'GET /notification-settings': { statuses: loggedIn(200), request: async () => ({ path: '/notification-settings' }) },
  'PATCH /notification-settings': {
    statuses: loggedIn(200),
    request: async () => ({ path: '/notification-settings', method: 'PATCH', json: { push: true } }),
  },
  'GET /push/key': { statuses: everyone(200), request: async () => ({ path: '/push/key' }) },
  'POST /push/subscriptions': {
    statuses: loggedIn(201),
    request: async () => ({ path: '/push/subscriptions', method: 'POST', json: pushSubscription() }),
  },
  'DELETE /push/subscriptions': {
    statuses: loggedIn(200),
    request: async () => ({ path: '/push/subscriptions', method: 'DELETE', json: { endpoint: pushSubscription().endpoint } }),
  },
  'GET /unsubscribe': {
    statuses: everyone(200),
    request: async (actor) => ({ path: `/unsubscribe?token=${encodeURIComponent(await unsubscribeLink(actor))}` }),
  },
  'POST /unsubscribe': {
    statuses: everyone(200),
    request: async (actor) => ({ path: `/unsubscribe?token=${encodeURIComponent(await unsubscribeLink(actor))}`, method: 'POST' }),
  },

  'GET /privacy/export': { statuses: loggedIn(200), request: async () => ({ path: '/privacy/export' }) },
  'GET /privacy/erasure': { statuses: loggedIn(200), request: async () => ({ path: '/privacy/erasure' }) },
  'POST /privacy/erasure': {
    statuses: loggedIn(201),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      return {
        path: '/privacy/erasure',
        method: 'POST',
        json: { currentPassword: spare?.password ?? 'Secret-123' },
        token: spare?.accessToken ?? null,
      };
    },
  },
  'DELETE /privacy/erasure': {
    statuses: loggedIn(200),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      if (spare) {
        const asked = await app.api('/privacy/erasure', {
          method: 'POST',
          json: { currentPassword: spare.password },
          token: spare.accessToken,
        });
        expect(asked.status).toBe(201);
      }
      return { path: '/privacy/erasure', method: 'DELETE', token: spare?.accessToken ?? null };
    },
  },
  'GET /privacy/nominee': { statuses: loggedIn(200), request: async () => ({ path: '/privacy/nominee' }) },
  'PUT /privacy/nominee': {
    statuses: loggedIn(200),
    request: async () => ({
      path: '/privacy/nominee',
      method: 'PUT',
      json: { name: 'Farida Patel', email: 'farida@example.in', mobile: '9825012345', relation: 'Sister' },
    }),
  },
  'DELETE /privacy/nominee': {
    statuses: loggedIn(200),
    request: async (actor) => {
      const spare = await spareAccount(actor);
      if (spare) {
        const named = await app.api('/privacy/nominee', {
          method: 'PUT',
          json: { name: 'Farida Patel', email: 'farida@example.in', relation: 'Sister' },
          token: spare.accessToken,
        });
        expect(named.status).toBe(200);
      }
      return { path: '/privacy/nominee', method: 'DELETE', token: spare?.accessToken ?? null };
    },
  },
  'GET /privacy/enquiries': { statuses: loggedIn(200), request: async () => ({ path: '/privacy/enquiries' }) },
  'PUT /privacy/enquiries/{id}/contact': {
    // Only the person's own enquiry is there for them; the office corrects leads in the pipeline.
    statuses: { visitor: 401, user: 200, other: 404, agent: 404, otherAgent: 404, admin: 404 },
    request: async () => ({
      path: `/privacy/enquiries/${await userEnquiryWithVisit()}/contact`,
      method: 'PUT',
      json: { name: 'Asha R. Patel', mobile: freshMobile(), email: '' },
    }),
  },
  'POST /privacy/visitor-requests': {
    statuses: everyone(201),
    request: async () => ({ path: '/privacy/visitor-requests', method: 'POST', json: { email: `visitor${tag()}@example.in` } }),
  },
  'POST /privacy/visitor-requests/{id}/verify': {
    statuses: everyone(200),
    request: async () => {
      const { requestId, code } = await visitorCode();
      return { path: `/privacy/visitor-requests/${requestId}/verify`, method: 'POST', json: { code } };
    },
  },
  // The parent's or guardian's link page answers everyone alike; a forged token is a page saying so (and changes nothing).
  'GET /privacy/parental-consent': {
    statuses: everyone(200),
    request: async () => ({ path: '/privacy/parental-consent?token=not-a-link&lang=hi' }),
  },
  'POST /privacy/parental-consent': {
    statuses: everyone(200),
    request: async () => ({
      path: '/privacy/parental-consent?token=not-a-link',
      method: 'POST',
      json: { decision: 'consent', guardian: 'yes' },
    }),
  },
  'GET /privacy/consents': { statuses: loggedIn(200), request: async () => ({ path: '/privacy/consents' }) },
  'PUT /privacy/consents/{purpose}': {
    statuses: loggedIn(200),
    request: async () => ({ path: '/privacy/consents/marketing', method: 'PUT', json: { granted: true } }),
  },
  'GET /privacy/withdrawals': {
    statuses: everyone(200),
    request: async () => {
      const token = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'user', id: actors.user.user._id }, purposes: ['alerts'] });
      return { path: `/privacy/withdrawals?token=${encodeURIComponent(token)}` };
    },
  },
  'POST /privacy/withdrawals': {
    statuses: everyone(200),
    request: async () => {
      const token = withdrawalToken(app.deps.consentLinkKey, { subject: { kind: 'enquiry', id: randomUUID() }, purposes: ['marketing'] });
      return { path: `/privacy/withdrawals?token=${encodeURIComponent(token)}`, method: 'POST' };
    },
  },
  'POST /grievances': {
    statuses: everyone(201),
    request: async () => ({
      path: '/grievances',
      method: 'POST',
      json: { name: 'Asha Patel', email: `asha${tag()}@example.in`, topic: 'erasure', description: 'Please erase my enquiry.' },
    }),
  },
  'GET /grievances/{trackingNumber}': {
    statuses: everyone(200),
    request: async () => ({ path: `/grievances/${(await freshGrievance()).trackingNumber}` }),
  },
  'GET /grievance-officer': { statuses: everyone(200), request: async () => ({ path: '/grievance-officer' }) },
  'GET /admin/grievances': { statuses: adminOnly(200), request: async () => ({ path: '/admin/grievances' }) },
  'GET /admin/grievances/{id}': {
    statuses: adminOnly(200),
    request: async () => ({ path: `/admin/grievances/${(await freshGrievance()).id}` }),
  },
  'POST /admin/grievances/{id}/replies': {
    statuses: adminOnly(201),
    request: async () => ({
      path: `/admin/grievances/${(await freshGrievance()).id}/replies`,
      method: 'POST',
      json: { body: 'Here is everything we hold about you.', status: 'resolved' },
    }),
  },
  'GET /admin/access-log': { statuses: adminOnly(200), request: async () => ({ path: '/admin/access-log' }) },
  'POST /admin/breach-notices': {
    statuses: adminOnly(201),
    request: async () => ({
      path: '/admin/breach-notices',
      method: 'POST',
      json: {
        subject: 'A copy of our enquiry list was exposed',
        body: 'A backup holding names and mobile numbers was reachable for six hours; we closed it and rotated every key.',
        audience: 'listed',
        emails: (await accountWithoutLogin(app)).email,
      },
    }),
  },
  'GET /admin/breach-notices': { statuses: adminOnly(200), request: async () => ({ path: '/admin/breach-notices' }) },
  'POST /vitals': {
    statuses: everyone(204),
    request: async () => ({
      path: '/vitals',
      method: 'POST',
      json: { route: '/', locale: 'en', device: 'phone', connection: '4g', metrics: { LCP: 1800, CLS: 0.02 } },
    }),
  },
  'GET /admin/vitals': { statuses: adminOnly(200), request: async () => ({ path: '/admin/vitals?days=28' }) },
  'POST /admin/breach-notices/preview': {
    statuses: adminOnly(200),
    request: async () => ({ path: '/admin/breach-notices/preview', method: 'POST', json: { audience: 'all' } }),
  },
};

type Document = { paths: Record<string, Record<string, { operationId: string; 'x-auth': string }>> };
const document = buildOpenApiDocument(declaredOperations(app.deps)) as Document;
const problemsOf = documentedAnswers(document as never);
const documented = Object.entries(document.paths).flatMap(([path, { servers: _site, ...methods }]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);

/** What the document's `x-auth` promises for a refused caller. */
const impliedByAuth: Record<string, Partial<Statuses>> = {
  public: {},
  optional: {},
  user: { visitor: 401 },
  agent: { visitor: 401, user: 403, other: 403 },
  admin: { visitor: 401, user: 403, other: 403, agent: 403, otherAgent: 403 },
};

describe('the authorization table', () => {
  it('has a row for every operation of the OpenAPI document', () => {
    expect(documented.map(({ key }) => key).filter((key) => !expectations[key])).toEqual([]);
  });

  it('has no row for an operation the document does not list', () => {
    const keys = new Set(documented.map(({ key }) => key));
    expect(Object.keys(expectations).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('agrees with who the document says may call each operation', () => {
    const disagreements = documented.flatMap(({ key, operation }) => {
      const statuses = expectations[key]?.statuses;
      if (!statuses) return [];
      const implied = impliedByAuth[operation['x-auth']];
      const refusedActors = (Object.entries(implied) as [ActorName, number][]).filter(([actor, status]) => statuses[actor] !== status);
      const refusesPublic =
        ['public', 'optional'].includes(operation['x-auth']) &&
        !expectations[key].absentHere &&
        Object.values(statuses).some((status) => status >= 400);
      return refusedActors.length || refusesPublic ? [`${key} (${operation['x-auth']})`] : [];
    });
    expect(disagreements).toEqual([]);
  });
});

describe.each(documented.map(({ key }) => key))('%s', (key) => {
  it.each(actorNames)('answers the status of the table to the %s and changes nothing when it refuses', async (actor) => {
    const expectation = expectations[key];
    if (!expectation) throw new Error(`No row for ${key} in the authorization table: say which actors may call it.`);
    const call = await expectation.request(actor);
    const expected = expectation.statuses[actor];
    const before = expected >= 400 ? await stateDigest(app) : null;
    const token = call.token === undefined ? actors.token(actor) : (call.token ?? undefined);
    const response = await send(call, token);
    const text = await response.text();
    expect(response.status, `${key} as ${actor}: ${text.slice(0, 300)}`).toBe(expected);
    expect(problemsOf(key, response, text)).toEqual([]);
    if (before) expect(changedTables(before, await stateDigest(app))).toEqual([]);
    else expectation.after?.(JSON.parse(text), response);
  });
});

/** The main refusal of each operation anyone may call, which the table above never meets. */
const mainRefusals: Record<string, { status: number; request(): Promise<Call> }> = {
  'POST /users/register': { status: 400, request: async () => ({ path: '/users/register', method: 'POST', json: {} }) },
  'POST /users/login': {
    status: 401,
    request: async () => ({ path: '/users/login', method: 'POST', json: { email: actors.user.user.email, password: 'Wrong-password-1' } }),
  },
  'POST /users/refreshToken': {
    status: 401,
    request: async () => ({ path: '/users/refreshToken', method: 'POST', headers: { Cookie: `${REFRESH_COOKIE}=unknown-${tag()}` } }),
  },
  'POST /users/forgotPassword': { status: 400, request: async () => ({ path: '/users/forgotPassword', method: 'POST', json: {} }) },
  'POST /users/resetPassword': { status: 400, request: async () => ({ path: '/users/resetPassword', method: 'POST', json: {} }) },
  'GET /properties/search': { status: 400, request: async () => ({ path: '/properties/search?propertyType=castle' }) },
  'GET /properties/map': { status: 400, request: async () => ({ path: '/properties/map?bbox=72.9,21.1,72.7,21.25' }) },
  'GET /properties/{id}': { status: 404, request: async () => ({ path: '/properties/SR-999999999' }) },
  'GET /properties/{id}/similar': { status: 404, request: async () => ({ path: `/properties/${randomUUID()}/similar` }) },
  'GET /properties/{id}/price-facts': { status: 404, request: async () => ({ path: `/properties/${randomUUID()}/price-facts` }) },
  'GET /localities/{slug}': { status: 404, request: async () => ({ path: '/localities/atlantis' }) },
  'GET /projects': { status: 400, request: async () => ({ path: '/projects?status=SOON' }) },
  'GET /projects/{idOrSlug}': { status: 404, request: async () => ({ path: `/projects/no-such-project-${tag()}` }) },
  'GET /sync': { status: 400, request: async () => ({ path: '/sync?since=yesterday' }) },
  'POST /enquiries': { status: 400, request: async () => ({ path: '/enquiries', method: 'POST', json: {} }) },
  'GET /visits/slots': { status: 404, request: async () => ({ path: `/visits/slots?propertyId=${randomUUID()}` }) },
  'POST /visits': { status: 400, request: async () => ({ path: '/visits', method: 'POST', json: {} }) },
  'POST /owner-listings': { status: 400, request: async () => ({ path: '/owner-listings', method: 'POST', json: {} }) },
  'POST /owner-listings/photos': { status: 400, request: async () => ({ path: '/owner-listings/photos', method: 'POST', body: form({}) }) },
  'POST /contact-clicks': { status: 400, request: async () => ({ path: '/contact-clicks', method: 'POST', json: {} }) },
  'POST /leads/inbound': {
    status: 401,
    request: async () => ({
      path: '/leads/inbound',
      method: 'POST',
      json: { name: 'Kiran Desai', mobile: freshMobile() },
      headers: { 'X-Signature': `sha256=${'0'.repeat(64)}`, 'Idempotency-Key': randomUUID() },
    }),
  },
  'POST /grievances': { status: 400, request: async () => ({ path: '/grievances', method: 'POST', json: {} }) },
  'POST /vitals': { status: 400, request: async () => ({ path: '/vitals', method: 'POST', json: { route: '/admincp/*?' } }) },
  'GET /grievances/{trackingNumber}': { status: 404, request: async () => ({ path: '/grievances/GR-0000-0000' }) },
  'GET /unsubscribe': { status: 400, request: async () => ({ path: '/unsubscribe?token=forged' }) },
  'POST /unsubscribe': { status: 400, request: async () => ({ path: '/unsubscribe?token=forged', method: 'POST' }) },
  'GET /privacy/withdrawals': { status: 400, request: async () => ({ path: '/privacy/withdrawals?token=forged' }) },
  'POST /privacy/withdrawals': { status: 400, request: async () => ({ path: '/privacy/withdrawals?token=forged', method: 'POST' }) },
  'GET /media/{key}': { status: 404, request: async () => ({ path: `/media/${'0'.repeat(64)}/w640.webp`, site: true }) },
  'POST /privacy/visitor-requests': { status: 400, request: async () => ({ path: '/privacy/visitor-requests', method: 'POST', json: {} }) },
  'POST /privacy/visitor-requests/{id}/verify': {
    status: 400,
    request: async () => {
      const { requestId, code } = await visitorCode();
      return {
        path: `/privacy/visitor-requests/${requestId}/verify`,
        method: 'POST',
        json: { code: code === '000000' ? '111111' : '000000' },
      };
    },
  },
};

describe('the main refusal of an operation anyone may call', () => {
  it.each(Object.keys(mainRefusals))('%s is answered as the document says', async (key) => {
    const { status, request } = mainRefusals[key];
    const response = await send(await request(), undefined);
    const text = await response.text();
    expect(response.status, `${key}: ${text.slice(0, 300)}`).toBe(status);
    expect(problemsOf(key, response, text)).toEqual([]);
  });
});

describe("a deleted account's access token, still within its lifetime", () => {
  const userOperations = documented.filter(({ operation }) => operation['x-auth'] === 'user').map(({ key }) => key);

  let deleted: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    deleted = await createUser(app);
    const removed = await app.api(`/users/${deleted.user._id}`, { method: 'DELETE', token: actors.admin.accessToken });
    expect(removed.status).toBe(200);
  });

  it.each(userOperations)('%s answers it below 500 and stores nothing', async (key) => {
    const call = await expectations[key].request('user');
    const path = call.path.replace(actors.user.user._id, deleted.user._id);
    const before = await stateDigest(app);
    const response = await app.api(path, { method: call.method ?? 'GET', json: call.json, body: call.body, token: deleted.accessToken });
    const text = await response.text();
    expect(response.status, `${key}: ${text.slice(0, 300)}`).toBeLessThan(500);
    expect(changedTables(before, await stateDigest(app))).toEqual([]);
  });
});

describe('cross-origin requests', () => {
  it('grant no other site credentialed access to the API', async () => {
    const response = await app.api('/users/me', { token: actors.user.accessToken, headers: { Origin: 'https://evil.example' } });
    await response.text();
    expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('answer a preflight from another site without allowing it', async () => {
    const response = await app.api('/properties/create', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://evil.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    await response.text();
    expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});

describe('an admin editing one field of a listing', () => {
  it('changes that field and keeps the others', async () => {
    const property = await freshProperty(app);
    const response = await app.api(`/properties/${property._id}`, {
      method: 'PATCH',
      json: { price: '5200000' },
      token: actors.admin.accessToken,
    });
    const text = await response.text();
    expect(response.status, text.slice(0, 300)).toBe(200);
    const { data } = JSON.parse(text) as { data: { price: number; title: string; address: string } };
    expect(data).toMatchObject({ price: 5_200_000, title: property.title, address: property.address });
  });
});
