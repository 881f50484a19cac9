/** Path and query parameters and small bodies of the API that no form sends. */
import * as v from 'valibot';
import { projectStatuses } from './catalog.ts';

/** The one UUID pattern: ids of properties, projects, users and events. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);

/** A record id in a path (`/properties/{id}`); anything else names nothing (404). */
export const UuidParam = v.pipe(v.string(), v.regex(UUID_PATTERN));

/** A listing's short reference, as people quote it: 'SR-1001' (any letter case). */
const REFERENCE_PATTERN = /^SR-[1-9][0-9]{3,9}$/i;

export const isPropertyReference = (value: string): boolean => REFERENCE_PATTERN.test(value);

/** A path segment naming a property by its UUID or its reference; anything else names no property. */
export const PropertyKeyParam = v.pipe(
  v.string(),
  v.check((value) => isUuid(value) || isPropertyReference(value)),
);

/** A path segment that could be a project's UUID or its slug; anything else names no project. */
export const IdOrSlugParam = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,160}$/));

/** Query of GET /projects. */
export const ProjectListQuery = v.object({
  status: v.optional(v.picklist(projectStatuses, 'Status must be either ONGOING or COMPLETED')),
});
export type ProjectListQuery = v.InferOutput<typeof ProjectListQuery>;

/** Body of POST /users/logout: the refresh token to revoke, when the client still has one. */
export const LogoutBody = v.object({ refreshToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))) });
export type LogoutBody = v.InferOutput<typeof LogoutBody>;
