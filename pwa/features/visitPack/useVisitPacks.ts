/**
 * The site-visit pack on screen: which of the user's properties (and which projects) are kept offline
 * (checked against the cache on every read), the download in progress, and the actions to keep and
 * remove one. The
 * device code (Dexie, the Cache API) loads on first use, as every other device read does.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createElement, useSyncExternalStore } from 'react';
import { Icon } from '../../components/Icon.tsx';
import toast from '../../lib/toast.ts';
import type { Property } from '../../../contract/properties.ts';
import { loadDevice } from '../../data/device/load.ts';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { projectQuery, projectsQuery } from '../../data/projects.ts';
import { bestEffort } from '../../lib/bestEffort.ts';
import { lastMapTiles, rememberMapTiles } from '../maps/lastTiles.ts';
import { loadI18n, pageLocale } from '../../i18n/i18n.ts';
import { inEnglish, translateIn } from '../../i18n/useT.tsx';
import { titleIn } from '../../../contract/translatedText.ts';
import type { KeepProgress, KeptPriceList, OfflineSpace, PackEnv, PackStatus } from '../../data/device/visitPack.ts';

/** The toast's icon drawn as the app's others are: a text sign ('ⓘ') shows as an empty box where no font has it. */
const TOAST_ICON = 'h-5 w-5 shrink-0 text-brand-700';

export const visitPackKeys = {
  all: (userId: string) => ['visit-packs', userId] as const,
  status: (userId: string) => ['visit-packs', userId, 'status'] as const,
  space: (userId: string) => ['visit-packs', userId, 'space'] as const,
  priceList: (userId: string, propertyId: string) => ['visit-packs', userId, 'price-list', propertyId] as const,
  /** Projects' packs are the device's, not one user's. */
  projects: ['visit-packs', 'projects'] as const,
};

type Device = Awaited<ReturnType<typeof loadDevice>>;

async function withDevice<T>(run: (device: Device, env: PackEnv) => Promise<T>, none: T): Promise<T> {
  try {
    const device = await loadDevice();
    const env = device.browserPackEnv();
    return env ? await run(device, env) : none;
  } catch {
    // No IndexedDB or Cache API (some private modes): nothing kept.
    return none;
  }
}

export function visitPackStatusQuery(userId: string) {
  return queryOptions({
    queryKey: visitPackKeys.status(userId),
    queryFn: () => withDevice<PackStatus[]>((device, env) => device.packStatus(env, userId), []),
    networkMode: 'always',
  });
}

export function offlineSpaceQuery(userId: string) {
  return queryOptions({
    queryKey: visitPackKeys.space(userId),
    queryFn: () => withDevice<OfflineSpace>((device, env) => device.offlineSpace(env, userId), { count: 0, bytes: 0 }),
    networkMode: 'always',
  });
}

/** The price list kept with a unit of a project, read from the device alone (online and offline alike); null when none. */
export function keptPriceListQuery(userId: string, propertyId: string) {
  return queryOptions({
    queryKey: visitPackKeys.priceList(userId, propertyId),
    queryFn: () => withDevice<KeptPriceList | null>((device) => device.keptPriceList(userId, propertyId), null),
    networkMode: 'always',
  });
}

/** Which of these projects are kept on this phone for a visit to them, checked against the cache on every read. */
export function projectPackStatusQuery(projectIds: readonly string[]) {
  return queryOptions({
    queryKey: [...visitPackKeys.projects, projectIds.join(',')] as const,
    queryFn: () =>
      withDevice<Set<string>>(
        (device, env) => device.projectPackStatus({ ...env, mapTiles: lastMapTiles()?.url ?? null }, projectIds),
        new Set(),
      ),
    networkMode: 'always',
  });
}

