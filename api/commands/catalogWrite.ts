/** The frame shared by the listing and project writers: the transaction, the search cache, the images. */
import type { Deps } from '../context.ts';
import { withTx, type Tx } from '../db.ts';
import { putImages, removeUnreferencedImages, type PreparedImage } from '../storage/images.ts';

export type CatalogWriteDeps = Pick<Deps, 'sql' | 'bucket'> & Partial<Pick<Deps, 'searchCache'>>;

/**
 * The write's transaction; then this process's cached search pages go at once, before the caller hears
 * back (other processes drop theirs on the commit's notification; see searchCache/searchCache.ts). Also
 * after a failure: a commit whose answer was lost may still have landed.
 */
export async function catalogTx<T>(deps: CatalogWriteDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTx(deps.sql, work);
  } finally {
    deps.searchCache?.catalogChanged();
  }
}

/** Puts the images, runs the transaction, and on failure removes the objects nothing references. */
export async function withStoredImages<T>(deps: CatalogWriteDeps, images: PreparedImage[], work: (tx: Tx) => Promise<T>): Promise<T> {
  await putImages(deps.bucket, images);
  try {
    return await catalogTx(deps, work);
  } catch (error) {
    await removeUnreferencedImages(
      deps.sql,
      deps.bucket,
      images.map((image) => image.key),
    );
    throw error;
  }
}
