/**
 * The sync oracle: the app's own offline code against the real API while the network, the server and the clocks misbehave.
 * Why: docs/decisions/015-sync-oracle.md
 */
// The server's test setup declares what it provides (the database and S3 addresses).
/// <reference path="../../../api/test/globalSetup.ts" />
/// <reference path="../../../api/dev/s3rver.d.ts" />
import 'fake-indexeddb/auto';
import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../contract/answers.ts';
import type { SavedProperty } from '../../../contract/favorites.ts';
import type { MutationArgs, MutationPushAnswer, MutationResult, MutationType, SyncPull } from '../../../contract/mutations.ts';
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import { agencyDate } from '../../../contract/enquiries.ts';
import type { AgentVisit } from '../../../contract/visits.ts';
import { checkInCode, checkInKeys, checkInPass, checkInWindow } from '../../../api/visits/checkInPass.ts';
import { CLOCK_TOLERANCE_MS } from '../../../api/commands/mutationRunner.ts';
import { createTestProperty } from '../../../api/test/properties.ts';
import { createUser } from '../../../api/test/factories.ts';
import { createTestDatabase, startTestApp, type TestApp } from '../../../api/test/harness.ts';
import { OfflineDb } from './db.ts';
import { recallProperty, recallSavedList, rememberSavedList } from './localData.ts';
import { localEffects } from './mutations.ts';
import { flushOutbox, pendingMutations, pushBody, recordMutation, type SendReport } from './outbox.ts';
import { settleReport } from './report.ts';
import { needsSavedList, pullChanges } from './syncPull.ts';
import { withPendingWrites } from './savedSearchStore.ts';

const RUNS = Number(process.env.ORACLE_RUNS ?? 200);
/** Steps of one scenario at most (before healing). */
const MAX_STEPS = Number(process.env.ORACLE_STEPS ?? 10);
/** Server restarts take seconds: at most one per hundred scenarios. */
const RESTART_BUDGET = Math.max(1, Math.floor(RUNS / 100));
let restartsLeft = RESTART_BUDGET;
const runStarted = performance.now();
/** What the run went through, printed at its end. */
const tally: Record<string, number> = {};
const count = (what: string, n = 1) => (tally[what] = (tally[what] ?? 0) + n);
const SEED = process.env.ORACLE_SEED === undefined ? undefined : Number(process.env.ORACLE_SEED);
const HOUR = 3_600_000;
/** Listings each scenario writes to (few, so devices collide on them). */
const LISTINGS = 3;

// ---------------------------------------------------------------------------------------------
// The world of one scenario and the registry of mutation types

interface User {
  id: string;
  token: string;
}

interface World {
  users: [User, User];
  /** The listings the devices write to (few, so they collide on them). */
  propertyIds: string[];
  /** Each user's saved-search ids (few, so creations, edits and deletions collide on them). */
  searchIds: [string[], string[]];
  /** The mutation ids of the scenario running: enquiries are checked among these (each one is new). */
  scenarioIds: Set<string>;
  /** A lead of the second user's (an admin's), and its buyer, that calls are logged against. */
  lead: { id: string; buyerId: string };
  /** The second user's visit of this scenario (made afresh for each), and the buyer's pass and code for it. */
  visit: { id: string; startsAt: Date; pass: string; code: string };
}

/** A record's value per record key (`favorite:<id>` ...), for one user. */
type RecordValues = Record<string, unknown>;

interface OracleType<T extends MutationType> {
  /** How often scenarios make it, against the others. */
  weight: number;
  /** The args of one mutation, abstractly (indexes into the world), and how they become real for `owner`'s device. */
  args: fc.Arbitrary<unknown>;
  concrete(abstract: unknown, world: World, owner: 0 | 1): MutationArgs<T>;
  /**
   * The value the mutation asks its record to hold, when its records follow the clock rule (the
   * intent taking effect last wins); null when they are applied in arrival order (enquiries, saved
   * searches), whose end state is checked against the fold of the log, the API and the devices.
   */
  value: ((args: MutationArgs<T>) => unknown) | null;
  /** Applied (and answered `applied`/`duplicate`) every time unless collapsed on its device: nothing may refuse it. */
  neverRefused: boolean;
  /** The user's records as the server's tables hold them. */
  tables(app: TestApp, world: World, user: User): Promise<RecordValues>;
  /** The user's records as the fold of the event log gives them. */
  log(app: TestApp, world: World, user: User): Promise<RecordValues>;
  /** The user's records as the API answers them. */
  api(app: TestApp, world: World, user: User): Promise<RecordValues>;
  /** The user's records as a device shows them (its saved list, its stored flags); null: the device keeps none once sent. */
  device: ((db: OfflineDb, world: World, user: User) => Promise<RecordValues>) | null;
  /** The event types its command appends, and each one's mutation id is the event id. */
  eventTypes: string[];
  /** Readies what the scenario's mutations of this type act on, before the scenario starts. */
  prepare?: (app: TestApp, world: World) => Promise<void>;
}

const favoriteRecord = (propertyId: string) => localEffects['favorite.set'].record({ propertyId, favorite: true });

function favoritesOf(world: World, holds: (propertyId: string) => boolean): RecordValues {
  return Object.fromEntries(world.propertyIds.map((id) => [favoriteRecord(id), holds(id)]));
}

