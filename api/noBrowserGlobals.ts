/**
 * The server runs on Node: the browser's globals are not declared for its type check, so code in
 * api/ that reaches for them fails `npm run typecheck` instead of failing at run time.
 */
// @ts-expect-error -- `document` is a browser global, unknown to the server
export type NoDocument = typeof document;
// @ts-expect-error -- so is `window`
export type NoWindow = typeof window;
