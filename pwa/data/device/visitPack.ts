/**
 * The site-visit pack: a property kept on this device for a visit, marked only once every photo is
 * found in the cache; and a project's, for a visit to the project itself.
 * Why: docs/decisions/014-site-visit-pack.md
 */
import type { Project } from '../../../contract/projects.ts';
import type { ProjectLink, Property } from '../../../contract/properties.ts';
import type { UnitType } from '../../../contract/unitTypes.ts';
import { metaKeys, type OfflineDb, type VisitPack } from './db.ts';
import { rememberProperty } from './localData.ts';
import { MEDIA_CACHE } from '../../offline/messages.ts';
import { bestEffort } from '../../lib/bestEffort.ts';
import { smallMapTiles } from '../../features/maps/smallMapView.ts';

export const NOT_ENOUGH_SPACE = 'Not enough space on this device to keep this property offline.';
export const PACK_INCOMPLETE = 'Some photos could not be saved for offline use. Try again when you are online.';

/** The QR shown when a registered listing has no certificate QR (precached with the app shell). */
const GENERATED_RERA_QR = '/gujrera-qr.svg';

/** What the pack needs of the browser; tests pass fakes. */
export interface PackEnv {
  caches: Pick<CacheStorage, 'open' | 'match'>;
  fetch: (url: string) => Promise<Response>;
  storage?: Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;
  origin: string;
  /** The maps' tile template (MAP_TILES), when known: a pack keeps its small map's tiles. */
  mapTiles?: string | null;
  /** The whole price list of a unit's project, as the server answers it now; a unit of a project is kept only with it. */
  priceList?: (project: Pick<ProjectLink, '_id' | 'slug'>) => Promise<UnitType[]>;
}

/** The browser's own, or null where it has no Cache API (an insecure origin). */
export function browserPackEnv(): PackEnv | null {
  if (typeof window === 'undefined' || typeof window.caches === 'undefined') return null;
  return {
    caches: window.caches,
    fetch: (url) => window.fetch(url, { credentials: 'same-origin' }),
    storage: typeof navigator !== 'undefined' ? navigator.storage : undefined,
    origin: window.location.origin,
  };
}

/** The same-origin path of `url`, else null (other hosts are not ours to cache). */
function samePath(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname + parsed.search : null;
  } catch {
    // Not a URL: nothing to cache.
    return null;
  }
}

/** What a visit's media are made of, a listing's or a project's. */
interface VisitMedia {
  images: readonly string[];
  thumbnails: readonly string[];
  qr: string | null;
  floorPlans: readonly (string | null | undefined)[];
  lat: number | null;
  lng: number | null;
}

/** The media's same-origin URLs once each, then with `mapTiles` the nine tiles of the small map (the tile host's own, the one other host kept). */
function mediaUrls(media: VisitMedia, origin: string, mapTiles?: string | null): string[] {
  const all = [...media.images, ...media.thumbnails, media.qr, ...media.floorPlans].map((url) => samePath(url, origin));
  const tiles =
    mapTiles && media.lat !== null && media.lng !== null
      ? smallMapTiles(mapTiles, media.lat, media.lng).map((url) => samePath(url, origin) ?? url)
      : [];
  return [...new Set([...all.filter((url): url is string => url !== null), ...tiles])];
}

/** The QR a registered listing shows: its certificate's, else the generated one; none unregistered. */
const reraQr = (number: string | null | undefined, qr: string | null | undefined) => (number ? (qr ?? GENERATED_RERA_QR) : null);

/**
 * Every URL a site visit needs: each photo in full size, its card-size variant, the RERA QR, the
 * floor plan of its unit type and, with `priceList`, of every type on its project's price list, and
 * with `mapTiles` the nine tiles of its small map.
 */
export function packUrls(
  property: Pick<Property, 'images' | 'thumbnails' | 'rera' | 'lat' | 'lng'> & Partial<Pick<Property, 'project'>>,
  origin: string,
  mapTiles?: string | null,
  priceList: readonly Pick<UnitType, 'floorPlan'>[] = [],
): string[] {
  return mediaUrls(
    {
      images: property.images ?? [],
      thumbnails: property.thumbnails ?? [],
      qr: reraQr(property.rera?.number, property.rera?.qr),
      floorPlans: [property.project?.unitType?.floorPlan, ...priceList.map((unit) => unit.floorPlan)],
      lat: property.lat,
      lng: property.lng,
    },
    origin,
    mapTiles,
  );
}

