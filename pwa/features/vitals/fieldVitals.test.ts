import { describe, expect, it } from 'vitest';
import type { MetricType } from 'web-vitals';
import { VITALS_PAGES, type VitalsBeacon } from '../../../contract/vitals.ts';
import { routes } from '../../routes.ts';
import { collectVitals, deviceClassOf, type VitalsBrowser } from './fieldVitals.ts';

type Watch = (report: (metric: MetricType) => void, options?: { reportAllChanges?: boolean }) => void;

/** A browser whose page reports the given values once web-vitals is loaded, and is hidden when `hide()` is called. */
function fakeBrowser(overrides: Partial<VitalsBrowser> = {}, values: Partial<Record<MetricType['name'], number>> = {}) {
  const sent: VitalsBeacon[] = [];
  const hides: (() => void)[] = [];
  let loaded = false;
  const watch =
    (name: MetricType['name']): Watch =>
    (report, options) => {
      expect(options?.reportAllChanges).toBe(true);
      if (values[name] !== undefined) report({ name, value: values[name] } as MetricType);
    };
  const browser: VitalsBrowser = {
    navigator: { hardwareConcurrency: 8, deviceMemory: 4, connection: { effectiveType: '3g' } },
    pathname: '/gu/property/SR-1042',
    width: 390,
    random: () => 0.05,
    sampleRate: async () => 0.1,
    webVitals: async () => {
      loaded = true;
      return { onLCP: watch('LCP'), onINP: watch('INP'), onCLS: watch('CLS'), onFCP: watch('FCP'), onTTFB: watch('TTFB') };
    },
    onFirstHide: (send) => hides.push(send),
    send: (beacon) => sent.push(beacon),
    ...overrides,
  };
  return { browser, sent, hide: () => hides.forEach((send) => send()), loaded: () => loaded };
}

describe('the field vitals collector', () => {
  it("sends one beacon on hide with the route's pattern, language, device class, connection and every metric, and no address", async () => {
    const page = fakeBrowser({}, { LCP: 2100, INP: 180, CLS: 0.03, FCP: 900, TTFB: 350 });
    expect(await collectVitals(page.browser)).toBe(true);
    expect(page.sent).toEqual([]);
    page.hide();
    expect(page.sent).toEqual([
      {
        route: '/property/:propertyId?',
        locale: 'gu',
        device: 'phone',
        connection: '3g',
        metrics: { LCP: 2100, INP: 180, CLS: 0.03, FCP: 900, TTFB: 350 },
      },
    ]);
    expect(JSON.stringify(page.sent)).not.toContain('SR-1042');
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('measures nothing and loads nothing when the browser sends %s', async (_name, said) => {
    const page = fakeBrowser({ navigator: { hardwareConcurrency: 8, ...said } }, { LCP: 2100 });
    expect(await collectVitals(page.browser)).toBe(false);
    page.hide();
    expect(page.loaded()).toBe(false);
    expect(page.sent).toEqual([]);
  });

  it.each(['/admincp/leads', '/gu/dashboard', '/login', '/hi/register'])(
    'does not measure the workspace or an account screen (%s)',
    async (pathname) => {
      const page = fakeBrowser({ pathname }, { LCP: 2100 });
      expect(await collectVitals(page.browser)).toBe(false);
      expect(page.loaded()).toBe(false);
    },
  );

  it('measures only the sampled share of page views', async () => {
    const outside = fakeBrowser({ random: () => 0.1, sampleRate: async () => 0.1 }, { LCP: 2100 });
    expect(await collectVitals(outside.browser)).toBe(false);
    expect(outside.loaded()).toBe(false);
    const none = fakeBrowser({ random: () => 0, sampleRate: async () => 0 }, { LCP: 2100 });
    expect(await collectVitals(none.browser)).toBe(false);
  });

  it('sends nothing for a visit hidden before any metric was measured', async () => {
    const page = fakeBrowser({}, {});
    await collectVitals(page.browser);
    page.hide();
    expect(page.sent).toEqual([]);
  });

  it('tells low-end phones from the rest by memory and cores, tablets and desktops by width', () => {
    expect(deviceClassOf({ deviceMemory: 2, hardwareConcurrency: 8 }, 390)).toBe('phone-low');
    expect(deviceClassOf({ hardwareConcurrency: 4 }, 390)).toBe('phone-low');
    expect(deviceClassOf({ deviceMemory: 8, hardwareConcurrency: 8 }, 412)).toBe('phone');
    expect(deviceClassOf({}, 800)).toBe('tablet');
    expect(deviceClassOf({ deviceMemory: 1 }, 1280)).toBe('desktop');
  });
});

describe('the measured pages', () => {
  it('are every public route of the table but the account screens, and nothing else', () => {
    const notMeasured = routes.map((route) => route.path).filter((path) => !(path in VITALS_PAGES));
    expect(notMeasured).toEqual(['/admincp/*?', '/login', '/register', '/resetPassword', '/dashboard', '/dashboard/privacy']);
    const paths = new Set(routes.map((route) => route.path));
    expect(Object.keys(VITALS_PAGES).filter((path) => !paths.has(path))).toEqual([]);
  });
});
