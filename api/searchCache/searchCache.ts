/**
 * Search result pages and single listings as visitors are sent them, kept in the API process, dropped on
 * every catalogue change and refused when one raced their SQL.
 * Why: docs/decisions/003-search-cache-ticket.md
 */
import { createHash } from 'node:crypto';
import postgres from 'postgres';
import type { Sql } from '../db.ts';
import type { Logger } from '../log.ts';
import { bestEffort } from '../bestEffort.ts';

export const CATALOG_CHANNEL = 'catalog_changed';
/** Names the listening connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'realty-search-cache';

/** A search answer as sent: its JSON, a weak ETag of that JSON, and the ids of its page in order. */
export interface CachedPage {
  json: string;
  etag: string;
  ids: string[];
}

/**
 * Where an answer is kept: search pages, or single listings (`GET /properties/:id`). Each has its own
 * bounds, so reads of many listings one by one (a crawler's, say) never push the search pages out.
 */
export type Shelf = 'pages' | 'listings';

export interface SearchCacheOptions {
  /** Pages kept at most. */
  maxEntries?: number;
  /** Total JSON size of the pages kept at most, in bytes. */
  maxBytes?: number;
  /** Single listings kept at most, and their total JSON size at most in bytes. */
  maxListings?: number;
  maxListingBytes?: number;
  /** A page older than this is computed again even without a change. */
  ttlMs?: number;
  /** How often the listening connection is checked, and how long it may take to answer. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  log?: Logger;
}

export interface SearchCacheStats {
  hits: number;
  misses: number;
  /** Misses that waited for the same page being computed for another request instead of computing it again. */
  shared: number;
  /** Lookups answered from SQL because the cache was not listening. */
  bypasses: number;
  /** Pages dropped by a change (notified, local, or on (re)connecting). */
  invalidations: number;
  /** Times the listening connection was lost. */
  listenerLost: number;
  /** The payload of the last notification heard (they arrive in commit order). */
  lastNotification: string | null;
  /** Search pages kept, and their size. */
  entries: number;
  bytes: number;
  /** Single listings kept, and their size. */
  listings: number;
  listingBytes: number;
}

interface Entry {
  page: CachedPage;
  bytes: number;
  expiresAt: number;
}

/** Kept answers, least recently used first, held to a count and a size. */
class Bounded {
  readonly entries = new Map<string, Entry>();
  bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  /** The live entry for `key`, now the most recently used; an expired one is dropped. */
  take(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.set(key, entry);
    return entry;
  }

