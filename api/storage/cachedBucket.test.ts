import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Bucket } from './bucket.ts';
import { cachedBucket } from './cachedBucket.ts';

/** A store in memory that counts its reads; `hold` keeps the next read waiting until released. */
function memoryStore() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const state = { reads: 0, hold: null as Promise<void> | null };
  const store: Bucket = {
    name: 'media',
    async put(key, body, contentType) {
      objects.set(key, { body, contentType });
    },
    async get(key) {
      state.reads++;
      const object = objects.get(key);
      if (state.hold) await state.hold;
      return object
        ? { stream: Readable.from([object.body]), size: object.body.length, contentType: object.contentType, etag: `"${key}"` }
        : null;
    },
    async remove(keys) {
      for (const key of keys) objects.delete(key);
    },
    async exists(key) {
      return objects.has(key);
    },
    async ping() {},
    async ensure() {},
  };
  return { store, state };
}

async function body(bucket: Bucket, key: string): Promise<string | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const limits = { maxBytes: 10, maxObjectBytes: 6, ttlMs: 1000 };

describe('cachedBucket', () => {
  it('answers a photo read before from memory, with its type and size, and reads the store once', async () => {
    const { store, state } = memoryStore();
    const bucket = cachedBucket(store, limits);
    await bucket.put('a/card.webp', Buffer.from('abcd'), 'image/webp');
    expect(await body(bucket, 'a/card.webp')).toBe('abcd');
    const again = await bucket.get('a/card.webp');
    expect(again).toMatchObject({ size: 4, contentType: 'image/webp', etag: '"a/card.webp"' });
    expect(await body(bucket, 'a/card.webp')).toBe('abcd');
    expect(state.reads).toBe(1);
  });

  it('reads the store again for a missing key, a removed key, one written again and one kept past its time', async () => {
    const { store, state } = memoryStore();
    let clock = 0;
    const bucket = cachedBucket(store, limits, () => clock);
    expect(await body(bucket, 'none')).toBeNull();
    await bucket.put('none', Buffer.from('x'), 'image/webp');
    expect(await body(bucket, 'none')).toBe('x');
    expect(state.reads).toBe(2);

    await bucket.remove(['none']);
    expect(await body(bucket, 'none')).toBeNull();

    await bucket.put('k', Buffer.from('one'), 'image/webp');
    await body(bucket, 'k');
    await bucket.put('k', Buffer.from('two'), 'image/webp');
    expect(await body(bucket, 'k')).toBe('two');
    const reads = state.reads;
    clock = 999;
    expect(await body(bucket, 'k')).toBe('two');
    expect(state.reads).toBe(reads);
    clock = 2000;
    expect(await body(bucket, 'k')).toBe('two');
    expect(state.reads).toBe(reads + 1);
  });

  it('keeps at most maxBytes, dropping the least recently read first, and never keeps a large object', async () => {
    const { store, state } = memoryStore();
    const bucket = cachedBucket(store, limits);
    for (const key of ['a', 'b', 'c']) await bucket.put(key, Buffer.from('1234'), 'image/webp');
    await bucket.put('big', Buffer.from('1234567'), 'image/webp');
    await body(bucket, 'a');
    await body(bucket, 'b');
    await body(bucket, 'a'); // a is now the most recently read: c's arrival drops b
    await body(bucket, 'c');
    const reads = state.reads;
    await body(bucket, 'a');
    await body(bucket, 'c');
    expect(state.reads).toBe(reads);
    expect(await body(bucket, 'b')).toBe('1234');
    expect(state.reads).toBe(reads + 1);

    expect(await body(bucket, 'big')).toBe('1234567');
    expect(await body(bucket, 'big')).toBe('1234567');
    expect(state.reads).toBe(reads + 3);
  });

  it('does not keep what a read got when the key was removed while it was reading', async () => {
    const { store, state } = memoryStore();
    const bucket = cachedBucket(store, limits);
    await bucket.put('a', Buffer.from('old'), 'image/webp');
    let release!: () => void;
    state.hold = new Promise<void>((resolve) => (release = resolve));
    const reading = body(bucket, 'a');
    await bucket.remove(['a']);
    release();
    state.hold = null;
    expect(await reading).toBe('old');
    expect(await body(bucket, 'a')).toBeNull();
  });
});