/** A saved search as the oracle compares it: absent (null) or its name, frequency and pause. */
interface SearchView {
  name: string;
  alert: string;
  paused: boolean;
}
const searchRecord = (id: string) => `saved-search:${id}`;
const enquiryRecord = (id: string) => `enquiry:${id}`;
/** The mobile each user offers their property from. */
const ownerMobile = (owner: number) => (owner === 0 ? '9825011111' : '9825022222');
const ownSearchIds = (world: World, user: User) => world.searchIds[world.users.indexOf(user)]!;
function searchesOf(world: World, user: User, found: ReadonlyMap<string, SearchView>): RecordValues {
  return Object.fromEntries(ownSearchIds(world, user).map((id) => [searchRecord(id), found.get(id) ?? null]));
}
const searchView = (search: { _id: string; name: string; alert: string; paused: boolean }) =>
  [search._id, { name: search.name, alert: search.alert, paused: search.paused }] as const;
const SEARCH_NAMES = ['3 BHK in Vesu', 'Shops on Ghod Dod Road', 'Plots near Dumas'];
const searchArgs = (abstract: unknown, world: World, owner: 0 | 1) => world.searchIds[owner][(abstract as { slot: number }).slot]!;

/** The mutation types the oracle generates: every type of the outbox. */
type OracleCovered = MutationType;

/** The saved searches' views are read once, by savedSearch.create: an update or a delete adds none of its own. */
const viewsReadByCreate = {
  value: null,
  tables: async () => ({}),
  log: async () => ({}),
  api: async () => ({}),
  device: async () => ({}),
  eventTypes: [] as string[],
};

