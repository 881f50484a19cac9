/** Projects: their query keys and reads, network first; offline, the list the device keeps. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { Project } from '../../contract/projects.ts';
import { api } from './api.ts';
import { networkFirst } from './networkFirst.ts';

export const projectKeys = {
  all: ['projects'] as const,
  /** One project, by the id or slug its address names. */
  detail: (idOrSlug: string) => ['projects', 'detail', idOrSlug] as const,
};

export function projectsQuery() {
  return queryOptions({
    queryKey: projectKeys.all,
    queryFn: (context) =>
      networkFirst(context, {
        network: () => api.get<Envelope<Project[]>>('projects', { signal: context.signal }).then((body) => body.data),
        remember: async (device, projects) => {
          await device.rememberProjects(projects);
          return projects;
        },
        recall: (device) => device.recallProjects(),
      }),
  });
}

/**
 * One project by its id or slug, network first; offline, the project as the device's list of
 * projects has it (the projects page keeps that list).
 */
export function projectQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: projectKeys.detail(idOrSlug),
    queryFn: (context) =>
      networkFirst(context, {
        network: () =>
          api.get<Envelope<Project>>(`projects/${encodeURIComponent(idOrSlug)}`, { signal: context.signal }).then((body) => body.data),
        remember: async (_device, project) => project,
        recall: async (device) => (await device.recallProjects())?.find((project) => project._id === idOrSlug || project.slug === idOrSlug),
      }),
  });
}
