/** The service worker's list of the server's own paths covers every route the server mounts beside the app. */
import { describe, expect, it } from 'vitest';
import { SERVER_PATHS } from '../contract/serverPaths.ts';
import type { Deps } from './context.ts';
import { mediaRouter } from './routes/media/media.ts';
import { seoRouter } from './routes/seo/seo.ts';
import { shortLinkRouter } from './routes/shortLinks/shortLinks.ts';

const ownedByServer = (pathname: string) => SERVER_PATHS.some((pattern) => pattern.test(pathname));

/** A path each route template matches: `:name` and `*name` filled in. */
function example(template: string): string {
  return template.replace(/\*\w+/g, 'properties/a/b.webp').replace(/:(\w+)/g, 'SR-1001');
}

describe('SERVER_PATHS', () => {
  it('matches every route of the media, short-link and search-engine routers', () => {
    const deps = { config: { publicUrl: 'http://127.0.0.1' } } as Deps;
    const routers = [mediaRouter(deps), shortLinkRouter(deps), seoRouter(deps, { crawlRules: async () => null })];
    const templates = routers.flatMap(({ router }) => router.stack.map((layer) => String(layer.path)));
    expect(templates.length).toBeGreaterThanOrEqual(5);
    for (const template of templates) expect(ownedByServer(example(template)), template).toBe(true);
  });

  it('matches the API and the icon', () => {
    for (const pathname of ['/api/v1/properties/search', '/favicon.ico']) expect(ownedByServer(pathname), pathname).toBe(true);
  });

  it("leaves the app's own pages to the shell", () => {
    for (const pathname of ['/', '/residential', '/property/3f2b', '/p', '/projects/vesu-heights', '/gu/search', '/sitemap', '/admincp'])
      expect(ownedByServer(pathname), pathname).toBe(false);
  });
});
