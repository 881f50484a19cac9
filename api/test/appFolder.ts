/**
 * A built app's folder for tests that need pages: a shell, prerendered pages carrying the #root
 * marker, and beside them the render module (`../ssr/render.js`) — here the app's own source module
 * (pwa/prerender.tsx) re-exported, which the test runner compiles, so the pages are rendered by the
 * real route table as a build's bundle would render them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../projectRoot.ts';
import { PRERENDERED_MANIFEST, ROOT_END, SSR_ENTRY } from '../static.ts';
import { startTestApp, type TestApp } from './harness.ts';

const PAGES: Record<string, string> = {
  '/': 'home',
  '/residential': 'residential',
  '/commercial': 'commercial',
  '/search': 'search',
  '/property/:propertyId': 'property',
  '/projects': 'projects',
  '/projects/:slug': 'project',
  '/localities/:slug': 'locality',
  '/gu/localities/:slug': 'gu/locality',
  '/hi/localities/:slug': 'hi/locality',
  '/aboutus': 'aboutus',
  '/contactus': 'contactus',
  '/gu/property/:propertyId': 'gu/property',
  '/hi/property/:propertyId': 'hi/property',
  '/gu/projects/:slug': 'gu/project',
};

const document = (root: string) =>
  `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><title>Build title</title>\n<meta\n  name="description"\n  content="Build description"\n/></head><body>${root}</body></html>`;

/** Writes the folder; answers the app folder (pwaDir) and a clean-up. */
export function writeAppFolder(): { pwaDir: string; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'realty-app-folder-'));
  const pwaDir = path.join(root, 'pwa');
  for (const folder of ['prerendered', 'prerendered/gu', 'prerendered/hi']) fs.mkdirSync(path.join(pwaDir, folder), { recursive: true });
  fs.writeFileSync(path.join(pwaDir, 'index.html'), document('<div id="root"></div>'));
  for (const name of Object.values(PAGES)) {
    fs.writeFileSync(
      path.join(pwaDir, 'prerendered', `${name}.html`),
      document(`<div id="root"><main>${name} skeleton</main></div>${ROOT_END}`),
    );
  }
  const routes = Object.entries(PAGES).map(([route, name]) => ({ path: route, file: `prerendered/${name}.html` }));
  fs.writeFileSync(path.join(pwaDir, PRERENDERED_MANIFEST), JSON.stringify({ routes }));
  const entry = path.resolve(pwaDir, SSR_ENTRY);
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(entry, `export * from ${JSON.stringify(path.join(projectRoot, 'pwa', 'prerender.tsx'))};\n`);
  return { pwaDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** The app serving a freshly written app folder as `origin`; closing the app removes the folder. */
export async function startAppWithPages(origin: string): Promise<TestApp> {
  const folder = writeAppFolder();
  try {
    const app = await startTestApp({ PUBLIC_URL: origin }, { pwaDir: folder.pwaDir });
    return {
      ...app,
      async close() {
        await app.close();
        folder.remove();
      },
    };
  } catch (error) {
    folder.remove();
    throw error;
  }
}
