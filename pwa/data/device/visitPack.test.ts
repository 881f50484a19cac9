import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { blankProjectFacts, type Project } from '../../../contract/projects.ts';
import type { Property } from '../../../contract/properties.ts';
import type { UnitType } from '../../../contract/unitTypes.ts';
import { metaKeys, type OfflineDb } from './db.ts';
import { recallProjects, recallProperty, rememberProjects } from './localData.ts';
import { MEDIA_CACHE } from '../../offline/messages.ts';
import { pendingMutations, recordFavoriteIntent } from './outbox.ts';
import { forgetUser } from './signOut.ts';
import { freshDbForEachTest, property } from '../../testing/deviceDb.ts';
import {
  askPersistentStorage,
  forgetKeptPacks,
  keepForOffline,
  keepProjectForOffline,
  keptPriceList,
  NOT_ENOUGH_SPACE,
  offlineSpace,
  packStatus,
  packUrls,
  projectPackStatus,
  projectPackUrls,
  removeFromOffline,
  VisitPackError,
  type KeepProgress,
  type PackEnv,
} from './visitPack.ts';

let db: OfflineDb;
freshDbForEachTest('visit-pack', (opened) => (db = opened));

const ORIGIN = 'https://shreeji.example';

/** The Cache API in memory: caches by name, responses by path; `full` makes every put fail as a full disk does. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  full = false;
  /** Puts that are accepted but silently dropped (an eviction right after). */
  dropped = new Set<string>();

  private store(name: string): Map<string, Response> {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    return store;
  }

  open = async (name: string) => {
    const store = this.store(name);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => {
        if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        if (!this.dropped.has(url)) store.set(url, response);
      },
      delete: async (url: string) => store.delete(url),
    } as unknown as Cache;
  };

  match = async (url: string) => {
    for (const store of this.stores.values()) {
      const hit = [...store.entries()].find(([key]) => key.split('?')[0] === url.split('?')[0]);
      if (hit) return hit[1].clone();
    }
    return undefined;
  };

  paths(name = MEDIA_CACHE): string[] {
    return [...this.store(name).keys()].sort();
  }
}

function environment(overrides: Partial<PackEnv> = {}) {
  const caches = new FakeCaches();
  const fetched: string[] = [];
  const persistCalls: string[] = [];
  let persistAnswer = true;
  const env: PackEnv = {
    caches,
    origin: ORIGIN,
    fetch: async (url) => {
      fetched.push(url);
      return new Response(new Uint8Array(100), { status: 200, headers: { 'content-type': 'image/webp' } });
    },
    storage: {
      persisted: async () => false,
      persist: async () => {
        persistCalls.push('persist');
        return persistAnswer;
      },
      estimate: async () => ({ usage: 5_000_000, quota: 1_000_000_000 }),
    },
    ...overrides,
  };
  return { env, caches, fetched, persistCalls, refusePersist: () => (persistAnswer = false) };
}

function listing(id: string, overrides: Partial<Property> = {}): Property {
  return property(id, {
    images: [`/media/${id}/1.webp`, `/media/${id}/2.webp`, `/media/${id}/3.webp`],
    thumbnails: [`/media/${id}/1-card.webp`, `/media/${id}/2-card.webp`, `/media/${id}/3-card.webp`],
    ...overrides,
  });
}

const registered = {
  number: 'PR/GJ/SURAT/SURAT CITY/SUDA/RAA01234/120124',
  qr: '/media/rera/p1-qr.png',
  exempt: false,
  exemptReason: null,
};

