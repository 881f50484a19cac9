/**
 * The admin area's calls: dashboard stats, property and project writes (multipart, with image
 * files), deletes. Admin data is never kept on the device.
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DashboardStats } from '../../contract/admin.ts';
import type { Envelope } from '../../contract/answers.ts';
import type { Project, ProjectBody } from '../../contract/projects.ts';
import { floorPlanField, type UnitTypeFormInput } from '../../contract/unitTypes.ts';
import type { Property, PropertyBody } from '../../contract/properties.ts';
import type { ListingAvailability } from '../../contract/catalog.ts';
import { api } from './api.ts';
import { toApiError } from '../lib/apiError.ts';
import { projectKeys } from './projects.ts';
import { propertyKeys, searchProperties, type PropertySearchParams } from './properties.ts';

/**
 * A record and the ETag of the version it shows. An edit sends the ETag back as If-Match, so a
 * save made from a version someone else has changed since is refused (412) instead of overwriting.
 */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

/** If-Match for a save made from `etag`; none when the version is unknown. */
export const ifMatch = (etag: string | null | undefined) => (etag ? { headers: { 'If-Match': etag } } : {});

/** GET of one record with the ETag of the version it shows. */
export async function getVersioned<T>(path: string, signal?: AbortSignal): Promise<Versioned<T>> {
  try {
    const response = await api.ky.get(path, { signal });
    const body = (await response.json()) as Envelope<T>;
    return { data: body.data, etag: response.headers.get('ETag') };
  } catch (error) {
    throw await toApiError(error);
  }
}

export interface DashboardData {
  stats: DashboardStats;
  properties: Property[];
}

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  properties: (params: PropertySearchParams) => ['admin', 'properties', params] as const,
  property: (id: string) => ['admin', 'property', id] as const,
  project: (id: string) => ['admin', 'project', id] as const,
  projects: ['admin', 'projects'] as const,
};

export function dashboardQuery() {
  return queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => api.get<Envelope<DashboardData>>('admin/dashboard', { signal }).then((body) => body.data),
    staleTime: 0,
  });
}

