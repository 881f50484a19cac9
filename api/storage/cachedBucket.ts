/**
 * The bucket with the small objects it has read kept in memory (a key is its content's hash, so never stale).
 * Why: docs/decisions/020-memory-caches.md
 */
import { Readable } from 'node:stream';
import { KeptBytes } from '../keptBytes.ts';
import type { Bucket } from './bucket.ts';

export interface MediaCacheLimits {
  /** The most the kept copies may take together. */
  maxBytes: number;
  /** The largest object kept. */
  maxObjectBytes: number;
  /** How long a copy is kept after it was read from the store. */
  ttlMs: number;
}

export const MEDIA_CACHE_LIMITS: MediaCacheLimits = { maxBytes: 32 * 1024 * 1024, maxObjectBytes: 1024 * 1024, ttlMs: 10 * 60 * 1000 };

interface Kept {
  body: Buffer;
  contentType: string;
  etag: string;
  readAt: number;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function cachedBucket(bucket: Bucket, limits: MediaCacheLimits = MEDIA_CACHE_LIMITS, now: () => number = Date.now): Bucket {
  const kept = new KeptBytes<Kept>(limits.maxBytes);
  /** Writes and removals so far: a read that one overtook does not keep what it read. */
  let changes = 0;
  const answer = (copy: Kept) => ({
    stream: Readable.from([copy.body]),
    size: copy.body.length,
    contentType: copy.contentType,
    etag: copy.etag,
  });

  return {
    ...bucket,
    async put(key, body, contentType) {
      changes++;
      kept.delete(key);
      try {
        await bucket.put(key, body, contentType);
      } finally {
        // A read that began while the store was being written does not keep what it read either.
        changes++;
      }
    },
    async get(key) {
      const copy = kept.get(key);
      if (copy && now() - copy.readAt < limits.ttlMs) return answer(copy);
      kept.delete(key);
      const changesBefore = changes;
      const object = await bucket.get(key);
      if (!object || object.size > limits.maxObjectBytes) return object;
      const body = await readAll(object.stream);
      const fresh = { body, contentType: object.contentType, etag: object.etag, readAt: now() };
      if (changes === changesBefore) kept.set(key, fresh);
      return answer(fresh);
    },
    async remove(keys) {
      changes++;
      for (const key of keys) kept.delete(key);
      try {
        await bucket.remove(keys);
      } finally {
        changes++;
      }
    },
  };
}
