import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Sql } from '../db.ts';
import { createTestDatabase } from '../test/harness.ts';
import { etagOf, SearchCache, type CachedPage, type SearchCacheOptions } from './searchCache.ts';

let sql: Sql;
const opened: SearchCache[] = [];

beforeAll(async () => {
  sql = connect(await createTestDatabase());
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((cache) => cache.close()));
});
afterAll(async () => {
  await sql?.end();
});

async function listeningCache(options: SearchCacheOptions = {}): Promise<SearchCache> {
  const cache = new SearchCache(sql, options);
  opened.push(cache);
  await cache.start();
  expect(cache.listening).toBe(true);
  return cache;
}

function page(text: string): CachedPage {
  const json = JSON.stringify({ data: [{ _id: text }], meta: { total: 1 } });
  return { json, etag: etagOf(json), ids: [text] };
}

function keep(cache: SearchCache, key: string, value = page(key)) {
  cache.store(key, cache.ticket(), value);
}

describe('SearchCache', () => {
  it('answers a kept page and counts hits and misses', async () => {
    const cache = await listeningCache();
    expect(cache.lookup('a')).toBeUndefined();
    keep(cache, 'a');
    expect(cache.lookup('a')).toEqual(page('a'));
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('keeps at most maxEntries pages, dropping the least recently used first', async () => {
    const cache = await listeningCache({ maxEntries: 2 });
    keep(cache, 'a');
    keep(cache, 'b');
    cache.lookup('a');
    keep(cache, 'c');
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('c')).toBeDefined();
  });

  it('keeps the pages within maxBytes, dropping the least recently used first', async () => {
    // Each page is 10,000 characters of JSON, at least 20,000 bytes in memory: three do not fit in 50,000.
    const big = (text: string) => ({ ...page(text), json: text.padEnd(10_000, ' ') });
    const cache = await listeningCache({ maxBytes: 50_000 });
    for (const key of ['a', 'b', 'c']) keep(cache, key, big(key));
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(50_000);
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.lookup('c')).toBeDefined();
  });

  it('keeps single listings on a shelf of their own, so many of them never push a search page out', async () => {
    const cache = await listeningCache({ maxEntries: 1, maxListings: 2 });
    keep(cache, 'search');
    for (const key of ['x', 'y', 'z']) cache.store(key, cache.ticket(), page(key), 'listings');
    expect(cache.lookup('search')).toEqual(page('search'));
    expect(cache.lookup('x', 'listings')).toBeUndefined();
    expect(cache.lookup('z', 'listings')).toEqual(page('z'));
    expect(cache.lookup('z')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 1, listings: 2 });
    cache.catalogChanged();
    expect(cache.stats()).toMatchObject({ entries: 0, listings: 0, listingBytes: 0 });
  });

  it('drops every page when this process changes the listings', async () => {
    const cache = await listeningCache();
    keep(cache, 'a');
    cache.catalogChanged();
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('refuses a page computed while a change was signalled', async () => {
    const cache = await listeningCache();
    const ticket = cache.ticket();
    cache.catalogChanged();
    cache.store('a', ticket, page('a'));
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('computes a page once for requests that miss it at the same time', async () => {
    const cache = await listeningCache();
    let computed = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const compute = async () => {
      computed += 1;
      await gate;
      return page('a');
    };
    const answers = Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    finish();
    expect(await answers).toEqual([page('a'), page('a'), page('a')]);
    expect(computed).toBe(1);
    expect(cache.stats()).toMatchObject({ misses: 3, shared: 2 });
    expect(await cache.get('a', compute)).toEqual(page('a'));
    expect(computed).toBe(1);
  });

  it('never shares or keeps a computation begun before a change', async () => {
    const cache = await listeningCache();
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const before = cache.get('a', async () => {
      await gate;
      return page('old');
    });
    cache.catalogChanged();
    const after = cache.get('a', async () => page('new'));
    finish();
    expect((await before).ids).toEqual(['old']);
    expect((await after).ids).toEqual(['new']);
    expect(cache.lookup('a')?.ids).toEqual(['new']);
  });

  it('drops every page on a notification from any connection', async () => {
    const cache = await listeningCache();
    keep(cache, 'a');
    await sql`select pg_notify('catalog_changed', 'from elsewhere')`;
    await expect.poll(() => cache.stats().lastNotification).toBe('from elsewhere');
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('keeps and serves nothing before it listens and after it is closed', async () => {
    const cache = new SearchCache(sql);
    keep(cache, 'a');
    expect(cache.lookup('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ bypasses: 1, entries: 0 });

    await cache.start();
    keep(cache, 'a');
    expect(cache.lookup('a')).toBeDefined();
    await cache.close();
    expect(cache.listening).toBe(false);
    expect(cache.lookup('a')).toBeUndefined();
  });
});
