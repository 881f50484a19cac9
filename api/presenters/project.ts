/** A projects row and its image keys, as the API shows it. */
import type { Project, ProjectStatus } from '../contract/index.ts';
import { imageUrls } from '../storage/images.ts';

export interface ProjectRow {
  id: string;
  title: string;
  slug: string;
  description: string;
  status: ProjectStatus;
  location: string;
  address: string;
  createdAt: Date;
  updatedAt: Date;
}

/** `imageKeys` in gallery order; the first is the cover. */
export function presentProject(row: ProjectRow, imageKeys: readonly string[]): Project {
  const urls = imageKeys.map(imageUrls);
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    status: row.status,
    location: row.location,
    address: row.address,
    images: urls.map((url) => url.full),
    thumbnails: urls.map((url) => url.card),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
