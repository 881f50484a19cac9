/** The shapes the API answers with. Ids are strings under `_id`, dates ISO 8601. */
import type { ProjectStatus, PropertyType, Role, TransactionType } from './catalog.ts';

export interface Property {
  _id: string;
  title: string;
  /** Sanitised HTML. */
  description: string;
  transactionType: TransactionType;
  propertyType: PropertyType;
  /** The category the property is filed under (forms send it as `category`). */
  subCategory: string;
  location: string;
  address: string;
  /** Rupees; a monthly rent when transactionType is Rent. */
  price: number;
  /** Area in square feet. */
  sqt: number;
  bedrooms: number | null;
  bathrooms: number | null;
  /** Full-size image URLs, first one is the cover. */
  images: string[];
  /** Card-size variants, index for index with `images`. */
  thumbnails: string[];
  /** Whether the caller saved it; false for visitors. */
  favorite: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One of the caller's saved properties (GET /favorites), with when it was saved. */
export interface SavedProperty extends Property {
  savedAt: string;
}

export interface Project {
  _id: string;
  title: string;
  slug: string;
  /** Sanitised HTML. */
  description: string;
  status: ProjectStatus;
  location: string;
  address: string;
  images: string[];
  thumbnails: string[];
  createdAt: string;
  updatedAt: string;
}

export interface User {
  _id: string;
  username: string;
  fullName: string;
  email: string;
  mobile: string;
  avatar: string | null;
  role: Role;
  createdAt: string;
}

/** One login of the caller's account (Account Settings → Sessions). */
export interface AccountSession {
  _id: string;
  /** The browser and system in words, e.g. 'Chrome on Android'; 'Unknown device' when not recognised. */
  device: string;
  browser: string | null;
  os: string | null;
  /** The address it was last used from (no place names: no geo database). */
  ipAddress: string | null;
  /** When the password was entered. */
  createdAt: string;
  /** Its last login or token refresh. */
  lastUsedAt: string;
  /** When it ends unless used again (never later than its absolute lifetime). */
  expiresAt: string;
  /** The login making this request: 'This device'. */
  current: boolean;
}

export interface AuthData {
  user: User;
  accessToken: string;
  refreshToken: string;
}

export interface DashboardStats {
  totalProperties: number;
  totalUsers: number;
  newUsersThisMonth: number;
}

export interface SearchMeta {
  /** Exact below 1,000; with `totalCapped` it means "1,000 or more". */
  total: number;
  page: number;
  limit: number;
  totalCapped?: boolean;
}

/** Every successful answer: `{ message?, data?, meta? }`. */
export interface Envelope<T, M = undefined> {
  message?: string;
  data: T;
  meta?: M;
}

/** Every error answer. */
export interface ErrorBody {
  message: string;
  errors?: {
    name: string;
    fields?: Record<string, string>;
  };
}

/** One change of the event log as `/sync` hands it out. */
export type SyncChange =
  | { seq: number; type: 'property.upserted'; subjectId: string; data: Property }
  | { seq: number; type: 'property.deleted'; subjectId: string; data: null }
  | { seq: number; type: 'project.upserted'; subjectId: string; data: Project }
  | { seq: number; type: 'project.deleted'; subjectId: string; data: null }
  | { seq: number; type: 'favorite.set'; subjectId: string; data: { propertyId: string; favorite: boolean } };

export interface SyncPull {
  changes: SyncChange[];
  /** Pass as `since` on the next pull. */
  cursor: number;
  hasMore: boolean;
}

export interface SyncPushResult {
  id: string;
  status: 'applied' | 'duplicate' | 'superseded' | 'rejected';
  reason?: string;
}

/** Answer of POST /sync. */
export interface SyncPushAnswer {
  results: SyncPushResult[];
  /**
   * The seq of the last event this push recorded (0 when none): once a pull's cursor reaches it, the
   * pulled state includes these intents. Not a cursor to pull from (others' changes may lie before it).
   */
  cursor: number;
}
