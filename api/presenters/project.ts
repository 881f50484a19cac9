/** A projects row and its image keys, as the API shows it. */
import type * as v from 'valibot';
import { projectFields, type Project } from '../../contract/projects.ts';
import type { UnitType } from '../../contract/unitTypes.ts';
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
  /** The price list in order, each floor plan as its image key (queries/projectReads.ts). */
  unitTypeRows?: UnitTypeRow[];
} & PlaceRow;

export type UnitTypeRow = Omit<UnitType, 'floorPlan' | 'floorPlanThumb'> & { floorPlanKey: string | null };

/** A unit type with its floor plan's URLs; prices come from bigint columns as numbers. */
export function presentUnitType({ floorPlanKey, ...row }: UnitTypeRow): UnitType {
  const plan = floorPlanKey ? imageUrls(floorPlanKey) : null;
  return {
    ...row,
    priceMin: Number(row.priceMin),
    priceMax: Number(row.priceMax),
    floorPlan: plan?.full ?? null,
    floorPlanThumb: plan?.card ?? null,
  };
}

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
    unitTypes: (row.unitTypeRows ?? []).map(presentUnitType),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
