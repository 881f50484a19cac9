/**
 * Paths the server answers itself, never the app's shell: the service worker lets a navigation to
 * one of them reach the network (api/app.ts mounts their routers; api/serverPaths.test.ts holds the
 * two lists together).
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/media\//,
  /^\/p\/[^/]+$/,
  /^\/robots\.txt$/,
  /^\/sitemap[^/]*\.xml$/,
  /^\/favicon\.ico$/,
];
