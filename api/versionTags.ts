/**
 * Optimistic concurrency: a property's, project's or user's row version (and the office's visit
 * settings') travels as the ETag of its responses (`"v7"`), and a write sent with `If-Match` is
 * applied only while the row is still at one of the versions it names. Writers compare inside the
 * transaction that holds the row lock, so two writes made from the same version cannot both pass.
 */
import { ApiError } from './errors.ts';

/** A response and the version of the row it shows. */
export interface Versioned<T> {
  data: T;
  version: number;
}

/** What a write was made from: the versions If-Match named, or null for "whatever is current". */
export type ExpectedVersions = readonly number[] | null;

export const versionTag = (version: number): string => `"v${version}"`;

const TAG = /^(?:W\/)?"v(\d{1,10})"$/;

/**
 * The versions named by an If-Match header. Absent or `*` asks for no particular version (API
 * clients that do not send one keep working); a header naming none of ours matches nothing.
 */
export function expectedVersions(header: string | undefined): ExpectedVersions {
  const text = header?.trim();
  if (!text || text === '*') return null;
  const versions: number[] = [];
  for (const part of text.split(',')) {
    const match = TAG.exec(part.trim());
    if (match) versions.push(Number(match[1]));
  }
  return versions;
}

export type VersionedResource = 'property' | 'project' | 'user' | 'visit settings';

/** 412: the row moved on since the caller loaded it. */
export const changedElsewhere = (resource: VersionedResource) =>
  new ApiError(412, changedElsewhereMessage(resource), 'PreconditionFailedError');

export const changedElsewhereMessage = (resource: VersionedResource) =>
  `${resource === 'visit settings' ? 'The visit settings were' : `This ${resource} was`} changed by someone else. Reload to see their changes.`;

/** Throws 412 unless `current` is a version the write was made from. Call with the row locked. */
export function assertVersion(resource: VersionedResource, current: number, expected: ExpectedVersions): void {
  if (expected !== null && !expected.includes(current)) throw changedElsewhere(resource);
}

/** Sets the ETag of a response showing the row at `version`. */
export function sendVersion(ctx: { set(field: string, value: string): void }, version: number): void {
  ctx.set('ETag', versionTag(version));
}

/** The record's data for the answer, its version sent as the ETag beside it. */
export function versionedData<T>(ctx: { set(field: string, value: string): void }, record: Versioned<T>): T {
  sendVersion(ctx, record.version);
  return record.data;
}
