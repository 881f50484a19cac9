import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties.ts';
import { aProperty } from '../testing/property.ts';
import { applyFavoriteToCache } from './favorites.ts';
import { propertyKeys, type PropertyPage } from './properties.ts';

const listing = (id: string, favorite: boolean): Property => aProperty({ _id: id, favorite });

const pageOf = (...data: Property[]): PropertyPage => ({ data, meta: { total: data.length, page: 1, limit: 12 } });
const listKey = ['properties', 'search', { propertyType: 'Residential' }];

describe('applyFavoriteToCache', () => {
  it('marks the property in every cached list and its detail, and no other property', async () => {
    const client = new QueryClient();
    client.setQueryData(listKey, pageOf(listing('p1', false), listing('p2', false)));
    client.setQueryData(propertyKeys.detail('p1'), listing('p1', false));
    await applyFavoriteToCache(client, 'p1', true);
    expect(client.getQueryData<PropertyPage>(listKey)!.data.map((property) => property.favorite)).toEqual([true, false]);
    expect(client.getQueryData<Property>(propertyKeys.detail('p1'))!.favorite).toBe(true);
  });

  it('keeps the new flag when a list fetched before the change answers after it', async () => {
    const client = new QueryClient();
    client.setQueryData(listKey, pageOf(listing('p1', false)));
    // A refetch already on its way (on reconnecting) that will answer with the flag as it was.
    let answer!: (page: PropertyPage) => void;
    const refetch = client.fetchQuery({
      queryKey: listKey,
      queryFn: () => new Promise<PropertyPage>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    await applyFavoriteToCache(client, 'p1', true);
    answer(pageOf(listing('p1', false)));
    await refetch.catch(() => undefined);
    expect(client.getQueryData<PropertyPage>(listKey)!.data[0]!.favorite).toBe(true);
    // The list is asked again at the next look, once the change has gone out.
    expect(client.getQueryState(listKey)!.isInvalidated).toBe(true);
  });
});
