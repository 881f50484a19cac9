/** A properties row and its image keys, as the API shows it. */
import type * as v from 'valibot';
import { propertyFields, type Property, type ReraDetails } from '../../contract/properties.ts';
import { pickFields } from '../../contract/fields.ts';
import { imageUrls } from '../storage/images.ts';
import { shownPlace, type PlaceRow } from './place.ts';

type StoredProperty = v.InferOutput<v.ObjectSchema<typeof propertyFields, undefined>>;

/** A properties row as read with the contract's stored fields (queries/propertyReads.ts); numbers may come back as text. */
/** The project a listing belongs to, as read beside it. */
export interface ListingProjectRow {
  _id: string;
  slug: string;
  title: string;
  reraNumber: string | null;
  reraQr: string | null;
  reraExempt: boolean;
  reraExemptReason: string | null;
  /** The listing's row of the project's price list, when it names one (its floor plan as an image key). */
  unitType: { id: string; label: string; floorPlanKey: string | null } | null;
}

export type PropertyRow = Omit<StoredProperty, 'price' | 'sqt'> & {
  id: string;
  reference: string;
  price: number | string;
  sqt: number | string;
  pricePerSqft: number | string | null;
  /** Set by the read while the lowering is recent (PRICE_DROP_DAYS). */
  priceDrop: { from: number | string; at: string } | null;
  projectRow: ListingProjectRow | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** A draft only the office sees (read by the office's own queries). */
  draft?: boolean;
} & PlaceRow;

/** The project link, with the listing's unit type (as its page and visit pack need it) only when it names one. */
function projectLink(project: ListingProjectRow): NonNullable<Property['project']> {
  const link = { _id: project._id, slug: project.slug, title: project.title };
  const unit = project.unitType;
  return unit
    ? { ...link, unitType: { id: unit.id, label: unit.label, floorPlan: unit.floorPlanKey ? imageUrls(unit.floorPlanKey).full : null } }
    : link;
}

/** RERA details when there are any: a number, or an exemption. */
function reraDetails(number: string | null, qrKey: string | null, exempt: boolean, exemptReason: string | null): ReraDetails | null {
  if (!number && !exempt) return null;
  return { number, qr: qrKey ? imageUrls(qrKey).full : null, exempt, exemptReason };
}

/** `imageKeys` in gallery order (the first is the cover); `favorite` is whether the caller saved it. */
export function presentProperty(row: PropertyRow, imageKeys: readonly string[], favorite: boolean): Property {
  const urls = imageKeys.map(imageUrls);
  const residential = row.propertyType === 'Residential';
  const project = row.projectRow;
  return {
    _id: row.id,
    reference: row.reference,
    ...pickFields(propertyFields, row),
    ...shownPlace(row),
    price: Number(row.price),
    sqt: Number(row.sqt),
    bedrooms: residential && row.bedrooms !== null ? Number(row.bedrooms) : null,
    bathrooms: residential && row.bathrooms !== null ? Number(row.bathrooms) : null,
    pricePerSqft: row.pricePerSqft === null ? null : Number(row.pricePerSqft),
    priceDrop: row.priceDrop ? { from: Number(row.priceDrop.from), at: new Date(row.priceDrop.at).toISOString() } : null,
    project: project ? projectLink(project) : null,
    // A listing in a project is advertised with the project's registration.
    rera: project
      ? reraDetails(project.reraNumber, project.reraQr, project.reraExempt, project.reraExemptReason)
      : reraDetails(row.reraNumber, null, row.reraExempt, row.reraExemptReason),
    images: urls.map((url) => url.full),
    thumbnails: urls.map((url) => url.card),
    favorite,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    ...(row.draft ? { draft: true } : {}),
  };
}
