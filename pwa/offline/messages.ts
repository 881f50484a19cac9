/** Names the page and the service worker share (no imports: sw.ts bundles this too). */

/** The Background Sync tag registered while mutations wait in the outbox (its name kept from the first outbox's: browsers hold registrations made under it). */
export const OUTBOX_SYNC_TAG = 'favorites-outbox';

/** Page → worker: fetch these /media/ URLs into the media cache. */
export const WARM_MEDIA = 'WARM_MEDIA';

/** Worker → page: send the outbox now, then answer `{ ok }` on the port given. */
export const FLUSH_OUTBOX = 'FLUSH_OUTBOX';

/** Page → waiting worker: take over (the update prompt's Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The runtime cache of /media/ images. */
export const MEDIA_CACHE = 'media-images';

/** The runtime cache of the map tiles a person has seen (capped: pwa/offline/mapTiles.ts). */
export const MAP_TILE_CACHE = 'map-tiles';