const oracleTypes: { [T in OracleCovered]: OracleType<T> } = {
  'favorite.set': {
    weight: 6,
    neverRefused: false,
    args: fc.record({ listing: fc.nat({ max: LISTINGS - 1 }), favorite: fc.boolean() }),
    concrete: (abstract, world) => {
      const { listing, favorite } = abstract as { listing: number; favorite: boolean };
      return { propertyId: world.propertyIds[listing]!, favorite };
    },
    value: (args) => args.favorite,
    async tables(app, world, user) {
      const rows = await app.deps.sql<{ property_id: string }[]>`
        select property_id from favorites where user_id = ${user.id} and property_id = any(${world.propertyIds}) and active`;
      const active = new Set(rows.map((row) => row.property_id));
      return favoritesOf(world, (id) => active.has(id));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ payload: { propertyId: string; favorite: boolean } }[]>`
        select payload from events
        where type = 'favorite.set' and actor_id = ${user.id} and subject_id = any(${world.propertyIds}) order by occurred_at, seq`;
      const folded = new Map<string, boolean>();
      for (const { payload } of rows) folded.set(payload.propertyId, payload.favorite);
      return favoritesOf(world, (id) => folded.get(id) ?? false);
    },
    async api(app, world, user) {
      const list = await getJson<SavedProperty[]>(app, '/favorites', user.token);
      const saved = new Set(list.map((property) => property._id));
      return favoritesOf(world, (id) => saved.has(id));
    },
    async device(db, world, user) {
      const saved = new Set((await recallSavedList(db, user.id))?.map((property) => property._id) ?? []);
      // Every stored listing's heart must agree with the saved list, as the property page shows it offline.
      for (const id of world.propertyIds) {
        const stored = await recallProperty(db, id, user.id);
        if (stored && stored.favorite !== saved.has(id))
          throw new Error(`device shows listing ${id} with favorite=${stored.favorite}, its saved list says ${saved.has(id)}`);
      }
      return favoritesOf(world, (id) => saved.has(id));
    },
    eventTypes: ['favorite.set'],
  },
  // An enquiry about one of the listings: each is new, none may be refused or made twice. The
  // device keeps it only while it waits (My Enquiries reads the server once it is sent).
  'enquiry.create': {
    weight: 2,
    neverRefused: true,
    args: fc.record({
      listing: fc.nat({ max: LISTINGS - 1 }),
      message: fc.constantFrom('Please call me back.', 'Is it still available?', ''),
    }),
    concrete: (abstract, world) => {
      const { listing, message } = abstract as { listing: number; message: string };
      return { propertyId: world.propertyIds[listing]!, name: 'Oracle Buyer', mobile: '9825012345', message };
    },
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql<
        { id: string }[]
      >`select id from enquiries where user_id = ${user.id} and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from events
        where type = 'enquiry.created' and actor_id = ${user.id} and coalesce(payload->>'kind', 'buyer') = 'buyer'
          and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async api(app, world, user) {
      const mine = await getJson<{ _id: string }[]>(app, '/enquiries/mine', user.token);
      return Object.fromEntries(
        mine.filter((enquiry) => world.scenarioIds.has(enquiry._id)).map((enquiry) => [enquiryRecord(enquiry._id), true]),
      );
    },
    device: null,
    eventTypes: ['enquiry.created'],
  },
  // Saved searches are applied in the order they arrive: a creation of an id that exists, or an
  // edit or deletion of one that does not, is refused.
  'savedSearch.create': {
    weight: 2,
    neverRefused: false,
    args: fc.record({
      slot: fc.nat({ max: 2 }),
      name: fc.constantFrom(...SEARCH_NAMES),
      alert: fc.constantFrom('instant' as const, 'daily' as const, 'weekly' as const),
    }),
    concrete: (abstract, world, owner) => {
      const { name, alert } = abstract as { name: string; alert: 'instant' | 'daily' | 'weekly' };
      return {
        savedSearchId: searchArgs(abstract, world, owner),
        name,
        query: { propertyType: 'Residential', q: 'Vesu' },
        alert,
        channels: ['email'],
      };
    },
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql<{ id: string; name: string; alert: string; paused: boolean }[]>`
        select id, name, alert, paused from saved_searches where user_id = ${user.id} and id = any(${ownSearchIds(world, user)})`;
      return searchesOf(world, user, new Map(rows.map((row) => searchView({ _id: row.id, ...row }))));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ type: string; subject_id: string; payload: Partial<SearchView> }[]>`
        select type, subject_id, payload from events
        where type like 'saved_search.%' and actor_id = ${user.id} and subject_id = any(${ownSearchIds(world, user)}) order by seq`;
      const folded = new Map<string, SearchView>();
      for (const { type, subject_id: id, payload } of rows) {
        if (type === 'saved_search.created') folded.set(id, { name: payload.name!, alert: payload.alert!, paused: false });
        else if (type === 'saved_search.deleted') folded.delete(id);
        else if (type === 'saved_search.updated' && folded.has(id)) {
          const changes = Object.fromEntries(
            Object.entries(payload).filter(([key]) => key === 'name' || key === 'alert' || key === 'paused'),
          );
          folded.set(id, { ...folded.get(id)!, ...changes });
        }
      }
      return searchesOf(world, user, folded);
    },
    async api(app, world, user) {
      const list = await getJson<SavedSearch[]>(app, '/saved-searches', user.token);
      return searchesOf(world, user, new Map(list.map(searchView)));
    },
    async device(db, world, user) {
      const stored = await db.savedSearches.where('userId').equals(user.id).toArray();
      return searchesOf(world, user, new Map(stored.map(searchView)));
    },
    eventTypes: ['saved_search.created', 'saved_search.updated', 'saved_search.deleted'],
  },
  'savedSearch.update': {
    weight: 2,
    neverRefused: false,
    args: fc.record({
      slot: fc.nat({ max: 2 }),
      change: fc.oneof(
        fc.record({ name: fc.constantFrom(...SEARCH_NAMES) }),
        fc.record({ paused: fc.boolean() }),
        fc.record({ alert: fc.constantFrom('instant' as const, 'daily' as const, 'weekly' as const, 'off' as const) }),
      ),
    }),
    concrete: (abstract, world, owner) =>
      ({
        savedSearchId: searchArgs(abstract, world, owner),
        ...(abstract as { change: Partial<SearchView> }).change,
      }) as MutationArgs<'savedSearch.update'>,
    ...viewsReadByCreate,
  },
  'savedSearch.delete': {
    weight: 1,
    neverRefused: false,
    args: fc.record({ slot: fc.nat({ max: 2 }) }),
    concrete: (abstract, world, owner) => ({ savedSearchId: searchArgs(abstract, world, owner) }),
    ...viewsReadByCreate,
  },
  // A walk-in added by an advisor: the second user is one (an admin), the first is refused. Each is
  // a new lead of the buyer of its mobile, made once however often it is sent.
  'lead.quickAdd': {
    weight: 1,
    neverRefused: false,
    args: fc.record({ want: fc.constantFrom('2 BHK in Vesu under 60 lakh', 'Shop on Ghod Dod Road') }),
    concrete: (abstract) => ({
      name: 'Walk-in Buyer',
      mobile: '9825098250',
      want: (abstract as { want: string }).want,
      source: 'walk_in',
      consentBy: 'walk_in',
    }),
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from enquiries where assignee_id = ${user.id} and source = 'walk_in' and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from events
        where type = 'enquiry.created' and actor_id = ${user.id} and payload->>'source' = 'walk_in' and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async api(app, world, user) {
      if (user !== world.users[1]) return {};
      const [buyer] = await getJson<{ _id: string }[]>(app, '/buyers?q=9825098250', user.token);
      if (!buyer) return {};
      const detail = await getJson<{ enquiries: { _id: string; source: string }[] }>(app, `/buyers/${buyer._id}`, user.token);
      return Object.fromEntries(
        detail.enquiries
          .filter((lead) => lead.source === 'walk_in' && world.scenarioIds.has(lead._id))
          .map((lead) => [enquiryRecord(lead._id), true]),
      );
    },
    device: null,
    eventTypes: ['enquiry.created'],
  },
  // A call about the second user's lead logged on the phone: each is one contact with the lead's
  // buyer, logged once however often it is sent; the first user (no advisor) is refused.
  'lead.logOutcome': {
    weight: 1,
    neverRefused: false,
    args: fc.record({ outcome: fc.constantFrom('reached' as const, 'not_reached' as const, 'call_back' as const) }),
    concrete: (abstract, world) => {
      const { outcome } = abstract as { outcome: 'reached' | 'not_reached' | 'call_back' };
      return {
        enquiryId: world.lead.id,
        channel: 'call',
        outcome,
        ...(outcome === 'call_back' ? { callBackAt: '2031-01-06T05:30:00.000Z' } : {}),
      };
    },
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from buyer_contacts where actor_id = ${user.id} and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [`outcome:${row.id}`, true]));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from events where type = 'buyer.contact_logged' and actor_id = ${user.id} and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [`outcome:${row.id}`, true]));
    },
    async api(app, world, user) {
      if (user !== world.users[1]) return {};
      const detail = await getJson<{ contacts: { _id: string }[] }>(app, `/buyers/${world.lead.buyerId}`, user.token);
      return Object.fromEntries(
        detail.contacts.filter((contact) => world.scenarioIds.has(contact._id)).map((contact) => [`outcome:${contact._id}`, true]),
      );
    },
    device: null,
    eventTypes: ['buyer.contact_logged'],
  },
  // The second user checks in their visit of the scenario by the buyer's pass or code: the first
  // check-in stands and is recorded once however often it is sent; the first user (no advisor) is refused.
  'visit.checkIn': {
    weight: 1,
    neverRefused: false,
    args: fc.constantFrom('pass' as const, 'code' as const),
    concrete: (abstract, world) =>
      abstract === 'pass' ? { visitId: world.visit.id, pass: world.visit.pass } : { visitId: world.visit.id, code: world.visit.code },
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql`
        select 1 from visits where id = ${world.visit.id} and attendance = 'shown' and checked_in_by = ${user.id}`;
      return rows.length ? { [visitRecord(world)]: true } : {};
    },
    async log(app, world, user) {
      const rows = await app.deps.sql`
        select 1 from events where type = 'visit.checked_in' and actor_id = ${user.id} and payload->>'visitId' = ${world.visit.id}`;
      return rows.length ? { [visitRecord(world)]: true } : {};
    },
    async api(app, world, user) {
      if (user !== world.users[1]) return {};
      const visits = await getJson<AgentVisit[]>(app, `/agents/me/visits?date=${agencyDate(world.visit.startsAt)}`, user.token);
      return visits.some((visit) => visit._id === world.visit.id && visit.attendance === 'shown') ? { [visitRecord(world)]: true } : {};
    },
    device: null,
    eventTypes: ['visit.checked_in'],
    async prepare(app, world) {
      // A visit under way now, the only live one of its advisor (the last scenario's is cancelled).
      const id = randomUUID();
      const startsAt = new Date(Date.now() - 60_000);
      const endsAt = new Date(Date.now() + 6 * 3600_000);
      await app.deps.sql`update visits set status = 'cancelled' where agent_id = ${world.users[1].id} and status = 'booked'`;
      await app.deps.sql`
        insert into visits (id, enquiry_id, agent_id, starts_at, ends_at, held)
        values (${id}, ${world.lead.id}, ${world.users[1].id}, ${startsAt}, ${endsAt}, tstzrange(${startsAt}, ${endsAt}))`;
      const keys = checkInKeys(app.deps.consentLinkKey);
      const window = checkInWindow({ visitId: id, startsAt, endsAt });
      world.visit = { id, startsAt, pass: checkInPass(keys, window), code: checkInCode(keys, window) };
    },
  },
  // An owner's offer of a property: each is a new seller lead, made once however often it is sent.
  // Each user offers from their own mobile, by which the office (the admin) finds the seller's leads.
  'ownerListing.create': {
    weight: 1,
    neverRefused: false,
    args: fc.record({ expectedPrice: fc.constantFrom(4_500_000, 25_000) }),
    concrete: (abstract, _world, owner) => ({
      name: 'Oracle Owner',
      mobile: ownerMobile(owner),
      email: '',
      purpose: 'sale',
      category: 'Apartment',
      locality: 'Vesu',
      address: '',
      bhk: 2,
      areaSqft: 1200,
      expectedPrice: (abstract as { expectedPrice: number }).expectedPrice,
      notes: '',
      photos: [],
    }),
    value: null,
    async tables(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from enquiries
        where kind = 'seller' and mobile = ${ownerMobile(world.users.indexOf(user))} and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async log(app, world, user) {
      const rows = await app.deps.sql<{ id: string }[]>`
        select id from events
        where type = 'enquiry.created' and actor_id = ${user.id} and payload->>'kind' = 'seller' and id = any(${[...world.scenarioIds]})`;
      return Object.fromEntries(rows.map((row) => [enquiryRecord(row.id), true]));
    },
    async api(app, world, user) {
      const office = world.users[1];
      const [seller] = await getJson<{ _id: string }[]>(app, `/buyers?q=${ownerMobile(world.users.indexOf(user))}`, office.token);
      if (!seller) return {};
      const detail = await getJson<{ enquiries: { _id: string; kind: string }[] }>(app, `/buyers/${seller._id}`, office.token);
      return Object.fromEntries(
        detail.enquiries
          .filter((lead) => lead.kind === 'seller' && world.scenarioIds.has(lead._id))
          .map((lead) => [enquiryRecord(lead._id), true]),
      );
    },
    device: null,
    eventTypes: ['enquiry.created'],
  },
};
const visitRecord = (world: World) => localEffects['visit.checkIn'].record({ visitId: world.visit.id, code: world.visit.code });
const TYPES = Object.keys(oracleTypes) as OracleCovered[];

// ---------------------------------------------------------------------------------------------
// The network between the devices and the server

let app: TestApp;
let appEnv: Record<string, string>;

/** A request that never reached the server, or whose answer never came back. */
class NetworkDown extends Error {}

async function getJson<T>(target: TestApp, path: string, token: string): Promise<T> {
  const response = await target.api(path, { token });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as Envelope<T>).data;
}

async function postSync(body: unknown, token: string): Promise<MutationPushAnswer> {
  const response = await app.api('/sync', { method: 'POST', json: body, token });
  if (response.status !== 200) throw new Error(`POST /sync answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as Envelope<MutationPushAnswer>).data;
}