/** Every URL a visit to a project needs: its photos, the RERA QR, every type's floor plan on its price list, its small map's tiles. */
export function projectPackUrls(
  project: Pick<Project, 'images' | 'thumbnails' | 'reraNumber' | 'reraQr' | 'unitTypes' | 'lat' | 'lng'>,
  origin: string,
  mapTiles?: string | null,
): string[] {
  return mediaUrls(
    {
      images: project.images,
      thumbnails: project.thumbnails,
      qr: reraQr(project.reraNumber, project.reraQr),
      floorPlans: project.unitTypes.map((unit) => unit.floorPlan),
      lat: project.lat,
      lng: project.lng,
    },
    origin,
    mapTiles,
  );
}

export type PackFailure = 'quota' | 'incomplete';

/** Keeping failed; nothing of it stays marked. `message` is what the user reads. */
export class VisitPackError extends Error {
  override name = 'VisitPackError';
  constructor(readonly reason: PackFailure) {
    super(reason === 'quota' ? NOT_ENOUGH_SPACE : PACK_INCOMPLETE);
  }
}

/** A full disk, as the Cache API or IndexedDB report it, or Dexie wraps it (an aborted transaction's `inner`). */
export function isQuotaError(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; depth++) {
    if ((cause as { name?: unknown }).name === 'QuotaExceededError') return true;
    cause = (cause as { inner?: unknown }).inner;
  }
  return false;
}

/** Is `url` in a cache of this origin (the media cache, or the precached app shell for the generated QR)? */
async function cached(env: PackEnv, url: string): Promise<Response | undefined> {
  const media = await (await env.caches.open(MEDIA_CACHE)).match(url);
  if (media) return media;
  return url.startsWith('/media/') ? undefined : env.caches.match(url, { ignoreSearch: true });
}

async function sizeOf(response: Response): Promise<number> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  try {
    return (await response.clone().blob()).size;
  } catch {
    // An unreadable body: counted as nothing kept.
    return 0;
  }
}

export type Persistence = 'granted' | 'refused' | 'unsupported' | 'asked-before';

/**
 * The first time this device keeps something offline, asks the browser to keep the site's storage
 * (navigator.storage.persist()); answers 'refused' when it said no, so the user can be told.
 */
export async function askPersistentStorage(db: OfflineDb, env: PackEnv): Promise<Persistence> {
  if (await db.meta.get(metaKeys.persistAsked)) return 'asked-before';
  const storage = env.storage;
  if (typeof storage?.persist !== 'function') return 'unsupported';
  const refused = 'a browser that will not say counts as a no';
  let granted = typeof storage.persisted === 'function' ? await bestEffort(refused, storage.persisted(), false) : false;
  if (!granted) granted = await bestEffort(refused, storage.persist(), false);
  await db.meta.put({ key: metaKeys.persistAsked, value: granted ? 'granted' : 'refused' });
  return granted ? 'granted' : 'refused';
}

/** The price list of `property`'s project, when it is in one; throws 'incomplete' when it cannot be had. */
async function projectPriceList(env: PackEnv, property: Property): Promise<UnitType[] | undefined> {
  if (!property.project) return undefined;
  // Offline, refused, or no way to ask: kept without it, the pack would not be the whole visit.
  const list = env.priceList ? await env.priceList(property.project).catch(() => null) : null;
  if (!list) throw new VisitPackError('incomplete');
  return list;
}

/** Takes out of the media cache those of `urls` that no kept pack on this device still needs. */
async function dropUnshared(db: OfflineDb, env: PackEnv, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const needed = new Set((await db.visitPacks.toArray()).flatMap((pack) => pack.urls));
  const cache = await env.caches.open(MEDIA_CACHE);
  for (const url of urls) if (!needed.has(url)) await bestEffort('an unneeded photo left is evicted with the cache', cache.delete(url));
}

export interface KeepProgress {
  done: number;
  total: number;
}