/** Downloads under way, by property (or project) id, shared by every button and card showing one. */
const downloads = new Map<string, KeepProgress>();
const listeners = new Set<() => void>();
function setDownload(propertyId: string, progress: KeepProgress | null) {
  if (progress) downloads.set(propertyId, progress);
  else downloads.delete(propertyId);
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKeepProgress(propertyId: string): KeepProgress | null {
  return useSyncExternalStore(
    subscribe,
    () => downloads.get(propertyId) ?? null,
    () => null,
  );
}

/** Whether this browser can keep anything offline at all (the Cache API needs a secure origin). */
export function canKeepOffline(): boolean {
  return typeof window !== 'undefined' && typeof window.caches !== 'undefined' && typeof indexedDB !== 'undefined';
}

/**
 * 'Keep for offline': asks for persistent storage the first time, then downloads and checks the pack.
 * `quiet` (a pack the phone keeps by itself) says nothing: the visit's card shows the pack instead.
 */
export async function keepProperty(client: QueryClient, userId: string, property: Property, { quiet = false } = {}): Promise<void> {
  if (downloads.has(property._id)) return;
  setDownload(property._id, { done: 0, total: 1 });
  // The toasts speak the page's language (its messages are here: the page is shown in it).
  const locale = pageLocale();
  let t = inEnglish;
  try {
    t = translateIn(await loadI18n(locale));
    const device = await loadDevice();
    const env = device.browserPackEnv();
    if (!env) throw new Error('This browser cannot keep pages offline');
    if ((await device.askPersistentStorage(env)) === 'refused' && !quiet)
      toast(t('keepOffline.mayClear'), {
        id: 'persist-refused',
        duration: 8000,
        icon: createElement(Icon, { name: 'info', className: TOAST_ICON }),
      });
    const agency = await bestEffort('without the tiles the pack keeps the photos', client.fetchQuery(agencyDetailsQuery), null);
    // The page kept offline draws its map from these at the site.
    if (agency) rememberMapTiles(agency.mapTiles);
    // A unit of a project is kept with its project's whole price list, as the project's page reads it.
    const priceList = async (project: { slug: string }) => (await client.fetchQuery(projectQuery(project.slug))).unitTypes;
    await device.keepForOffline({ ...env, mapTiles: agency?.mapTiles.url ?? null, priceList }, userId, property, (progress) =>
      setDownload(property._id, progress),
    );
    if (!quiet) toast.success(t('keepOffline.kept', { title: titleIn(property, locale).text }), { id: `kept-${property._id}` });
  } catch (error) {
    // A VisitPackError says why: a full disk, or photos that could not be fetched.
    const reason = error instanceof Error && error.name === 'VisitPackError' ? (error as Error & { reason?: string }).reason : null;
    const message = reason === 'quota' ? t('keepOffline.noSpace') : reason ? t('keepOffline.incomplete') : t('keepOffline.failed');
    if (!quiet) toast.error(message, { id: `kept-${property._id}` });
  } finally {
    setDownload(property._id, null);
    await client.invalidateQueries({ queryKey: visitPackKeys.all(userId) });
  }
}

/**
 * Keeps a project for a visit to it, as the advisor's phone does by itself: quietly (the visit's card
 * shows the pack), the projects list read first so the project's page opens from the device.
 */
export async function keepProject(client: QueryClient, projectId: string): Promise<void> {
  if (downloads.has(projectId)) return;
  setDownload(projectId, { done: 0, total: 1 });
  try {
    await bestEffort(
      'a project out of reach, or a pack left incomplete, is kept on the next visit to Today',
      (async () => {
        const project = (await client.fetchQuery(projectsQuery())).find((listed) => listed._id === projectId);
        if (!project) return;
        const device = await loadDevice();
        const env = device.browserPackEnv();
        if (!env) return;
        const agency = await bestEffort('without the tiles the pack keeps the photos', client.fetchQuery(agencyDetailsQuery), null);
        if (agency) rememberMapTiles(agency.mapTiles);
        await device.keepProjectForOffline({ ...env, mapTiles: agency?.mapTiles.url ?? null }, project, (progress) =>
          setDownload(projectId, progress),
        );
      })(),
    );
  } finally {
    setDownload(projectId, null);
    await client.invalidateQueries({ queryKey: visitPackKeys.projects });
  }
}

/** 'Remove from offline'. */
export async function removeKeptProperty(client: QueryClient, userId: string, propertyId: string): Promise<void> {
  await withDevice((device, env) => device.removeFromOffline(env, userId, propertyId), undefined);
  await client.invalidateQueries({ queryKey: visitPackKeys.all(userId) });
}

/** One property's pack for the signed-in user: kept (and complete), downloading, and the actions. */
export function useVisitPack(userId: string, property: Property) {
  const client = useQueryClient();
  const status = useQuery(visitPackStatusQuery(userId));
  const pack = status.data?.find((entry) => entry.propertyId === property._id);
  return {
    checked: status.isSuccess,
    kept: pack !== undefined,
    available: pack?.complete === true,
    progress: useKeepProgress(property._id),
    keep: () => keepProperty(client, userId, property),
    remove: () => removeKeptProperty(client, userId, property._id),
  };
}

/** Bytes as people read them: 'kB', 'MB', 'GB', one decimal from MB up. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}