type SendFault = 'none' | 'lostAnswer' | 'duplicated' | 'reordered' | 'dropAfterPush' | 'dropAfterPull';

interface Device {
  name: string;
  user: User;
  db: OfflineDb;
  /** How far its clock runs ahead of the true time (negative: behind), ms. */
  skew: number;
  online: boolean;
}

/** A stale copy of a request the network delivers later (a retransmission, a proxy's retry). */
interface Ghost {
  body: unknown;
  token: string;
}

interface Intent {
  id: string;
  type: OracleCovered;
  user: User;
  record: string;
  /** What it asks its record to hold under the clock rule; null: applied in arrival order. */
  value: unknown;
  /** When it takes effect by the clock rule, in the server's time. */
  effective: number;
}

/** Everything a scenario did and saw, for the checks at the end. */
interface Journal {
  intents: Intent[];
  /** Every answer a device received, per mutation id. */
  answers: Map<string, MutationResult['status'][]>;
  ghosts: Ghost[];
  restarts: number;
  /** Intents a later one of the same record replaced in their device's outbox (perhaps never sent). */
  replaced: Set<string>;
}

const deviceClock = (device: Device) => new Date(Date.now() + device.skew);

/** The clock rule as the README states it, computed from the true time the intent was made. */
const expectedEffective = (madeAt: number, skew: number) => (Math.abs(skew) <= CLOCK_TOLERANCE_MS ? madeAt + skew : madeAt);