export function adminPropertiesQuery(params: PropertySearchParams) {
  return queryOptions({
    queryKey: adminKeys.properties(params),
    queryFn: ({ signal }) => searchProperties({ sort: 'newest', ...params }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One property and its version, always fresh from the server. */
export function fetchAdminProperty(id: string, signal?: AbortSignal): Promise<Versioned<Property>> {
  return getVersioned<Property>(`properties/${encodeURIComponent(id)}`, signal);
}

/** The property as the edit form loads it: always fresh from the server, never from the visitor cache. */
export function adminPropertyQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.property(id),
    queryFn: ({ signal }) => fetchAdminProperty(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function adminProjectsQuery() {
  return queryOptions({
    queryKey: adminKeys.projects,
    queryFn: ({ signal }) => api.get<Envelope<Project[]>>('projects', { signal }).then((body) => body.data),
    staleTime: 0,
  });
}

/** One project and its version, always fresh from the server. */
export function fetchAdminProject(id: string, signal?: AbortSignal): Promise<Versioned<Project>> {
  return getVersioned<Project>(`projects/${encodeURIComponent(id)}`, signal);
}

export function adminProjectQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.project(id),
    queryFn: ({ signal }) => fetchAdminProject(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The multipart field that lists, once per URL and in order, the images an edit keeps. */
export const KEEP_IMAGES_FIELD = 'keepImages';

/** The coordinates an edit form was filled with ('' for none). */
export type FilledPin = { lat?: string | number; lng?: string | number };

/** Whether a coordinate typed or picked is the one the form was filled with ('21.1418' is 21.141800). */
function sameCoordinate(text: string, filled: string | number | undefined): boolean {
  const before = String(filled ?? '');
  return text === before || (text !== '' && before !== '' && Number(text) === Number(before));
}

/**
 * The pin's entries: the precision always, the point when it is new or was moved (an edit that
 * sends none keeps the stored one, so a form filled with the point readers are shown cannot write
 * it back as the real one), and the office's word that a pin outside Surat is meant.
 */
function appendPin(form: FormData, values: PropertyBody | ProjectBody, filled: FilledPin | undefined): void {
  form.append('locationPrecision', values.locationPrecision);
  const moved = !filled || !sameCoordinate(values.lat, filled.lat) || !sameCoordinate(values.lng, filled.lng);
  if (moved) {
    form.append('lat', values.lat);
    form.append('lng', values.lng);
  }
  if (values.confirmOutside) form.append('confirmOutside', 'true');
}

/**
 * The property form as multipart: every PropertyBody field as text, the pin (appendPin), then the
 * kept image URLs (on edit) and the new files. Rooms are sent only for residential properties.
 */
export function propertyFormData(
  values: PropertyBody,
  { files, keepImages, filledPin }: { files: readonly File[]; keepImages?: readonly string[]; filledPin?: FilledPin },
): FormData {
  const form = new FormData();
  const residential = values.propertyType === 'Residential';
  const fields: [string, string | undefined][] = [
    ['title', values.title],
    ['description', values.description],
    ['transactionType', values.transactionType],
    ['propertyType', values.propertyType],
    ['category', values.category],
    ['location', values.location],
    ['address', values.address],
    ['price', values.price],
    ['sqt', values.sqt],
    ['bedrooms', residential ? values.bedrooms || '0' : undefined],
    ['bathrooms', residential ? values.bathrooms || '0' : undefined],
    ['carpetArea', values.carpetArea],
    ['builtUpArea', values.builtUpArea],
    ['superBuiltUpArea', values.superBuiltUpArea],
    ['plotArea', values.plotArea],
    ['plotAreaUnit', values.plotAreaUnit],
    ['possession', values.possession],
    ['possessionDate', values.possessionDate],
    ['ageYears', values.ageYears],
    ['furnishing', values.furnishing],
    ['facing', values.facing],
    ['floor', values.floor],
    ['totalFloors', values.totalFloors],
    ['parking', values.parking],
    ['maintenanceDeposit', values.maintenanceDeposit],
    ['maintenanceAdvance', values.maintenanceAdvance],
    ['securityDeposit', values.securityDeposit],
    ['depositMonths', values.depositMonths],
    ['monthlyMaintenance', values.monthlyMaintenance],
    ['maintenanceIncluded', String(values.maintenanceIncluded)],
    ['preferredTenants', values.preferredTenants.join(',')],
    ['vegetarianOnly', String(values.vegetarianOnly)],
    ['noPets', String(values.noPets)],
    ['lockInMonths', values.lockInMonths],
    ['amenities', values.amenities.join(',')],
    ['projectId', values.projectId],
    ['unitTypeId', values.unitTypeId],
    ['reraNumber', values.reraNumber],
    ['reraExempt', String(values.reraExempt)],
    ['reraExemptReason', values.reraExemptReason],
    ['titleGu', values.titleGu],
    ['titleHi', values.titleHi],
    ['descriptionGu', values.descriptionGu],
    ['descriptionHi', values.descriptionHi],
    ['availability', values.availability],
  ];
  for (const [name, value] of fields) if (value !== undefined) form.append(name, value);
  appendPin(form, values, filledPin);
  if (keepImages) {
    // An edit that removed every image still says so: one empty entry means "keep none".
    if (keepImages.length === 0) form.append(KEEP_IMAGES_FIELD, '');
    for (const url of keepImages) form.append(KEEP_IMAGES_FIELD, url);
  }
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function createProperty(form: FormData): Promise<Envelope<Property>> {
  return api.post('properties/create', { body: form });
}

/** Saves the edit form; made from the version `etag`, it is refused (412) once someone else saved. */
export function updateProperty(id: string, form: FormData, etag?: string | null): Promise<Envelope<Property>> {
  return api.patch(`properties/${encodeURIComponent(id)}`, { body: form, ...ifMatch(etag) });
}

/** The office's draft listings (made from owners' offers), newest first. */
export function draftPropertiesQuery() {
  return queryOptions({
    queryKey: ['admin', 'property-drafts'] as const,
    queryFn: async () => (await api.get<Envelope<Property[]>>('properties/drafts')).data,
    staleTime: 0,
  });
}

/** The sold and rented listings (search no longer shows them), latest change first. */
export function closedPropertiesQuery() {
  return queryOptions({
    queryKey: ['admin', 'properties-closed'] as const,
    queryFn: async () => (await api.get<Envelope<Property[]>>('properties/closed')).data,
    staleTime: 0,
  });
}

/** Marks a listing available, under offer, sold or rented: one tap from the list. */
export function setPropertyAvailability(id: string, availability: ListingAvailability): Promise<Envelope<Property>> {
  return api.post(`properties/${encodeURIComponent(id)}/availability`, { json: { availability } });
}

/** Publishes a draft listing, from the version the admin saw. */
export function publishProperty(id: string, etag?: string | null): Promise<Envelope<Property>> {
  return api.post(`properties/${encodeURIComponent(id)}/publish`, ifMatch(etag));
}

export function deleteProperty(id: string): Promise<Envelope<unknown>> {
  return api.delete(`properties/${encodeURIComponent(id)}`);
}

export function projectFormData(values: ProjectBody, files: readonly File[], reraQr: File | null = null, filledPin?: FilledPin): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('slug', values.slug);
  form.append('description', values.description);
  form.append('status', values.status);
  form.append('location', values.location);
  form.append('address', values.address);
  form.append('reraNumber', values.reraNumber ?? '');
  form.append('reraExempt', String(values.reraExempt ?? false));
  form.append('reraExemptReason', values.reraExemptReason ?? '');
  form.append('possessionDate', values.possessionDate ?? '');
  form.append('totalUnits', values.totalUnits ?? '');
  form.append('amenities', (values.amenities ?? []).join(','));
  form.append('titleGu', values.titleGu ?? '');
  form.append('titleHi', values.titleHi ?? '');
  form.append('descriptionGu', values.descriptionGu ?? '');
  form.append('descriptionHi', values.descriptionHi ?? '');
  appendPin(form, values, filledPin);
  for (const file of files) form.append('images', file, file.name);
  if (reraQr) form.append('reraQr', reraQr, reraQr.name);
  return form;
}

export function createProject(form: FormData): Promise<Envelope<Project>> {
  return api.post('projects', { body: form });
}

/** Saves the edit form; made from the version `etag`, it is refused (412) once someone else saved. */
export function updateProject(id: string, form: FormData, etag?: string | null): Promise<Envelope<Project>> {
  return api.put(`projects/${encodeURIComponent(id)}`, { body: form, ...ifMatch(etag) });
}

export function deleteProject(id: string): Promise<Envelope<unknown>> {
  return api.delete(`projects/${encodeURIComponent(id)}`);
}

/** Removes one stored image at once; answers the project and its new version (the form saves from it). */
export async function removeProjectImage(
  id: string,
  imageUrl: string,
  etag?: string | null,
): Promise<Envelope<Project> & { etag: string | null }> {
  try {
    const response = await api.ky.delete(`projects/${encodeURIComponent(id)}/images`, { json: { imageUrl }, ...ifMatch(etag) });
    return { ...((await response.json()) as Envelope<Project>), etag: response.headers.get('ETag') };
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * Replaces a project's price list (multipart: the list as JSON, a new floor plan per type as its own
 * file); answers the project and its new version, which the project form saves from next.
 */
export async function saveUnitTypes(
  id: string,
  unitTypes: UnitTypeFormInput[],
  floorPlans: ReadonlyMap<string, File>,
  etag?: string | null,
): Promise<Envelope<Project> & { etag: string | null }> {
  const body = new FormData();
  body.append('unitTypes', JSON.stringify(unitTypes));
  for (const [unitId, file] of floorPlans) body.append(floorPlanField(unitId), file, file.name);
  try {
    const response = await api.ky.put(`projects/${encodeURIComponent(id)}/unit-types`, { body, ...ifMatch(etag) });
    return { ...((await response.json()) as Envelope<Project>), etag: response.headers.get('ETag') };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** After any property write: the admin lists, the dashboard and every visitor list show the change. */
export function invalidatePropertyViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  ]).then(() => undefined);
}

export function invalidateProjectViews(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  ]).then(() => undefined);
}