/**
 * Puts every URL into the media cache (those already there are not fetched again; the ones this call
 * adds go into `added`), then checks each one is there; answers their summed size. `onProgress`
 * hears how many are done. Throws VisitPackError('incomplete') when one could not be fetched or is
 * not in the cache afterwards.
 */
async function cacheEvery(env: PackEnv, urls: readonly string[], added: string[], onProgress: (done: number) => void): Promise<number> {
  let done = 0;
  onProgress(done);
  const cache = await env.caches.open(MEDIA_CACHE);
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (!(await cached(env, url))) {
        // Offline or refused: the pack is incomplete, as with a failed answer.
        const response = await env.fetch(url).catch(() => null);
        if (!response?.ok) throw new VisitPackError('incomplete');
        added.push(url);
        await cache.put(url, response);
      }
      onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(3, urls.length) }, worker));

  // Checked, not assumed: a put can be dropped (eviction, a full disk the browser swallowed).
  let bytes = 0;
  for (const url of urls) {
    const response = await cached(env, url);
    if (!response) throw new VisitPackError('incomplete');
    bytes += await sizeOf(response);
  }
  return bytes;
}

/**
 * Keeps `property` on this device for `userId`: a unit of a project asks for its project's price
 * list first, then every URL of the pack goes into the media cache (those already there are not
 * fetched again), then each one is checked present, then the details and the pack's row (with the
 * price list) are written in one transaction. `onProgress` hears `done of total` (the URLs, then
 * the details). Throws VisitPackError: 'quota' on a full disk, 'incomplete' when the price list or
 * a piece could not be fetched or is not in the cache afterwards; either way no row is written and
 * what this call added is removed. The outbox is never touched.
 */
export async function keepForOffline(
  db: OfflineDb,
  env: PackEnv,
  userId: string,
  property: Property,
  onProgress: (progress: KeepProgress) => void = () => undefined,
): Promise<VisitPack> {
  const added: string[] = [];
  try {
    const priceList = await projectPriceList(env, property);
    const urls = packUrls(property, env.origin, env.mapTiles, priceList);
    const total = urls.length + 1;
    const bytes = await cacheEvery(env, urls, added, (done) => onProgress({ done, total }));
    const pack: VisitPack = { userId, propertyId: property._id, urls, bytes, keptAt: new Date().toISOString() };
    if (priceList) pack.priceList = priceList;
    await db.transaction('rw', [db.properties, db.outbox, db.visitPacks], async () => {
      await rememberProperty(db, property, userId);
      await db.visitPacks.put(pack);
    });
    onProgress({ done: total, total });
    return pack;
  } catch (error) {
    await bestEffort('the failure below is what the person is told', dropUnshared(db, env, added));
    if (error instanceof VisitPackError) throw error;
    if (isQuotaError(error)) throw new VisitPackError('quota');
    throw error;
  }
}

/**
 * Keeps a project for a visit to it: every URL of `projectPackUrls` into the media cache, checked
 * present, and the project itself found on the device (the projects list the caller read just
 * before remembers it, price list included, and the project's page reads it from there with no
 * signal). A project's pack has no row of its own: it is one for everyone on the device, public
 * pictures and facts, and counts as kept while every piece is found (`projectPackStatus`). Throws
 * VisitPackError as `keepForOffline` does; what this call added is then taken out again.
 */
export async function keepProjectForOffline(
  db: OfflineDb,
  env: PackEnv,
  project: Project,
  onProgress: (progress: KeepProgress) => void = () => undefined,
): Promise<void> {
  const added: string[] = [];
  try {
    const urls = projectPackUrls(project, env.origin, env.mapTiles);
    const total = urls.length + 1;
    await cacheEvery(env, urls, added, (done) => onProgress({ done, total }));
    if (!(await db.projects.get(project._id))) throw new VisitPackError('incomplete');
    onProgress({ done: total, total });
  } catch (error) {
    await bestEffort('the failure below is what the person is told', dropUnshared(db, env, added));
    if (error instanceof VisitPackError) throw error;
    if (isQuotaError(error)) throw new VisitPackError('quota');
    throw error;
  }
}

