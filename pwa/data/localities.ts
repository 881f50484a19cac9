/** A locality's figures (GET /localities/{slug}): its page's data. */
import { queryOptions } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { LocalityFigures } from '../../contract/localityFigures.ts';
import { api } from './api.ts';

export function localityQuery(slug: string) {
  return queryOptions({
    queryKey: ['localities', slug] as const,
    queryFn: async ({ signal }) => (await api.get<Envelope<LocalityFigures>>(`localities/${encodeURIComponent(slug)}`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