/** POST /sync as a device sends it, through a network with `fault`. */
function sender(device: Device, journal: Journal, fault: SendFault, ghost: boolean) {
  return async (mutations: Parameters<typeof pushBody>[0]): Promise<MutationResult[]> => {
    if (!device.online) throw new NetworkDown('offline');
    const batch = fault === 'reordered' ? [...mutations].reverse() : mutations;
    const body = pushBody(batch, deviceClock(device));
    if (ghost) journal.ghosts.push({ body: structuredClone(body), token: device.user.token });
    const answer = await postSync(body, device.user.token);
    if (fault === 'duplicated') await postSync(body, device.user.token);
    if (fault === 'lostAnswer') throw new NetworkDown('answer lost');
    for (const result of answer.results) journal.answers.set(result.id, [...(journal.answers.get(result.id) ?? []), result.status]);
    return answer.results;
  };
}

/**
 * One sync pass of a device, in the order the app's sync loop runs it: flush the outbox, read back
 * what the answers leave uncertain, pull, and fetch the saved list while the device has none.
 */
async function syncPass(device: Device, journal: Journal, fault: SendFault = 'none', ghost = false): Promise<void> {
  if (!device.online) return;
  const { db, user } = device;
  const readers = { savedList: () => online(device, () => getJson<SavedProperty[]>(app, '/favorites', user.token)) };
  try {
    const report: SendReport = await flushOutbox(db, user.id, sender(device, journal, fault, ghost));
    await settleReport(db, user.id, report, readers);
    if (fault === 'dropAfterPush') device.online = false;
    await pullChanges(db, user.id, (since) => online(device, () => getJson<SyncPull>(app, `/sync?since=${since}`, user.token)));
    if (fault === 'dropAfterPull') device.online = false;
    if (await needsSavedList(db, user.id)) await rememberSavedList(db, user.id, await readers.savedList());
    // A saved-search write answered: the dashboard reads the list again (the final one is read at healing).
    if (report.results.some((result) => sentSearchIds.has(result.id))) await refreshSavedSearches(device);
  } catch (error) {
    if (!(error instanceof NetworkDown)) throw error;
  }
}

/** The ids of saved-search mutations made (their answers make a device read its list again). */
const sentSearchIds = new Set<string>();

/** The saved searches as the dashboard reads them: the server's list with the device's unsent writes laid over it. */
async function refreshSavedSearches(device: Device): Promise<void> {
  const { db, user } = device;
  const list = await online(device, () => getJson<SavedSearch[]>(app, '/saved-searches', user.token));
  const shown = withPendingWrites(list, await pendingMutations(db, user.id));
  await db.transaction('rw', db.savedSearches, async () => {
    await db.savedSearches.where('userId').equals(user.id).delete();
    await db.savedSearches.bulkPut(shown.map((search) => ({ ...search, userId: user.id })));
  });
}

async function online<T>(device: Device, call: () => Promise<T>): Promise<T> {
  if (!device.online) throw new NetworkDown('offline');
  return call();
}

/** Restarts the server on the same database. It starts in real time (its S3 client signs with the clock). */
async function restartServer(): Promise<void> {
  const { databaseUrl } = app;
  const now = Date.now();
  await app.close();
  vi.useRealTimers();
  try {
    app = await startTestApp(appEnv, { databaseUrl });
  } finally {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  }
}

// ---------------------------------------------------------------------------------------------
// Scenarios

