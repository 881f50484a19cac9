/** A properties row and its image keys, as the API shows it. */
import type * as v from 'valibot';
import { propertyFields, type Property } from '../../contract/index.ts';
import { pickFields } from '../queries/storedFields.ts';
import { imageUrls } from '../storage/images.ts';

type StoredProperty = v.InferOutput<v.ObjectSchema<typeof propertyFields, undefined>>;

/** A properties row as read with the contract's stored fields (queries/propertyReads.ts); numbers may come back as text. */
export type PropertyRow = Omit<StoredProperty, 'price' | 'sqt'> & {
  id: string;
  reference: string;
  price: number | string;
  sqt: number | string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/** `imageKeys` in gallery order (the first is the cover); `favorite` is whether the caller saved it. */
export function presentProperty(row: PropertyRow, imageKeys: readonly string[], favorite: boolean): Property {
  const urls = imageKeys.map(imageUrls);
  const residential = row.propertyType === 'Residential';
  return {
    _id: row.id,
    reference: row.reference,
    ...pickFields(propertyFields, row),
    price: Number(row.price),
    sqt: Number(row.sqt),
    bedrooms: residential && row.bedrooms !== null ? Number(row.bedrooms) : null,
    bathrooms: residential && row.bathrooms !== null ? Number(row.bathrooms) : null,
    images: urls.map((url) => url.full),
    thumbnails: urls.map((url) => url.card),
    favorite,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
