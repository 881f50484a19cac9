/**
 * Vite plugin: after the build, renders the pages pwa/routes.ts marks for prerendering (through
 * pwa/prerender.tsx, loaded with a Vite SSR module loader) into copies of the built index.html,
 * one page per route, and lists them in prerendered.json for api/static.ts. Each page carries its first paint (header, page header,
 * skeletons, footer) so it shows before any JavaScript runs, and preloads its screen's chunk.
 * index.html itself stays the empty shell: the service worker answers every route with it.
 * It also bundles the same module for Node (SSR_ENTRY, through pwa/serverRender.ts), with which the API server renders
 * the pages whose data it has at hand (api/pageRenderer.ts) into these pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, normalizePath, type Plugin } from 'vite';
import { bootElement } from '../api/bootScript.ts';
import { escapeAttribute, PRERENDERED_MANIFEST, ROOT_END, SSR_ENTRY } from '../api/static.ts';
import type * as RenderEntry from '../pwa/prerender.tsx';
import { afterAppBuild } from './afterAppBuild.ts';
import { manifestPath, MANIFEST_WORDS, type ManifestLocale } from './webManifest.ts';

/** The part of pwa/prerender.tsx the build uses. */
type RenderModule = Pick<typeof RenderEntry, 'renderPage' | 'localizedPrerenderedPages' | 'pageHead'>;

const ROOT_ELEMENT = '<div id="root"></div>';

/** A chunk's file and, transitively, the files it imports statically. */
function withImports(file: string, imports: Map<string, string[]>, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of imports.get(file) ?? []) withImports(imported, imports, seen);
  return seen;
}

/**
 * The stylesheet links of the page replaced by the stylesheets themselves: the first paint then
 * needs nothing but the page (the CSS is about 11 KB compressed). The app's client-side
 * navigation needs no other copy: the styles stay in the document. Each link stays, `disabled`
 * (a disabled stylesheet link is never fetched), for the bundler's loader of lazy screens: it adds
 * a screen's stylesheets unless the page has a link to them, and without it every lazy screen
 * fetched the whole stylesheet again and applied it a second time over the document.
 */