type Step =
  | { kind: 'mutate'; device: number; type: OracleCovered; args: unknown; sendNow: boolean; wait: number }
  | { kind: 'sync'; device: number; fault: SendFault; ghost: boolean; wait: number }
  | { kind: 'disconnect'; device: number; wait: number }
  | { kind: 'reconnect'; device: number; wait: number }
  | { kind: 'ghost'; wait: number }
  | { kind: 'restart'; wait: number };

interface Scenario {
  /** Per device: whose it is (0 or 1) and its clock skew. */
  devices: { owner: 0 | 1; skew: number }[];
  steps: Step[];
}

const MAX_DEVICES = 4;
/** Skews: right, off by seconds within the tolerance (believed), and hours off either way. */
const SKEWS = [0, 0, 45_500, -30_250, 3 * HOUR + 17_000, -5 * HOUR - 4_000, 26 * HOUR];

/** How long passes before a step: seconds mostly, sometimes hours (an intent left waiting offline). */
const wait = fc
  .oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 600 }) }, { weight: 1, arbitrary: fc.integer({ min: 600, max: 8 * 3600 }) })
  .map((seconds) => seconds * 1000);

const mutateStep = fc.oneof(...TYPES.map((type) => ({ weight: oracleTypes[type].weight, arbitrary: fc.constant(type) }))).chain((type) =>
  fc.record({
    kind: fc.constant('mutate' as const),
    device: fc.nat({ max: MAX_DEVICES - 1 }),
    type: fc.constant(type),
    args: oracleTypes[type].args,
    sendNow: fc.boolean(),
    wait,
  }),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 10, arbitrary: mutateStep },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('sync' as const),
      device: fc.nat({ max: MAX_DEVICES - 1 }),
      fault: fc.constantFrom<SendFault>('none', 'none', 'lostAnswer', 'duplicated', 'reordered', 'dropAfterPush', 'dropAfterPull'),
      ghost: fc.boolean(),
      wait,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('disconnect' as const), device: fc.nat({ max: MAX_DEVICES - 1 }), wait }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('reconnect' as const), device: fc.nat({ max: MAX_DEVICES - 1 }), wait }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ghost' as const), wait }) },
);

const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    devices: fc
      .array(fc.record({ owner: fc.constantFrom<0 | 1>(0, 1), skew: fc.constantFrom(...SKEWS) }), { minLength: 3, maxLength: MAX_DEVICES })
      // Both users have a device, and one user has two (their devices must agree with each other).
      .filter((devices) => devices.some((d) => d.owner === 0) && devices.some((d) => d.owner === 1)),
    steps: fc.array(step, { minLength: 3, maxLength: MAX_STEPS }),
    // About one scenario in forty restarts the server midway (within RESTART_BUDGET).
    restartAt: fc.option(fc.nat({ max: MAX_STEPS - 1 }), { freq: 40, nil: undefined }),
  })
  .map(({ devices, steps, restartAt }) => ({
    devices,
    steps:
      restartAt === undefined ? steps : [...steps.slice(0, restartAt), { kind: 'restart' as const, wait: 1000 }, ...steps.slice(restartAt)],
  }));

let world: World;
/** The devices' stores, emptied before each scenario (a new device each time, without reopening IndexedDB). */
const stores: OfflineDb[] = [];

async function emptyStore(db: OfflineDb): Promise<void> {
  await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())));
}

/** The state of every clock-rule record each user starts the scenario with (what earlier scenarios left). */
async function serverState(user: User): Promise<RecordValues> {
  const state: RecordValues = {};
  for (const type of TYPES) if (oracleTypes[type].value) Object.assign(state, await oracleTypes[type].tables(app, world, user));
  return state;
}

