/** The site's server-rendered pages in tests: the app serving them for a file's tests, a page as a browser gets it, what it carries. */
import { afterAll, beforeAll } from 'vitest';
import { startAppWithPages } from './appFolder.ts';
import type { TestApp } from './harness.ts';

/** The app with its pages as `origin`, started before a file's tests and handed to `take`, closed after them. */
export function appWithPagesForTests(origin: string, take: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startAppWithPages(origin);
    take(app);
  });
  afterAll(() => app?.close());
}

/** A page as a browser gets it: its status and HTML. */
export async function pageOf(app: TestApp, path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { status: response.status, html: await response.text() };
}

/** What the selector's first group captures (an attribute's value). */
export const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

/** The page's JSON-LD blocks, parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
