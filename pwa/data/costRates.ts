/** The rates the cost of buying is worked out with (GET /agency/cost-rates), asked for once an hour at most. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Envelope } from '../../contract/answers.ts';
import { GUJARAT_RATES, type PurchaseCostRates } from '../../contract/purchaseCost.ts';
import { api } from './api.ts';

export const costRatesQuery = queryOptions({
  queryKey: ['agency', 'cost-rates'] as const,
  queryFn: async ({ signal }) => (await api.get<Envelope<PurchaseCostRates>>('agency/cost-rates', { signal })).data,
  staleTime: 60 * 60 * 1000,
});

/** The office's rates; Gujarat's from the contract until they come, or when the server cannot be reached. */
export function useCostRates(): PurchaseCostRates {
  const { data } = useQuery(costRatesQuery);
  return data ?? GUJARAT_RATES;
}