async function runScenario(plan: Scenario): Promise<void> {
  // Virtual time only moves forward, from scenario to scenario too: the records carry over. The gap
  // is wider than the clock tolerance, so no intent of an earlier scenario (a clock believed a few
  // seconds fast) takes effect after one of this scenario, whose expectations start from the state left.
  vi.setSystemTime(Math.ceil(Date.now() / 1000) * 1000 + 2 * CLOCK_TOLERANCE_MS);
  const { users } = world;
  for (const type of TYPES) await oracleTypes[type].prepare?.(app, world);
  const initial = [await serverState(users[0]), await serverState(users[1])];
  const [{ seq: startSeq }] = await app.deps.sql<{ seq: number }[]>`select coalesce(max(seq), 0)::bigint as seq from events`;

  const devices: Device[] = [];
  for (const [index, spec] of plan.devices.entries()) {
    await emptyStore(stores[index]!);
    devices.push({
      name: `device ${index} of user ${spec.owner} (clock ${spec.skew >= 0 ? '+' : ''}${spec.skew / 1000} s)`,
      user: users[spec.owner],
      db: stores[index]!,
      skew: spec.skew,
      online: true,
    });
  }
  const journal: Journal = { intents: [], answers: new Map(), ghosts: [], restarts: 0, replaced: new Set() };
  world.scenarioIds = new Set();

  for (const stepToRun of plan.steps) {
    vi.setSystemTime(Date.now() + stepToRun.wait);
    switch (stepToRun.kind) {
      case 'mutate': {
        const device = devices[stepToRun.device % devices.length]!;
        const type = oracleTypes[stepToRun.type];
        const args = type.concrete(stepToRun.args, world, world.users.indexOf(device.user) as 0 | 1);
        const record = localEffects[stepToRun.type].record(args as never);
        const waiting = await device.db.outbox.where('[userId+record]').equals([device.user.id, record]).first();
        if (waiting) journal.replaced.add(waiting.id);
        const entry = await recordMutation(device.db, {
          userId: device.user.id,
          type: stepToRun.type,
          args: args as never,
          now: deviceClock(device),
        });
        world.scenarioIds.add(entry.id);
        if (stepToRun.type.startsWith('savedSearch.')) sentSearchIds.add(entry.id);
        count(`made ${stepToRun.type}`);
        journal.intents.push({
          id: entry.id,
          type: stepToRun.type,
          user: device.user,
          record: entry.record,
          value: type.value ? type.value(args as never) : null,
          effective: expectedEffective(Date.now(), device.skew),
        });
        if (stepToRun.sendNow) await syncPass(device, journal);
        break;
      }
      case 'sync':
        await syncPass(devices[stepToRun.device % devices.length]!, journal, stepToRun.fault, stepToRun.ghost);
        break;
      case 'disconnect':
        devices[stepToRun.device % devices.length]!.online = false;
        break;
      case 'reconnect':
        devices[stepToRun.device % devices.length]!.online = true;
        break;
      case 'ghost': {
        const ghost = journal.ghosts.shift();
        if (ghost) await postSync(ghost.body, ghost.token);
        break;
      }
      case 'restart':
        if (restartsLeft === 0) break;
        restartsLeft -= 1;
        await restartServer();
        journal.restarts += 1;
        break;
    }
  }

  // The network heals: the stale copies still travelling arrive, then every device syncs twice
  // (the second pass brings each device what the others sent after its first).
  vi.setSystemTime(Date.now() + 1000);
  for (const ghost of journal.ghosts.splice(0)) await postSync(ghost.body, ghost.token);
  for (const device of devices) device.online = true;
  for (let round = 0; round < 2; round++) for (const device of devices) await syncPass(device, journal);
  // Each device's dashboard opened: its saved searches read as the screen reads them.
  for (const device of devices) await refreshSavedSearches(device);

  await checkConverged(devices, journal, initial, startSeq);
  count('scenarios');
  if (tally.scenarios! % 250 === 0)
    console.info(`sync oracle: ${tally.scenarios} scenarios passed after ${((performance.now() - runStarted) / 1000).toFixed(0)} s`);
  count('intents', journal.intents.length);
  count('server restarts', journal.restarts);
  for (const statuses of journal.answers.values()) for (const status of statuses) count(`answered ${status}`);
  for (const planned of plan.steps) if (planned.kind === 'sync' && planned.fault !== 'none') count(`fault ${planned.fault}`);
  if (plan.devices.some((device) => Math.abs(device.skew) > CLOCK_TOLERANCE_MS)) count('scenarios with a clock hours off');
}

async function checkConverged(devices: Device[], journal: Journal, initial: RecordValues[], startSeq: number): Promise<void> {
  for (const device of devices)
    expect(await pendingMutations(device.db, device.user.id), `${device.name}: outbox empty after healing`).toEqual([]);

  for (const [index, user] of world.users.entries()) {
    // Nothing lost: every record holds the value of the intent that takes effect last (or what it held).
    const expected: RecordValues = { ...initial[index] };
    const winners = new Map<string, Intent>();
    for (const intent of journal.intents.filter((i) => i.user === user && oracleTypes[i.type].value !== null)) {
      const best = winners.get(intent.record);
      if (!best || intent.effective > best.effective) winners.set(intent.record, intent);
    }
    for (const [record, intent] of winners) expected[record] = intent.value;

    const tables: RecordValues = {};
    const log: RecordValues = {};
    const api: RecordValues = {};
    for (const type of TYPES) {
      Object.assign(tables, await oracleTypes[type].tables(app, world, user));
      Object.assign(log, await oracleTypes[type].log(app, world, user));
      Object.assign(api, await oracleTypes[type].api(app, world, user));
    }
    const byClockRule = (values: RecordValues) => Object.fromEntries(Object.entries(values).filter(([key]) => key in expected));
    expect(byClockRule(tables), 'the server holds the last intent of every record').toEqual(expected);
    count(
      'saved searches standing at the end',
      Object.entries(tables).filter(([key, value]) => key.startsWith('saved-search:') && value !== null).length,
    );
    count('enquiries made', Object.keys(tables).filter((key) => key.startsWith('enquiry:')).length);
    expect(log, 'the server tables equal the fold of the event log').toEqual(tables);
    expect(api, 'the API answers what the tables hold').toEqual(tables);

    // What a device keeps once everything is sent (enquiries it does not: their outbox is empty).
    const keptTypes = TYPES.filter((type) => oracleTypes[type].device !== null);
    const kept: RecordValues = {};
    for (const type of keptTypes) Object.assign(kept, await oracleTypes[type].tables(app, world, user));
    for (const device of devices.filter((d) => d.user === user)) {
      const view: RecordValues = {};
      for (const type of keptTypes) Object.assign(view, await oracleTypes[type].device!(device.db, world, user));
      expect(view, `${device.name} shows what the server holds`).toEqual(kept);
    }

    // The intent that stands was applied, once, at the time the clock rule gives it.
    for (const intent of winners.values()) {
      const rows = await app.deps.sql<{ occurred_at: Date }[]>`select occurred_at from events where id = ${intent.id}`;
      expect(rows.length, `the standing intent ${intent.id} is in the log once`).toBe(1);
      expect(rows[0]!.occurred_at.getTime(), `the standing intent ${intent.id} takes effect when it was made`).toBe(intent.effective);
    }
  }

  // Exactly once: every event of these users' mutation types is one of the devices' mutations, each
  // id at most once, and no id was answered `applied` twice.
  const eventTypes = TYPES.flatMap((type) => oracleTypes[type].eventTypes);
  const userIds = world.users.map((user) => user.id);
  const events = await app.deps.sql<{ id: string }[]>`
    select id from events where seq > ${startSeq} and type = any(${eventTypes}) and actor_id = any(${userIds})`;
  const made = new Set(journal.intents.map((intent) => intent.id));
  expect(
    events.filter((event) => !made.has(event.id)),
    'no event the devices did not make',
  ).toEqual([]);
  expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  for (const [id, statuses] of journal.answers)
    expect(statuses.filter((status) => status === 'applied').length, `mutation ${id} applied once`).toBeLessThanOrEqual(1);

  // Every intent of every type: answered (or replaced on its device by a later one of its record);
  // one answered applied or duplicate is in the log exactly once; one that must not be refused (an
  // enquiry) is applied unless it was replaced before it was sent.
  const logged = new Set(events.map((event) => event.id));
  for (const intent of journal.intents) {
    const statuses = journal.answers.get(intent.id) ?? [];
    const label = `${intent.type} ${intent.id}`;
    if (!journal.replaced.has(intent.id)) expect(statuses.length, `${label} was answered`).toBeGreaterThan(0);
    if (statuses.some((status) => status === 'applied' || status === 'duplicate'))
      expect(logged.has(intent.id), `${label} is in the log once`).toBe(true);
    if (oracleTypes[intent.type].neverRefused && !journal.replaced.has(intent.id)) {
      expect(
        statuses.filter((status) => status === 'rejected' || status === 'superseded'),
        `${label} is never refused`,
      ).toEqual([]);
      expect(logged.has(intent.id), `${label} is applied`).toBe(true);
    }
  }
}