  put(key: string, page: CachedPage, expiresAt: number): void {
    const bytes = page.json.length * 2 + key.length * 2 + page.ids.length * 80;
    if (bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, { page, bytes, expiresAt });
    this.bytes += bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.drop(oldKey, oldEntry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** A weak ETag of a JSON text: equal texts, equal tags, in every replica. */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

export class SearchCache {
  private readonly shelves: Record<Shelf, Bounded>;
  private readonly ttlMs: number;
  private readonly heartbeatMs: number;
  private readonly heartbeatTimeoutMs: number;
  private readonly log: Logger | undefined;
  private generation = 0;
  private listener: Sql | null = null;
  private isListening = false;
  private closed = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private waiters: (() => void)[] = [];
  private readonly counts = { hits: 0, misses: 0, shared: 0, bypasses: 0, invalidations: 0, listenerLost: 0 };
  /** Pages being computed, by generation and key: requests missing the same page at once share one computation. */
  private readonly flights = new Map<string, Promise<CachedPage>>();
  private lastNotification: string | null = null;

  constructor(
    private readonly sql: Sql,
    options: SearchCacheOptions = {},
  ) {
    this.shelves = {
      pages: new Bounded(options.maxEntries ?? 2000, options.maxBytes ?? 64 * 1024 * 1024),
      listings: new Bounded(options.maxListings ?? 20_000, options.maxListingBytes ?? 64 * 1024 * 1024),
    };
    this.ttlMs = options.ttlMs ?? 60_000;
    this.heartbeatMs = options.heartbeatMs ?? 10_000;
    this.heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 5_000;
    this.log = options.log;
  }

  /** Starts listening; resolves once the first attempt is done (on failure the cache stays bypassed and retries). */
  async start(): Promise<void> {
    await this.connect();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.isListening = false;
    this.invalidate();
    for (const resolve of this.waiters.splice(0)) resolve();
    const listener = this.listener;
    this.listener = null;
    if (listener) await bestEffort('closing: a listener that cannot end cleanly is dropped anyway', listener.end({ timeout: 0 }));
  }

  /** Whether pages are served and kept: only while a LISTEN is in place. */
  get listening(): boolean {
    return this.isListening;
  }

  /** Resolves once the cache is listening (at once if it is). */
  whenListening(): Promise<void> {
    if (this.isListening || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  stats(): SearchCacheStats {
    const { pages, listings } = this.shelves;
    return {
      ...this.counts,
      lastNotification: this.lastNotification,
      entries: pages.entries.size,
      bytes: pages.bytes,
      listings: listings.entries.size,
      listingBytes: listings.bytes,
    };
  }

  /**
   * The page for `key`: the kept one, or `compute()`d and kept. Requests missing the same page at the same
   * time share one computation, but only one begun since the last change: a caller who saw a write of this
   * process commit never joins a computation that may predate it.
   */
  async get(key: string, compute: () => Promise<CachedPage>, shelf: Shelf = 'pages'): Promise<CachedPage> {
    const kept = this.lookup(key, shelf);
    if (kept) return kept;
    if (!this.isListening) return compute();
    const ticket = this.generation;
    const flightKey = `${ticket}\u0000${shelf}\u0000${key}`;
    const flying = this.flights.get(flightKey);
    if (flying) {
      this.counts.shared += 1;
      return flying;
    }
    const flight = compute()
      .then((page) => {
        this.store(key, ticket, page, shelf);
        return page;
      })
      .finally(() => this.flights.delete(flightKey));
    this.flights.set(flightKey, flight);
    return flight;
  }

  /** The kept page for `key`, or undefined (absent, expired, or the cache is not listening). */
  lookup(key: string, shelf: Shelf = 'pages'): CachedPage | undefined {
    if (!this.isListening) {
      this.counts.bypasses += 1;
      return undefined;
    }
    const entry = this.shelves[shelf].take(key, Date.now());
    this.counts[entry ? 'hits' : 'misses'] += 1;
    return entry?.page;
  }

  /** Taken before computing a page; hand it to `store`. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `page` unless the listings changed since `ticket` was taken or the cache is not listening. */
  store(key: string, ticket: number, page: CachedPage, shelf: Shelf = 'pages'): void {
    if (!this.isListening || ticket !== this.generation) return;
    this.shelves[shelf].put(key, page, Date.now() + this.ttlMs);
  }

  /** The listings changed (a write of this process just committed): drop every page, refuse pages computed before. */
  catalogChanged(): void {
    this.invalidate();
  }

  private invalidate() {
    this.generation += 1;
    this.counts.invalidations += 1;
    this.shelves.pages.clear();
    this.shelves.listings.clear();
    this.flights.clear();
  }

  /**
   * A connection of its own (one, never idle-closed) made from the pool's settings, as postgres.js's own
   * `listen` does, but with a close hook: postgres.js re-subscribes silently, and a cache must know.
   */
  private async connect(): Promise<void> {
    if (this.closed) return;
    const listener: Sql = postgres({
      ...this.sql.options,
      max: 1,
      idle_timeout: null,
      max_lifetime: null,
      fetch_types: false,
      connection: { ...this.sql.options.connection, application_name: LISTENER_APPLICATION_NAME },
      onnotify: (channel: string, payload: string) => {
        if (channel !== CATALOG_CHANNEL || listener !== this.listener) return;
        this.lastNotification = payload;
        this.invalidate();
      },
      onclose: () => this.lost(listener, 'connection closed'),
    } as unknown as postgres.Options<Record<string, never>>) as unknown as Sql;
    this.listener = listener;
    try {
      await listener.unsafe(`listen ${CATALOG_CHANNEL}`);
    } catch (error) {
      this.lost(listener, (error as Error).message);
      return;
    }
    if (listener !== this.listener || this.closed) return;
    // Changes committed before the LISTEN took effect were not heard: pages from then are dropped.
    this.invalidate();
    this.isListening = true;
    this.failures = 0;
    for (const resolve of this.waiters.splice(0)) resolve();
    this.log?.debug('search cache listening');
  }

  /** The listening connection is gone: stop serving pages at once, and listen again soon. */
  private lost(listener: Sql, reason: string) {
    if (listener !== this.listener) return;
    this.listener = null;
    const wasListening = this.isListening;
    this.isListening = false;
    this.invalidate();
    if (wasListening) this.counts.listenerLost += 1;
    void bestEffort('the lost listener is replaced below', listener.end({ timeout: 0 }));
    if (this.closed) return;
    this.failures += 1;
    const delay = Math.min(5_000, 50 * 2 ** Math.min(this.failures, 7));
    this.log?.warn('search cache not listening; searches go to the database until it is', { reason, retryInMs: delay });
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  /** A connection can die without closing (a vanished peer): one that stops answering counts as lost. */
  private async heartbeat() {
    const listener = this.listener;
    if (!listener || !this.isListening) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat timed out')), this.heartbeatTimeoutMs);
    });
    try {
      await Promise.race([listener`select 1`, timeout]);
    } catch (error) {
      this.lost(listener, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }
}
