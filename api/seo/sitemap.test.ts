import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../context.ts';
import { deleteProperty, patchProperty } from '../commands/propertyWriter.ts';
import { errorHandler } from '../middleware.ts';
import { createUser } from '../test/factories.ts';
import { freshProject } from '../test/probes/support.ts';
import { createTestProperty } from '../test/properties.ts';
import { seoRouter } from '../routes/seo/seo.ts';
import { startAppWithPages } from '../test/appFolder.ts';
import type { TestApp } from '../test/harness.ts';

let app: TestApp;
const ORIGIN = 'https://shreejirealty.example';

beforeAll(async () => {
  app = await startAppWithPages(ORIGIN);
});
afterAll(() => app?.close());

const get = (path: string, base = app.url) => fetch(`${base}${path}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const lastmodOf = (xml: string, loc: string) =>
  new RegExp(`<loc>${loc.replace(/[.?*+^$()[\]\\]/g, '\\$&')}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

async function updatedAt(table: 'properties' | 'projects', id: string): Promise<string> {
  const [row] = await app.deps.sql<{ at: Date }[]>`select updated_at as at from ${app.deps.sql(table)} where id = ${id}::uuid`;
  return new Date(row!.at).toISOString();
}

async function lastEventAt(subjectId: string): Promise<string> {
  const [row] = await app.deps.sql<
    { at: Date }[]
  >`select recorded_at as at from events where subject_id = ${subjectId} order by seq desc limit 1`;
  return new Date(row!.at).toISOString();
}

describe('/robots.txt', () => {
  it('keeps admin and account pages in every language and the API out, lets the rest in and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = await response.text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]);
    // The privacy tab, a mail's withdrawal page and a visitor's erasure request are a person's own, like the dashboard.
    const kept = [
      '/admincp',
      '/compare',
      '/dashboard',
      '/dashboard/privacy',
      '/login',
      '/privacy/erase',
      '/privacy/withdraw',
      '/register',
      '/resetPassword',
    ];
    expect(disallowed.sort()).toEqual([...kept, ...kept.map((path) => `/gu${path}`), ...kept.map((path) => `/hi${path}`), '/api/'].sort());
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('/sitemap.xml', () => {
  it('lists every public page and every listing, each listing with its updatedAt as lastmod', async () => {
    const property = await createTestProperty(app, { title: 'Sitemap flat' });
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = locs(xml);
    for (const path of ['/', '/residential', '/commercial', '/search', '/projects', '/aboutus', '/contactus', '/privacy'])
      expect(urls).toContain(`${ORIGIN}${path}`);
    for (const path of ['/login', '/register', '/dashboard', '/admincp']) expect(urls).not.toContain(`${ORIGIN}${path}`);
    expect(lastmodOf(xml, `${ORIGIN}/property/${property._id}`)).toBe(new Date(property.updatedAt).toISOString());
    expect(lastmodOf(xml, `${ORIGIN}/residential`)).toBe(await lastEventAt(property._id));
  });

  it("lists each project's page under its slug, with its updatedAt as lastmod", async () => {
    const project = await freshProject(app);
    const xml = await (await get('/sitemap.xml')).text();
    expect(lastmodOf(xml, `${ORIGIN}/projects/${project.slug}`)).toBe(await updatedAt('projects', project._id));
    expect(lastmodOf(xml, `${ORIGIN}/gu/projects/${project.slug}`)).toBe(await updatedAt('projects', project._id));
    expect(locs(xml)).not.toContain(`${ORIGIN}/projects/${project._id}`);
  });

  it('lists every page and listing in each language, each naming the others as hreflang alternates', async () => {
    const property = await createTestProperty(app, { title: 'Sitemap flat in three languages', titleGu: 'ત્રણ ભાષામાં ફ્લેટ' });
    const xml = await (await get('/sitemap.xml')).text();
    const urls = locs(xml);
    const listing = `/property/${property._id}`;
    for (const path of ['/residential', '/gu/residential', '/hi/residential', '/gu/', '/hi/', listing, `/gu${listing}`, `/hi${listing}`]) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${listing}"/>`,
      `<xhtml:link rel="alternate" hreflang="gu" href="${ORIGIN}/gu${listing}"/>`,
      `<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi${listing}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${listing}"/>`,
    ].join('');
    for (const path of [listing, `/gu${listing}`, `/hi${listing}`]) {
      const entry = new RegExp(
        `<url><loc>${`${ORIGIN}${path}`.replace(/[.?*+^$()[\]\\]/g, '\\$&')}</loc><lastmod>[^<]+</lastmod>([^\n]*)</url>`,
      ).exec(xml);
      expect(entry?.[1], path).toBe(alternates);
    }
    expect(lastmodOf(xml, `${ORIGIN}/gu${listing}`)).toBe(await updatedAt('properties', property._id));
    const page = /<url><loc>[^<]+\/gu\/residential<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?([^\n]*)<\/url>/.exec(xml)?.[1];
    expect(page).toBe(
      ['en', '/residential', 'gu', '/gu/residential', 'hi', '/hi/residential', 'x-default', '/residential']
        .reduce<string[]>(
          (links, value, index, all) =>
            index % 2 ? links : [...links, `<xhtml:link rel="alternate" hreflang="${value}" href="${ORIGIN}${all[index + 1]}"/>`],
          [],
        )
        .join(''),
    );
  });

  it('is current without a rebuild: an edit moves a listing’s lastmod, a deletion takes it out', async () => {
    const edited = await createTestProperty(app, { title: 'Edited for the sitemap' });
    const removed = await createTestProperty(app, { title: 'Removed from the sitemap' });
    const before = lastmodOf(await (await get('/sitemap.xml')).text(), `${ORIGIN}/property/${edited._id}`);
    await patchProperty(app.deps, null, edited._id, { price: '4600000' }, []);
    await deleteProperty(app.deps, null, removed._id);
    const xml = await (await get('/sitemap.xml')).text();
    const after = lastmodOf(xml, `${ORIGIN}/property/${edited._id}`)!;
    expect(after).toBe(await updatedAt('properties', edited._id));
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before!).getTime());
    expect(locs(xml)).not.toContain(`${ORIGIN}/property/${removed._id}`);
  });

  it('leaves a sold listing out and lists it again once it is back on the market', async () => {
    const sold = await createTestProperty(app, { title: 'Sold off the sitemap' });
    await patchProperty(app.deps, null, sold._id, { availability: 'sold' }, []);
    expect(locs(await (await get('/sitemap.xml')).text())).not.toContain(`${ORIGIN}/property/${sold._id}`);
    await patchProperty(app.deps, null, sold._id, { availability: 'under_offer' }, []);
    expect(locs(await (await get('/sitemap.xml')).text())).toContain(`${ORIGIN}/property/${sold._id}`);
  });

  it('gives a listing the updatedAt its page shows as lastmod, not the time of a later event about it (someone saving it)', async () => {
    const property = await createTestProperty(app, { title: 'Listed a while ago' });
    await app.deps.sql`update properties set updated_at = now() - interval '40 days' where id = ${property._id}::uuid`;
    const user = await createUser(app);
    const saved = await app.api(`/properties/${property._id}/favorite`, {
      method: 'POST',
      token: user.accessToken,
      json: { favorite: true },
    });
    expect(saved.status).toBe(200);
    const shown = (await (await app.api(`/properties/${property._id}`)).json()) as { data: { updatedAt: string } };
    const xml = await (await get('/sitemap.xml')).text();
    expect(lastmodOf(xml, `${ORIGIN}/property/${property._id}`)).toBe(new Date(shown.data.updatedAt).toISOString());
    expect(lastmodOf(xml, `${ORIGIN}/hi/property/${property._id}`)).toBe(new Date(shown.data.updatedAt).toISOString());
  });

  it('becomes an index of files past its URL limit, the files together holding every URL once', async () => {
    const koa = new Koa<AppState>();
    koa.use(errorHandler(app.deps.log));
    const rules = { indexable: ['/', '/residential', '/aboutus'], disallowed: [] };
    koa.use(seoRouter(app.deps, { crawlRules: async () => rules, urlsPerFile: 4 }).router.routes());
    const server = http.createServer(koa.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await Promise.all([1, 2, 3].map((n) => createTestProperty(app, { title: `Split listing ${n}` })));
      // The project and locality pages come after the route table's pages, then the listings.
      const whole = locs(await (await get('/sitemap.xml')).text()).filter(
        (url) => url.includes('/projects/') || url.includes('/localities/') || url.includes('/property/'),
      );
      const index = await (await get('/sitemap.xml', base)).text();
      expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = locs(index);
      const expectedFiles = Math.ceil((rules.indexable.length + whole.length) / 4);
      expect(files).toEqual(Array.from({ length: expectedFiles }, (_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));

      const listed: string[] = [];
      for (const file of files) {
        const response = await get(new URL(file).pathname, base);
        expect(response.status).toBe(200);
        const urls = locs(await response.text());
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(4);
        listed.push(...urls);
      }
      expect(listed).toEqual([...rules.indexable.map((path) => `${ORIGIN}${path}`), ...whole]);
      expect((await get(`/sitemap-${files.length + 1}.xml`, base)).status).toBe(404);
      expect((await get('/sitemap-0.xml', base)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
