/** A projects row and its image keys, as the API shows it. */
import type * as v from 'valibot';
import { projectFields, type Project } from '../../contract/projects.ts';
import { pickFields } from '../../contract/fields.ts';
import { imageUrls } from '../storage/images.ts';
import { shownPlace, type PlaceRow } from './place.ts';

/** A projects row as read with the contract's stored fields (queries/projectReads.ts). */
export type ProjectRow = v.InferOutput<v.ObjectSchema<typeof projectFields, undefined>> & {
  id: string;
  reraQr: string | null;
  unitsListed: number;
  createdAt: Date;
  updatedAt: Date;
} & PlaceRow;

/** `imageKeys` in gallery order; the first is the cover. */
export function presentProject(row: ProjectRow, imageKeys: readonly string[]): Project {
  const urls = imageKeys.map(imageUrls);
  return {
    _id: row.id,
    ...pickFields(projectFields, row),
    ...shownPlace(row),
    totalUnits: row.totalUnits === null ? null : Number(row.totalUnits),
    reraQr: row.reraQr ? imageUrls(row.reraQr).full : null,
    unitsListed: Number(row.unitsListed),
    images: urls.map((url) => url.full),
    thumbnails: urls.map((url) => url.card),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
