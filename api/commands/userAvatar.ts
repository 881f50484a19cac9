/**
 * A user's avatar: the image is checked and stored, the account points at it (one transaction with its
 * event), and the avatar it replaced goes once nothing references it. When the transaction fails the
 * new object is removed again.
 */
import type { Actor, Deps } from '../context.ts';
import type { UserRow } from '../presenters/user.ts';
import { imageUrls, keyFromUrl, prepareImage, putImages, removeUnreferencedImages } from '../storage/images.ts';
import type { ExpectedVersions } from '../versionTags.ts';
import { setAvatar } from './userUpdater.ts';
import { bestEffort } from '../bestEffort.ts';

export type UserAvatarDeps = Pick<Deps, 'sql' | 'bucket' | 'log'>;

/** Stores `file` as the avatar of `userId`; answers the updated row. */
export async function changeAvatar(
  deps: UserAvatarDeps,
  actor: Actor,
  userId: string,
  file: Buffer,
  expected: ExpectedVersions = null,
): Promise<UserRow> {
  const image = await prepareImage(file);
  await putImages(deps.bucket, [image]);
  const avatarUrl = imageUrls(image.key).card;
  let result: { user: UserRow; previous: string | null };
  try {
    result = await setAvatar(deps, { actor, userId, expected }, avatarUrl);
  } catch (error) {
    await bestEffort(
      'the caller hears the failure that matters, rethrown below',
      removeUnreferencedImages(deps.sql, deps.bucket, [image.key]),
    );
    throw error;
  }
  await removeAvatarObject(deps, result.previous, image.key);
  return result.user;
}

/** Removes the object behind a replaced or orphaned avatar URL unless something still uses it; never fails the caller. */
export async function removeAvatarObject(deps: UserAvatarDeps, avatarUrl: string | null, keep?: string): Promise<void> {
  const key = avatarUrl ? keyFromUrl(avatarUrl) : null;
  if (!key || key === keep) return;
  await removeUnreferencedImages(deps.sql, deps.bucket, [key]).catch((error) =>
    deps.log.warn('avatar not removed', { key, error: String(error) }),
  );
}
