/**
 * The admin area's calls: dashboard stats, property and project writes (multipart, with image
 * files), deletes. Admin data is never persisted to the device (`meta.persist: false`).
 */
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DashboardStats,
  Envelope,
  Project,
  ProjectBody,
  Property,
  PropertyBody,
} from '../../api/contract/index.ts';
import { propertyClient } from './http.ts';
import { projectKeys, propertyKeys, searchProperties, type PropertySearchParams } from './properties.ts';

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

const adminOnly = { persist: false } as const;

export function dashboardQuery() {
  return queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => propertyClient.get<Envelope<DashboardData>>('admin/dashboard', { signal }).then((body) => body.data),
    meta: adminOnly,
    staleTime: 0,
  });
}

export function adminPropertiesQuery(params: PropertySearchParams) {
  return queryOptions({
    queryKey: adminKeys.properties(params),
    queryFn: ({ signal }) => searchProperties({ sort: 'newest', ...params }, signal),
    placeholderData: keepPreviousData,
    meta: adminOnly,
    staleTime: 0,
  });
}

/** The property as the edit form loads it: always fresh from the server, never from the visitor cache. */
export function adminPropertyQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.property(id),
    queryFn: ({ signal }) =>
      propertyClient.get<Envelope<Property>>(`properties/${encodeURIComponent(id)}`, { signal }).then((body) => body.data),
    meta: adminOnly,
    staleTime: 0,
    gcTime: 0,
  });
}

export function adminProjectsQuery() {
  return queryOptions({
    queryKey: adminKeys.projects,
    queryFn: ({ signal }) => propertyClient.get<Envelope<Project[]>>('projects', { signal }).then((body) => body.data),
    meta: adminOnly,
    staleTime: 0,
  });
}

export function adminProjectQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.project(id),
    queryFn: ({ signal }) =>
      propertyClient.get<Envelope<Project>>(`projects/${encodeURIComponent(id)}`, { signal }).then((body) => body.data),
    meta: adminOnly,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The multipart field that lists, once per URL and in order, the images an edit keeps. */
export const KEEP_IMAGES_FIELD = 'keepImages';

/**
 * The property form as multipart: every PropertyBody field as text, then the kept image URLs
 * (on edit) and the new files. Rooms are sent only for residential properties.
 */
export function propertyFormData(
  values: PropertyBody,
  { files, keepImages }: { files: readonly File[]; keepImages?: readonly string[] },
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
  ];
  for (const [name, value] of fields) if (value !== undefined) form.append(name, value);
  if (keepImages) {
    // An edit that removed every image still says so: one empty entry means "keep none".
    if (keepImages.length === 0) form.append(KEEP_IMAGES_FIELD, '');
    for (const url of keepImages) form.append(KEEP_IMAGES_FIELD, url);
  }
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function createProperty(form: FormData): Promise<Envelope<Property>> {
  return propertyClient.post('properties/create', { body: form });
}

export function updateProperty(id: string, form: FormData): Promise<Envelope<Property>> {
  return propertyClient.patch(`properties/${encodeURIComponent(id)}`, { body: form });
}

export function deleteProperty(id: string): Promise<Envelope<unknown>> {
  return propertyClient.delete(`properties/${encodeURIComponent(id)}`);
}

export function projectFormData(values: ProjectBody, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('slug', values.slug);
  form.append('description', values.description);
  form.append('status', values.status);
  form.append('location', values.location);
  form.append('address', values.address);
  for (const file of files) form.append('images', file, file.name);
  return form;
}

export function createProject(form: FormData): Promise<Envelope<Project>> {
  return propertyClient.post('projects', { body: form });
}

export function updateProject(id: string, form: FormData): Promise<Envelope<Project>> {
  return propertyClient.put(`projects/${encodeURIComponent(id)}`, { body: form });
}

export function deleteProject(id: string): Promise<Envelope<unknown>> {
  return propertyClient.delete(`projects/${encodeURIComponent(id)}`);
}

export function removeProjectImage(id: string, imageUrl: string): Promise<Envelope<Project>> {
  return propertyClient.delete(`projects/${encodeURIComponent(id)}/images`, { json: { imageUrl } });
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