function inlineStylesheets(html: string, outDir: string, base: string): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g, (_link, href: string) => {
    if (!href.startsWith(base)) throw new Error(`prerender: stylesheet ${href} is not under ${base}`);
    const css = fs.readFileSync(path.join(outDir, href.slice(base.length)), 'utf8');
    if (/url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css)) throw new Error(`prerender: ${href} has relative url()s, which would break inlined`);
    return `<link rel="stylesheet" href="${href}" disabled><style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** The shell's entry script and module preloads (and `extra` preloads) replaced by the boot script (api/bootScript.ts). */
function startAfterFirstPaint(html: string, extra: string[]): string {
  const entries = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`prerender: expected one entry script in index.html, found ${entries.length}`);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  return html
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</head>', `${bootElement(entries[0]!, [...preloads, ...extra])}</head>`);
}

/**
 * `entry`: the render module the build's pages are rendered with (through Vite); `serverEntry`: the
 * entry bundled for the API server, which loads `entry` as a chunk of its own (pwa/serverRender.ts).
 */
export function prerender(options: { entry: string; serverEntry: string }): Plugin {
  const chunkOfModule = new Map<string, string>();
  const chunkImports = new Map<string, string[]>();
  /** The stylesheets a chunk brings (a language's font faces). */
  const chunkCss = new Map<string, string[]>();

  return afterAppBuild('surat-realty:prerender', {
    written(bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        if (item.facadeModuleId) chunkOfModule.set(normalizePath(item.facadeModuleId), item.fileName);
        chunkImports.set(item.fileName, item.imports);
        chunkCss.set(item.fileName, [...(item.viteMetadata?.importedCss ?? [])]);
      }
    },
    async run(config) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
      const inShell = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));

      const server = await createServer({
        configFile: false,
        root: config.root,
        logLevel: 'error',
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        // Only server-side loading: no scan of index.html's entry, no browser dependencies to optimise.
        optimizeDeps: { noDiscovery: true, entries: [] },
      });
      try {
        const { renderPage, localizedPrerenderedPages, pageHead } = (await server.ssrLoadModule(options.entry)) as RenderModule;
        const written: { path: string; file: string }[] = [];
        for (const route of localizedPrerenderedPages()) {
          const { markup } = await renderPage(route.sample);
          const files = new Set<string>();
          const chunks = route.preload.map((module) => chunkOfModule.get(normalizePath(path.resolve(config.root, module))) ?? module);
          if (route.screen) {
            // The screen's module is named as its export (pwa/routes.ts).
            const screens = [...chunkOfModule]
              .filter(([module]) => path.basename(module) === `${route.screen}.tsx`)
              .map(([, chunk]) => chunk);
            if (screens.length !== 1) throw new Error(`prerender: ${screens.length} chunks for the screen ${route.screen}`);
            chunks.push(screens[0]!);
          }
          for (const chunk of chunks) {
            if (!chunkImports.has(chunk)) throw new Error(`prerender: no chunk for ${chunk}`);
            withImports(chunk, chunkImports, files);
          }
          const preloads = [...files].filter((file) => !inShell.has(file)).map((file) => `${config.base}${file}`);
          // A page in Gujarati or Hindi links its language's stylesheet and preloads its fonts, so its
          // first paint has its letters (the language's chunk brings the same stylesheet to the app).
          // Linked, not inlined as the app's is: painted before its fonts had loaded, the page kept some
          // words as empty boxes after they arrived (Chromium, a host with no Gujarati font: 2 of 8 loads).
          // Render-blocking, the stylesheet arrives with the preloaded fonts (none of 8).
          const languageCss = route.preload
            .filter((module) => /(^|\/)i18n\/locale-/.test(module))
            .flatMap((module) => chunkCss.get(chunkOfModule.get(normalizePath(path.resolve(config.root, module))) ?? '') ?? []);
          const languageHead = languageCss
            .map((css) => {
              const fonts = [...fs.readFileSync(path.join(outDir, css), 'utf8').matchAll(/url\(([^)]+\.woff2)\)/g)].map(
                (match) => match[1]!,
              );
              const fontLinks = fonts.map((font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`).join('');
              return `${fontLinks}<link rel="stylesheet" href="${config.base}${css}">`;
            })
            .join('');
          const page = startAfterFirstPaint(inlineStylesheets(template, outDir, config.base), preloads)
            .replace('</head>', `${languageHead}</head>`)
            // Each language's page says so (English, the template's, as it is), and links its language's manifest.
            .replace(/<html lang="[^"]*"/, `<html lang="${route.lang}"`)
            .replace(/<link rel="manifest" href="[^"]*">/, (link) =>
              route.lang in MANIFEST_WORDS ? `<link rel="manifest" href="${manifestPath(route.lang as ManifestLocale)}">` : link,
            )
            // A Gujarati or Hindi page of its own address is titled and described in its language (the server's head says the same).
            .replace(/<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[^>]*>/, (head) => {
              const localized = route.lang in MANIFEST_WORDS && !route.path.includes(':') ? pageHead(route.sample) : null;
              return localized
                ? `<title>${escapeAttribute(localized.title)}</title>\n    <meta name="description" content="${escapeAttribute(localized.description)}" />`
                : head;
            })
            // The marker after #root lets the server put a page rendered with data in its place.
            .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>${ROOT_END}`);
          const target = path.join(outDir, route.file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          fs.writeFileSync(target, page);
          written.push({ path: route.path, file: route.file });
        }
        fs.writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify({ routes: written }, null, 2)}\n`);
        config.logger.info(`prerendered ${written.length} pages: ${written.map((route) => route.path).join(' ')}`);
      } finally {
        await server.close();
      }

      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        define: config.define,
        // Self-contained: the production server has no front-end packages (react, wouter, lingui) to import.
        ssr: { noExternal: true },
        build: {
          ssr: path.resolve(config.root, `.${options.serverEntry}`),
          outDir: path.dirname(path.resolve(outDir, SSR_ENTRY)),
          emptyOutDir: true,
          target: 'node20',
          minify: false,
          rolldownOptions: { output: { entryFileNames: path.basename(SSR_ENTRY) } },
        },
      });
      config.logger.info(`bundled ${options.serverEntry} for the server: ${path.relative(config.root, path.resolve(outDir, SSR_ENTRY))}`);
    },
  });
}
