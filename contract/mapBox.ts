/**
 * The largest box a map may ask for, in degrees each way (greater Surat is about half a degree). A
 * plain value, apart from the schemas of contract/places.ts, so the search map's script reads it
 * without valibot (docs/decisions/035-lazy-parts.md).
 */
export const BBOX_MAX_DEGREES = 2;
