/**
 * The entry of the render module the build bundles for the API server (dist/ssr/render.js): a door
 * to prerender.tsx, which the bundle keeps in a chunk named by its content. The server imports this
 * entry afresh whenever a build replaces it (api/pageRenderer.ts). Were the app's code in the entry,
 * its lazily loaded chunks would import the entry by its plain name, the copy of an earlier build
 * that Node keeps, and a new build would render with an old build's functions and catalogues.
 * Why: docs/decisions/012-server-rendered-pages.md
 */
import type { PageRenderModule } from '../contract/rendering.ts';

const { pageRenderModule } = await import('./prerender.tsx');

export const { routeRequest, renderPage, pageHead, notFoundHead, crawlRules }: PageRenderModule = pageRenderModule;