describe('the site-visit pack', () => {
  it('lists every full-size photo, its card-size variant and the RERA QR, once each, same-origin only', () => {
    const urls = packUrls(
      listing('p1', { rera: registered, images: ['/media/p1/1.webp', '/media/p1/1.webp', 'https://elsewhere.example/x.jpg'] }),
      ORIGIN,
    );
    expect(urls).toEqual([
      '/media/p1/1.webp',
      '/media/p1/1-card.webp',
      '/media/p1/2-card.webp',
      '/media/p1/3-card.webp',
      '/media/rera/p1-qr.png',
    ]);
    // A registered listing without an uploaded QR shows the generated one.
    expect(packUrls(listing('p2', { rera: { ...registered, qr: null } }), ORIGIN)).toContain('/gujrera-qr.svg');
    expect(packUrls(listing('p3', { rera: null }), ORIGIN).some((url) => url.includes('qr'))).toBe(false);
  });

  it("keeps the floor plan of the listing's unit type on its project's price list", () => {
    const project = {
      _id: 'pj1',
      slug: 'vesu-greens',
      title: 'Vesu Greens',
      unitType: { id: 'u1', label: '3 BHK', floorPlan: '/media/plan/full.webp' },
    };
    expect(packUrls(listing('p4', { rera: null, project }), ORIGIN)).toContain('/media/plan/full.webp');
    const withoutPlan = { ...project, unitType: { ...project.unitType, floorPlan: null } };
    expect(packUrls(listing('p5', { rera: null, project: withoutPlan }), ORIGIN).some((url) => url.includes('plan'))).toBe(false);
  });

  it('keeps every photo and the QR in the media cache and the details on the device, reporting progress, and is available only once all were found', async () => {
    const { env, caches, fetched } = environment();
    const kept = listing('p1', { rera: registered });
    const progress: KeepProgress[] = [];
    const pack = await keepForOffline(db, env, 'u1', kept, (step) => progress.push(step));

    expect(caches.paths()).toEqual(packUrls(kept, ORIGIN).sort());
    expect(fetched).toHaveLength(7);
    expect(progress[0]).toEqual({ done: 0, total: 8 });
    expect(progress.at(-1)).toEqual({ done: 8, total: 8 });
    expect(progress.map((step) => step.done)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pack).toMatchObject({ userId: 'u1', propertyId: 'p1', bytes: 700 });
    expect(await recallProperty(db, 'p1', 'u1')).toMatchObject({ _id: 'p1', title: kept.title, rera: registered });
    expect(await packStatus(db, env, 'u1')).toEqual([{ propertyId: 'p1', complete: true, bytes: 700, keptAt: pack.keptAt }]);
    expect(await packStatus(db, env, 'u2')).toEqual([]);
  });

  it("keeps the nine tiles of a pinned property's small map with its photos, from the tile host, and is complete only with them", async () => {
    const { env, caches, fetched } = environment({ mapTiles: 'https://tile.example.in/{z}/{x}/{y}.png' });
    const pinned = listing('p1', { lat: 21.1418, lng: 72.7709 });
    const urls = packUrls(pinned, ORIGIN, env.mapTiles);
    const tiles = urls.filter((url) => url.startsWith('https://tile.example.in/15/'));
    expect(tiles).toHaveLength(9);
    expect(tiles).toContain('https://tile.example.in/15/23007/14414.png');

    await keepForOffline(db, env, 'u1', pinned);
    expect(fetched).toEqual(expect.arrayContaining(tiles));
    expect(caches.paths()).toEqual(urls.sort());
    expect((await packStatus(db, env, 'u1'))[0]?.complete).toBe(true);

    // A tile gone from the cache makes the pack incomplete, as a photo does.
    await (await caches.open(MEDIA_CACHE)).delete(tiles[0]!);
    expect((await packStatus(db, env, 'u1'))[0]?.complete).toBe(false);
    // Without a pin, or without the tiles' template, there is no map to keep.
    expect(packUrls(listing('p2'), ORIGIN, env.mapTiles).some((url) => url.includes('tile.example.in'))).toBe(false);
    expect(packUrls(pinned, ORIGIN).some((url) => url.includes('tile.example.in'))).toBe(false);
  });

  it('does not fetch again what the media cache already holds', async () => {
    const { env, caches, fetched } = environment();
    const media = await caches.open(MEDIA_CACHE);
    await media.put('/media/p1/1.webp', new Response(new Uint8Array(40)));
    await keepForOffline(db, env, 'u1', listing('p1'));
    expect(fetched).not.toContain('/media/p1/1.webp');
    expect(fetched).toHaveLength(5);
  });

  it('is not marked available when a piece is missing from the cache afterwards, and takes out what it added', async () => {
    const { env, caches } = environment();
    caches.dropped.add('/media/p1/3.webp');
    await expect(keepForOffline(db, env, 'u1', listing('p1'))).rejects.toMatchObject({ reason: 'incomplete' });
    expect(await db.visitPacks.count()).toBe(0);
    expect(caches.paths()).toEqual([]);
    expect(await packStatus(db, env, 'u1')).toEqual([]);
  });

  it('is not marked available when a photo cannot be fetched', async () => {
    const { env } = environment({ fetch: async (url) => (url.endsWith('2.webp') ? new Response('', { status: 404 }) : new Response('x')) });
    await expect(keepForOffline(db, env, 'u1', listing('p1'))).rejects.toBeInstanceOf(VisitPackError);
    expect(await db.visitPacks.count()).toBe(0);
  });

  it('says the device has no space on a full disk, leaves no half-marked pack and never touches the outbox', async () => {
    const { env, caches } = environment();
    const waiting = await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p9', favorite: true, property: property('p9') });
    caches.full = true;
    const failure = keepForOffline(db, env, 'u1', listing('p1'));
    await expect(failure).rejects.toMatchObject({ reason: 'quota', message: NOT_ENOUGH_SPACE });
    expect(NOT_ENOUGH_SPACE).toBe('Not enough space on this device to keep this property offline.');
    expect(await db.visitPacks.count()).toBe(0);
    expect(await packStatus(db, env, 'u1')).toEqual([]);
    expect(caches.paths()).toEqual([]);
    expect(await pendingMutations(db, 'u1')).toEqual([waiting]);
  });

  it('treats a full disk met while writing the details like one met while caching: nothing marked, outbox kept', async () => {
    const { env } = environment();
    const waiting = await recordFavoriteIntent(db, { userId: 'u1', propertyId: 'p9', favorite: true, property: property('p9') });
    const put = db.visitPacks.put.bind(db.visitPacks);
    db.visitPacks.put = (() =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as unknown as typeof put;
    try {
      await expect(keepForOffline(db, env, 'u1', listing('p1'))).rejects.toMatchObject({ reason: 'quota' });
    } finally {
      db.visitPacks.put = put;
    }
    expect(await db.visitPacks.count()).toBe(0);
    // The details went in the same transaction as the row: they were rolled back with it.
    expect(await db.properties.get('p1')).toBeUndefined();
    expect(await pendingMutations(db, 'u1')).toEqual([waiting]);
  });

  it('is no longer available once the browser dropped one of its photos (checked again, not assumed)', async () => {
    const { env, caches } = environment();
    await keepForOffline(db, env, 'u1', listing('p1'));
    await (await caches.open(MEDIA_CACHE)).delete('/media/p1/2.webp');
    expect(await packStatus(db, env, 'u1')).toEqual([expect.objectContaining({ propertyId: 'p1', complete: false })]);
  });

  it('removes a kept property with its photos, leaving those another kept pack still needs', async () => {
    const { env, caches } = environment();
    const shared = listing('p1');
    await keepForOffline(db, env, 'u1', shared);
    await keepForOffline(db, env, 'u2', shared);
    await keepForOffline(db, env, 'u1', listing('p2'));
    await removeFromOffline(db, env, 'u1', 'p1');
    expect((await packStatus(db, env, 'u1')).map((pack) => pack.propertyId)).toEqual(['p2']);
    expect(caches.paths()).toEqual([...packUrls(shared, ORIGIN), ...packUrls(listing('p2'), ORIGIN)].sort());
    await removeFromOffline(db, env, 'u2', 'p1');
    expect(caches.paths()).toEqual(packUrls(listing('p2'), ORIGIN).sort());
  });

  it('leaves the device with the user at logout: their packs and the photos no other user keeps', async () => {
    const { env, caches } = environment();
    await keepForOffline(db, env, 'u1', listing('p1'));
    await keepForOffline(db, env, 'u2', listing('p2'));
    await forgetKeptPacks(db, env, 'u1');
    await forgetUser(db, 'u1');
    expect(await packStatus(db, env, 'u1')).toEqual([]);
    expect((await packStatus(db, env, 'u2')).map((pack) => [pack.propertyId, pack.complete])).toEqual([['p2', true]]);
    expect(caches.paths()).toEqual(packUrls(listing('p2'), ORIGIN).sort());
  });

  it('counts the space the user’s pack takes and what the browser says the site uses', async () => {
    const { env } = environment();
    await keepForOffline(db, env, 'u1', listing('p1'));
    await keepForOffline(db, env, 'u1', listing('p2'));
    await keepForOffline(db, env, 'u2', listing('p3'));
    expect(await offlineSpace(db, env, 'u1')).toEqual({ count: 2, bytes: 1200, usage: 5_000_000, quota: 1_000_000_000 });
    expect(await offlineSpace(db, { ...env, storage: undefined }, 'u2')).toEqual({ count: 1, bytes: 600 });
  });
});

/** A row of a price list, with its floor plan (or none). */
function unitType(id: string, label: string, floorPlan: string | null): UnitType {
  return {
    id,
    label,
    kind: 'bhk',
    bhk: Number(label[0]),
    carpetMin: 1100,
    carpetMax: 1300,
    priceMin: 8_500_000,
    priceMax: 11_000_000,
    availability: 'available',
    floorPlan,
    floorPlanThumb: floorPlan && floorPlan.replace('full', 'card'),
  };
}

const priceList = [
  unitType('t2', '2 BHK', '/media/plan-2bhk/full.webp'),
  unitType('t3', '3 BHK', '/media/plan-3bhk/full.webp'),
  unitType('t4', '4 BHK', null),
];

/** A unit of the project Vesu Greens, of its 3 BHK type. */
function unit(id: string): Property {
  const own = priceList[1]!;
  return listing(id, {
    rera: null,
    project: {
      _id: 'pj1',
      slug: 'vesu-greens',
      title: 'Vesu Greens',
      unitType: { id: own.id, label: own.label, floorPlan: own.floorPlan },
    },
  });
}

describe("the site-visit pack of a project's unit", () => {
  /** The environment of a device that can ask for Vesu Greens' price list, and the projects it asked for. */
  function withPriceList(list: UnitType[] = priceList) {
    const asked: string[] = [];
    const setup = environment({
      priceList: async (project) => {
        asked.push(project.slug);
        return list;
      },
    });
    return { ...setup, asked };
  }

  it("keeps the project's whole price list with every floor plan, and shows it for the unit's page", async () => {
    const { env, caches, asked } = withPriceList();
    const kept = unit('p1');
    const pack = await keepForOffline(db, env, 'u1', kept);

    expect(asked).toEqual(['vesu-greens']);
    expect(pack.priceList).toEqual(priceList);
    expect(caches.paths()).toEqual(expect.arrayContaining(['/media/plan-2bhk/full.webp', '/media/plan-3bhk/full.webp']));
    expect(pack.urls).toEqual(packUrls(kept, ORIGIN, null, priceList));
    expect(await keptPriceList(db, 'u1', 'p1')).toEqual({ unitTypes: priceList, keptAt: pack.keptAt });
    // Another user's page on the same device, and a property kept outside any project, show none.
    expect(await keptPriceList(db, 'u2', 'p1')).toBeNull();
    await keepForOffline(db, env, 'u1', listing('p2'));
    expect(await keptPriceList(db, 'u1', 'p2')).toBeNull();
    expect(asked).toEqual(['vesu-greens']);
    expect((await packStatus(db, env, 'u1')).map((status) => [status.propertyId, status.complete])).toEqual([
      ['p1', true],
      ['p2', true],
    ]);
  });

  it("is available only while every floor plan of the list is in the cache, the other types' too", async () => {
    const { env, caches } = withPriceList();
    await keepForOffline(db, env, 'u1', unit('p1'));
    await (await caches.open(MEDIA_CACHE)).delete('/media/plan-2bhk/full.webp');
    expect((await packStatus(db, env, 'u1'))[0]?.complete).toBe(false);
  });

  it('is not kept when the price list cannot be had: nothing marked, nothing left in the cache', async () => {
    const { env, caches, fetched } = environment({ priceList: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(keepForOffline(db, env, 'u1', unit('p1'))).rejects.toMatchObject({ reason: 'incomplete' });
    // Nor by a device with no way to ask for it.
    await expect(keepForOffline(db, environment().env, 'u1', unit('p1'))).rejects.toMatchObject({ reason: 'incomplete' });
    expect(fetched).toEqual([]);
    expect(caches.paths()).toEqual([]);
    expect(await db.visitPacks.count()).toBe(0);
    expect(await db.properties.get('p1')).toBeUndefined();
  });

  it('is not complete when kept without its price list (a pack of an earlier release), so it is offered to keep again', async () => {
    const { env } = withPriceList();
    const older = await keepForOffline(db, env, 'u1', unit('p1'));
    const { priceList: _list, ...withoutList } = older;
    await db.visitPacks.put(withoutList);
    expect(await packStatus(db, env, 'u1')).toEqual([expect.objectContaining({ propertyId: 'p1', complete: false })]);
    expect(await keptPriceList(db, 'u1', 'p1')).toBeNull();
    await keepForOffline(db, env, 'u1', unit('p1'));
    expect(await packStatus(db, env, 'u1')).toEqual([expect.objectContaining({ propertyId: 'p1', complete: true })]);
  });

  it('takes the price list away with the pack, and the floor plans once no kept unit needs them', async () => {
    const { env, caches } = withPriceList();
    await keepForOffline(db, env, 'u1', unit('p1'));
    await keepForOffline(db, env, 'u1', unit('p2'));
    await removeFromOffline(db, env, 'u1', 'p1');
    expect(await keptPriceList(db, 'u1', 'p1')).toBeNull();
    expect(caches.paths()).toEqual(expect.arrayContaining(['/media/plan-2bhk/full.webp', '/media/plan-3bhk/full.webp']));
    await removeFromOffline(db, env, 'u1', 'p2');
    expect(caches.paths()).toEqual([]);
  });

  it('leaves with the user at logout, floor plans and all', async () => {
    const { env, caches } = withPriceList();
    await keepForOffline(db, env, 'u1', unit('p1'));
    await forgetKeptPacks(db, env, 'u1');
    await forgetUser(db, 'u1');
    expect(await keptPriceList(db, 'u1', 'p1')).toBeNull();
    expect(caches.paths()).toEqual([]);
  });
});

describe('the site-visit pack of a project', () => {
  /** Vesu Greens, registered, pinned, with its price list's floor plans. */
  const township: Project = {
    _id: 'pj1',
    title: 'Vesu Greens',
    slug: 'vesu-greens',
    description: '',
    status: 'ONGOING',
    location: 'Vesu',
    address: 'VIP Road',
    ...blankProjectFacts,
    reraNumber: registered.number,
    reraQr: '/media/rera/pj1-qr.png',
    unitTypes: priceList,
    lat: 21.1418,
    lng: 72.7709,
    images: ['/media/pj1/1.webp', '/media/pj1/2.webp'],
    thumbnails: ['/media/pj1/1-card.webp', '/media/pj1/2-card.webp'],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('lists every photo, the RERA QR, every floor plan of its price list and its map tiles', () => {
    const urls = projectPackUrls(township, ORIGIN, 'https://tile.example.in/{z}/{x}/{y}.png');
    expect(urls.slice(0, 7)).toEqual([
      '/media/pj1/1.webp',
      '/media/pj1/2.webp',
      '/media/pj1/1-card.webp',
      '/media/pj1/2-card.webp',
      '/media/rera/pj1-qr.png',
      '/media/plan-2bhk/full.webp',
      '/media/plan-3bhk/full.webp',
    ]);
    expect(urls.filter((url) => url.startsWith('https://tile.example.in/15/'))).toHaveLength(9);
    // Registered without an uploaded QR: the generated one, as its page shows.
    expect(projectPackUrls({ ...township, reraQr: null }, ORIGIN)).toContain('/gujrera-qr.svg');
  });

  it('keeps every piece in the media cache and counts as kept only while each is found and the project is on the device', async () => {
    const { env, caches } = environment({ mapTiles: 'https://tile.example.in/{z}/{x}/{y}.png' });
    // The projects list read before keeping puts the project, its price list with it, on the device.
    await rememberProjects(db, [township]);
    const progress: KeepProgress[] = [];
    await keepProjectForOffline(db, env, township, (step) => progress.push(step));

    const urls = projectPackUrls(township, ORIGIN, env.mapTiles);
    expect(caches.paths()).toEqual([...urls].sort());
    expect(progress.at(-1)).toEqual({ done: urls.length + 1, total: urls.length + 1 });
    expect(await projectPackStatus(db, env, ['pj1', 'pj2'])).toEqual(new Set(['pj1']));
    expect((await recallProjects(db))?.[0]?.unitTypes).toEqual(priceList);

    // A floor plan gone from the cache: not kept, and kept again on the next try.
    await (await caches.open(MEDIA_CACHE)).delete('/media/plan-3bhk/full.webp');
    expect(await projectPackStatus(db, env, ['pj1'])).toEqual(new Set());
    await keepProjectForOffline(db, env, township);
    expect(await projectPackStatus(db, env, ['pj1'])).toEqual(new Set(['pj1']));
  });

  it('is not kept when a piece cannot be fetched, or the project is not on the device: nothing it added is left', async () => {
    const { env, caches } = environment({ fetch: async (url) => new Response('', { status: url.includes('plan-2bhk') ? 404 : 200 }) });
    await rememberProjects(db, [township]);
    await expect(keepProjectForOffline(db, env, township)).rejects.toMatchObject({ reason: 'incomplete' });
    expect(caches.paths()).toEqual([]);

    const other = environment();
    await db.projects.clear();
    await expect(keepProjectForOffline(db, other.env, township)).rejects.toMatchObject({ reason: 'incomplete' });
    expect(other.caches.paths()).toEqual([]);
    expect(await projectPackStatus(db, other.env, ['pj1'])).toEqual(new Set());
  });

  it('leaves the photos a kept unit of it needs when a project pack fails', async () => {
    const { env, caches } = environment({ priceList: async () => priceList });
    await keepForOffline(db, env, 'u1', unit('p1'));
    await expect(keepProjectForOffline(db, env, township)).rejects.toMatchObject({ reason: 'incomplete' });
    expect(caches.paths()).toEqual(expect.arrayContaining(['/media/plan-2bhk/full.webp', '/media/plan-3bhk/full.webp']));
    expect(caches.paths()).not.toContain('/media/pj1/1.webp');
  });
});

describe('persistent storage', () => {
  it('is asked for the first time something is kept, and only then', async () => {
    const { env, persistCalls } = environment();
    expect(await askPersistentStorage(db, env)).toBe('granted');
    expect(await askPersistentStorage(db, env)).toBe('asked-before');
    expect(persistCalls).toEqual(['persist']);
    expect((await db.meta.get(metaKeys.persistAsked))?.value).toBe('granted');
  });

  it('answers refused when the browser says no, so the user can be told', async () => {
    const { env, refusePersist } = environment();
    refusePersist();
    expect(await askPersistentStorage(db, env)).toBe('refused');
  });

  it('is not asked again when the browser already keeps the site’s storage', async () => {
    const { env, persistCalls } = environment();
    env.storage = { ...env.storage, persisted: async () => true };
    expect(await askPersistentStorage(db, env)).toBe('granted');
    expect(persistCalls).toEqual([]);
  });

  it('is unsupported without navigator.storage.persist', async () => {
    const { env } = environment({ storage: undefined });
    expect(await askPersistentStorage(db, env)).toBe('unsupported');
  });
});