/** A website lead assigned to `assigneeId`, with its buyer. */
async function leadOf(assigneeId: string): Promise<{ id: string; buyerId: string }> {
  const response = await app.api('/enquiries', { method: 'POST', json: { name: 'Oracle Buyer', mobile: '9824098240' } });
  if (response.status !== 201) throw new Error(`POST /enquiries answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as Envelope<{ _id: string }>;
  const [row] = await app.deps.sql<{ buyerId: string }[]>`
    update enquiries set assignee_id = ${assigneeId} where id = ${data._id} returning buyer_id as "buyerId"`;
  return { id: data._id, buyerId: row!.buyerId };
}

describe('the sync oracle', () => {
  beforeAll(async () => {
    appEnv = {
      AUTH_SECRET: randomBytes(32).toString('hex'),
      S3_BUCKET: `b-${randomBytes(5).toString('hex')}`,
      // Virtual time runs years ahead over a long run; the test's logins must outlast it.
      ACCESS_TOKEN_TTL: String(50 * 365 * 24 * 3600),
    };
    // Its own database, whose commits do not wait for the disk: thousands of scenarios, nothing to keep.
    const databaseUrl = await createTestDatabase();
    const admin = postgres(databaseUrl, { onnotice: () => {}, max: 1 });
    await admin.unsafe(`alter database ${new URL(databaseUrl).pathname.slice(1)} set synchronous_commit = off`);
    await admin.end();
    app = await startTestApp(appEnv, { databaseUrl });
    // The second user works leads (an admin), so an advisor's quick-adds are among the intents.
    const [first, second] = await Promise.all([createUser(app), createUser(app, { role: 'admin' })]);
    const propertyIds: string[] = [];
    for (let i = 0; i < LISTINGS; i++) propertyIds.push((await createTestProperty(app, { title: `Oracle listing ${i + 1}` }))._id);
    world = {
      users: [
        { id: first.user._id, token: first.accessToken },
        { id: second.user._id, token: second.accessToken },
      ],
      propertyIds,
      searchIds: [0, 1].map(() => Array.from({ length: 3 }, () => randomUUID())) as [string[], string[]],
      scenarioIds: new Set(),
      lead: await leadOf(second.user._id),
      visit: { id: '', startsAt: new Date(0), pass: '', code: '' },
    };
    for (let i = 0; i < MAX_DEVICES; i++) {
      stores.push(new OfflineDb(`oracle-device-${i}-${randomBytes(3).toString('hex')}`));
      await stores[i]!.open();
    }
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    for (const db of stores) {
      db.close();
      await db.delete();
    }
    await app?.close();
  });

  it(
    `converges to the server's state with every intent applied once, over ${RUNS} scenarios of faults and skewed clocks`,
    async () => {
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(scenario, (plan) => runScenario(plan)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true, verbose: 1 },
      );
      console.info(`sync oracle: ${RUNS} scenarios in ${((performance.now() - started) / 1000).toFixed(1)} s`, tally);
    },
    Math.max(120_000, RUNS * 2_000),
  );
});
