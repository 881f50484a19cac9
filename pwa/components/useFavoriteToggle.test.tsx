// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PropertyCard } from './PropertyCard.tsx';
import { appStore, endSession, Provider, startSession } from '../lib/store.ts';
import { offlineDb } from '../data/device/db.ts';
import { pendingMutations } from '../data/device/outbox.ts';
import { aProperty } from '../testing/property.ts';
import { aSession } from '../testing/session.ts';

/** The sentence of a heart kept on the device for the reconnect (an English page). */
const FAVORITE_QUEUED = 'You are offline. This change is kept on this device and sent when you reconnect.';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn() }) }));

const property = aProperty();

function renderCard(onFavoriteChange?: (id: string, favorite: boolean) => void) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Provider store={appStore}>
        <Router hook={memoryLocation({ path: '/' }).hook}>
          <PropertyCard property={property} onFavoriteChange={onFavoriteChange} />
        </Router>
      </Provider>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** POST /sync as the server answers it: each mutation sent gets `status`. */
const syncAnswering = (status: string, bodies: unknown[] = []) =>
  vi.fn(async (request: Request) => {
    const body = (await request.clone().json()) as { mutations: { id: string }[] };
    bodies.push(body);
    const results = body.mutations.map((mutation) => ({ id: mutation.id, status }));
    return new Response(JSON.stringify({ data: { results, cursor: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });

beforeEach(async () => {
  const db = offlineDb();
  await Promise.all(db.tables.map((table) => table.clear()));
  startSession(aSession());
});

afterEach(() => {
  cleanup();
  endSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const heart = () => screen.getByRole('button', { name: /3 BHK in Vesu/ });

describe('property card', () => {
  it('shows the price with ₹ and / month, the rooms and a details link', () => {
    renderCard();
    expect(screen.getByText('₹ 18,000 / month')).toBeTruthy();
    expect(screen.getByText('3 BHK')).toBeTruthy();
    expect(screen.getByText('2 Baths')).toBeTruthy();
    expect(screen.getByText('1,450 sqft')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/property/p1');
    const image = screen.getByRole('img', { name: '3 BHK in Vesu' });
    expect(image.getAttribute('src')).toBe('/media/a-card.webp');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows the heart only to logged-in visitors and only with a favourites handler', () => {
    renderCard();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    cleanup();
    renderCard(() => {});
    expect(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' })).toBeTruthy();
    cleanup();
    endSession();
    renderCard(() => {});
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});

describe('useFavoriteToggle', () => {
  it('flips at once, sends the desired state through the outbox at once and says so', async () => {
    const bodies: unknown[] = [];
    const fetch = syncAnswering('applied', bodies);
    vi.stubGlobal('fetch', fetch);
    const changed = vi.fn();
    renderCard(changed);
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(changed).toHaveBeenCalledWith('p1', true);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favorite!'));
    const request = (fetch.mock.calls[0] as unknown as [Request])[0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/sync');
    expect(bodies).toEqual([
      {
        mutations: [
          { id: expect.any(String), type: 'favorite.set', args: { propertyId: 'p1', favorite: true }, clientTime: expect.any(String) },
        ],
        sentAt: expect.any(String),
      },
    ]);
    // Answered: nothing waits, and the device remembers the saved property.
    await waitFor(async () => expect(await pendingMutations(offlineDb(), 'u1')).toEqual([]));
    expect(await offlineDb().savedProperties.get(['u1', 'p1'])).toBeDefined();
  });

  it("says 'Removed from favorite!' when un-saving, and a replayed id counts as saved", async () => {
    vi.stubGlobal('fetch', syncAnswering('duplicate'));
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to favorite!'));
    await waitFor(() => expect(heart().hasAttribute('disabled')).toBe(false));
    fireEvent.click(heart());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Removed from favorite!'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it("forces the flag to false and says 'Unable to favorite it' when the server rejects the mutation", async () => {
    vi.stubGlobal('fetch', syncAnswering('rejected'));
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Unable to favorite it'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(await pendingMutations(offlineDb(), 'u1')).toEqual([]);
    expect(await offlineDb().savedProperties.get(['u1', 'p1'])).toBeUndefined();
  });

  it("forces the flag to false and says 'Unable to favorite it' when the server refuses", async () => {
    vi.stubGlobal('fetch', answer(500, { message: 'Database down' }));
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Unable to favorite it'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    // A refused intent is not kept for later.
    expect(await pendingMutations(offlineDb(), 'u1')).toEqual([]);
  });

  it("shows the server's state when a later intent from another device stands over this one", async () => {
    const overruled = syncAnswering('superseded');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.method === 'POST') return overruled(request);
        // GET /favorites: the other device's later unsave stands.
        return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    await waitFor(() => expect(heart().hasAttribute('disabled')).toBe(false));
    expect(await offlineDb().savedProperties.get(['u1', 'p1'])).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('offline, flips at once and queues the intent without calling the network', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(FAVORITE_QUEUED, expect.anything()));
    expect(fetch).not.toHaveBeenCalled();
    const pending = await pendingMutations(offlineDb(), 'u1');
    expect(pending.map((entry) => [entry.type, entry.args])).toEqual([['favorite.set', { propertyId: 'p1', favorite: true }]]);
  });

  it('keeps the heart and the queued intent when the connection drops mid-request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderCard(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Save 3 BHK in Vesu' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(FAVORITE_QUEUED, expect.anything()));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(await pendingMutations(offlineDb(), 'u1')).toHaveLength(1);
  });
});
