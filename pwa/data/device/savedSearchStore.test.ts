import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../contract/savedSearches.ts';
import type { OutboxEntry } from './db.ts';
import { withPendingWrites } from './savedSearchStore.ts';

const stored = (id: string, name: string, createdAt: string): SavedSearch => ({
  _id: id,
  name,
  query: { propertyType: 'Residential' },
  alert: 'instant',
  channels: ['email'],
  paused: false,
  newCount: 2,
  createdAt,
  updatedAt: createdAt,
});

const entry = (type: OutboxEntry['type'], args: Record<string, unknown>, clientTime: string) =>
  ({
    id: `m-${clientTime}`,
    userId: 'u1',
    type,
    args,
    clientTime,
    record: `savedSearch:${String(args.savedSearchId)}:${type}`,
  }) as OutboxEntry;

describe('saved searches with unsent writes', () => {
  const server = [stored('a', 'Vesu flats', '2026-01-01T00:00:00.000Z'), stored('b', 'Shops', '2026-01-02T00:00:00.000Z')];

  it('shows a search saved offline after the server list, with no new matches yet', () => {
    const list = withPendingWrites(server, [
      entry(
        'savedSearch.create',
        { savedSearchId: 'c', name: 'Plots', query: { category: 'Plot' }, alert: 'daily', channels: ['push'] },
        '2026-02-01T00:00:00.000Z',
      ),
    ]);
    expect(list.map((search) => search._id)).toEqual(['a', 'b', 'c']);
    expect(list[2]).toMatchObject({ name: 'Plots', alert: 'daily', channels: ['push'], paused: false, newCount: 0 });
  });

  it('lays an unsent edit or pause over the server copy and drops an unsent delete', () => {
    const list = withPendingWrites(server, [
      entry('savedSearch.update', { savedSearchId: 'a', paused: true, name: undefined }, '2026-02-01T00:00:00.000Z'),
      entry('savedSearch.delete', { savedSearchId: 'b' }, '2026-02-02T00:00:00.000Z'),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ _id: 'a', name: 'Vesu flats', paused: true, updatedAt: '2026-02-01T00:00:00.000Z' });
  });

  it('ignores other kinds of waiting writes', () => {
    expect(withPendingWrites(server, [entry('favorite.set', { propertyId: 'p', favorite: true }, '2026-02-01T00:00:00.000Z')])).toEqual(
      server,
    );
  });
});