/** Which of these projects are kept for a visit: on the device, with every piece of their pack found in the cache just now. */
export async function projectPackStatus(db: OfflineDb, env: PackEnv, projectIds: readonly string[]): Promise<Set<string>> {
  const stored = await db.projects.bulkGet([...projectIds]);
  const kept = new Set<string>();
  for (const project of stored) {
    if (!project) continue;
    let complete = true;
    for (const url of projectPackUrls(project, env.origin, env.mapTiles)) if (complete && !(await cached(env, url))) complete = false;
    if (complete) kept.add(project._id);
  }
  return kept;
}

export interface PackStatus {
  propertyId: string;
  /** Every URL of the pack was found in the cache just now. */
  complete: boolean;
  bytes: number;
  keptAt: string;
}

/**
 * The user's kept properties, each checked again piece by piece against the cache. A unit of a
 * project kept without its project's price list (kept before packs had them, or joined a project
 * since) is not complete: keeping it again brings the list.
 */
export async function packStatus(db: OfflineDb, env: PackEnv, userId: string): Promise<PackStatus[]> {
  const packs = await db.visitPacks.where('userId').equals(userId).toArray();
  const stored = await db.properties.bulkGet(packs.map((pack) => pack.propertyId));
  return Promise.all(
    packs.map(async (pack, index) => {
      const property = stored[index];
      let complete = property !== undefined && (!property.project || pack.priceList !== undefined);
      for (const url of pack.urls) if (complete && !(await cached(env, url))) complete = false;
      return { propertyId: pack.propertyId, complete, bytes: pack.bytes, keptAt: pack.keptAt };
    }),
  );
}

export interface KeptPriceList {
  unitTypes: UnitType[];
  /** When the pack was kept (ISO 8601): the list is as it stood then. */
  keptAt: string;
}

/** The price list `userId` kept with a unit of a project, for its page to show with no signal; null when none was kept. */
export async function keptPriceList(db: OfflineDb, userId: string, propertyId: string): Promise<KeptPriceList | null> {
  const pack = await db.visitPacks.get([userId, propertyId]);
  return pack?.priceList ? { unitTypes: pack.priceList, keptAt: pack.keptAt } : null;
}

/** 'Remove from offline': the row goes (the price list with it), and the cached media (floor plans too) no other kept pack needs. */
export async function removeFromOffline(db: OfflineDb, env: PackEnv, userId: string, propertyId: string): Promise<void> {
  const pack = await db.visitPacks.get([userId, propertyId]);
  if (!pack) return;
  await db.visitPacks.delete([userId, propertyId]);
  await dropUnshared(db, env, pack.urls);
}

/**
 * Forgets what `userId` kept for offline: `forgetRows` removes their pack rows (at logout, the
 * sign-out transaction that removes the rest of their data, so nothing of theirs waits on the
 * media cache), then the photos no other kept pack needs leave the media cache.
 */
export async function forgetKeptPacks(
  db: OfflineDb,
  env: PackEnv | null,
  userId: string,
  forgetRows: () => Promise<unknown> = () => db.visitPacks.where('userId').equals(userId).delete(),
): Promise<void> {
  const packs = await db.visitPacks.where('userId').equals(userId).toArray();
  await forgetRows();
  if (env)
    await dropUnshared(
      db,
      env,
      packs.flatMap((pack) => pack.urls),
    );
}

export interface OfflineSpace {
  count: number;
  /** Summed size of the user's kept responses. */
  bytes: number;
  /** What the browser says this site uses and may use, when it says. */
  usage?: number;
  quota?: number;
}

/** How much the user's offline pack takes, and the site's whole use of the device's storage. */
export async function offlineSpace(db: OfflineDb, env: PackEnv, userId: string): Promise<OfflineSpace> {
  const packs = await db.visitPacks.where('userId').equals(userId).toArray();
  const space: OfflineSpace = { count: packs.length, bytes: packs.reduce((sum, pack) => sum + pack.bytes, 0) };
  const estimate =
    typeof env.storage?.estimate === 'function'
      ? await bestEffort('the space is shown without the browser’s figures', env.storage.estimate(), null)
      : null;
  if (estimate?.usage !== undefined) space.usage = estimate.usage;
  if (estimate?.quota !== undefined) space.quota = estimate.quota;
  return space;
}
