/** A properties row and its image keys, as the API shows it. */
import type { Property, PropertyType, TransactionType } from '../contract/index.ts';
import { imageUrls } from '../storage/images.ts';

export interface PropertyRow {
  id: string;
  title: string;
  description: string;
  transactionType: TransactionType;
  propertyType: PropertyType;
  subCategory: string;
  location: string;
  address: string;
  price: number | string;
  sqt: number;
  bedrooms: number | null;
  bathrooms: number | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** `imageKeys` in gallery order (the first is the cover); `favorite` is whether the caller saved it. */
export function presentProperty(row: PropertyRow, imageKeys: readonly string[], favorite: boolean): Property {
  const urls = imageKeys.map(imageUrls);
  const residential = row.propertyType === 'Residential';
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    transactionType: row.transactionType,
    propertyType: row.propertyType,
    subCategory: row.subCategory,
    location: row.location,
    address: row.address,
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
