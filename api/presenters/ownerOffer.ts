/** An owner's offer as the seller lead stores it (`enquiries.offer`), and as the office reads it. */
import type { OfferPurpose, OwnerOffer } from '../../contract/ownerListings.ts';
import type { PropertyCategory } from '../../contract/catalog.ts';
import { imageUrls } from '../storage/images.ts';

/** The stored offer: photos by their content keys. */
export interface StoredOffer {
  purpose: OfferPurpose;
  category: PropertyCategory;
  locality: string;
  address: string;
  bhk: number | null;
  areaSqft: number | null;
  expectedPrice: number;
  notes: string;
  photos: string[];
}

export function presentOffer(stored: StoredOffer): OwnerOffer {
  return { ...stored, photos: stored.photos.map((key) => imageUrls(key).full) };
}
