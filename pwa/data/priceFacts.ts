/** A listing's price history and its price against its locality's median (GET /properties/{id}/price-facts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import type { PriceFacts } from '../../contract/priceFacts.ts';
import { api } from './api.ts';

export function priceFactsQuery(id: string) {
  return queryOptions({
    queryKey: ['properties', 'price-facts', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<Envelope<PriceFacts>>(`properties/${encodeURIComponent(id)}/price-facts`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export const usePriceFacts = (id: string) => useQuery(priceFactsQuery(id));
