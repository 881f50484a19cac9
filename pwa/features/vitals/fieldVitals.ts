/**
 * Real visitors' Web Vitals, on a sampled share of public page views: loaded once the page is
 * interactive (main.tsx), so no page's first JavaScript carries it. It measures nothing when the
 * browser asks not to be tracked, on the workspace and account screens (contract/vitals.ts lists the
 * measured pages), or outside the sample (VITALS_SAMPLE_RATE, served by GET /agency); otherwise
 * web-vitals watches the visit and one beacon leaves as the page is first hidden. The beacon names the
 * route's pattern, never the address. Why: docs/decisions/038-field-vitals.md
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MetricType } from 'web-vitals';
import {
  VITALS_PAGES,
  type ConnectionType,
  type DeviceClass,
  type VitalMetric,
  type VitalsBeacon,
  type VitalsRoute,
} from '../../../contract/vitals.ts';
import { agencyDetailsQuery } from '../../data/agency.ts';
import { sendVitalsBeacon } from '../../data/vitals.ts';
import { splitLocale } from '../../i18n/locales.ts';
import { matchAppRoute } from '../../routes.ts';
import { bestEffort } from '../../lib/bestEffort.ts';

/** What the collector reads of the browser; the real one in a page, a made-up one in tests. */
export interface VitalsBrowser {
  navigator: {
    doNotTrack?: string | null;
    globalPrivacyControl?: boolean;
    deviceMemory?: number;
    hardwareConcurrency?: number;
    connection?: { effectiveType?: string };
  };
  pathname: string;
  width: number;
  random: () => number;
  sampleRate: () => Promise<number>;
  webVitals: () => Promise<
    Record<
      'onLCP' | 'onINP' | 'onCLS' | 'onFCP' | 'onTTFB',
      (report: (metric: MetricType) => void, options?: { reportAllChanges?: boolean }) => void
    >
  >;
  /** Calls `send` as the page is first hidden (a tab switched, the app left, the page closed). */
  onFirstHide: (send: () => void) => void;
  send: (beacon: VitalsBeacon) => void;
}

/** Do Not Track or Global Privacy Control. */
export function asksNotToBeTracked(navigator: VitalsBrowser['navigator']): boolean {
  return navigator.doNotTrack === '1' || navigator.globalPrivacyControl === true;
}

/** A phone under 768 px (low-end with 2 GB or less, or 4 cores or fewer), a tablet under 1024 px, else a desktop. */
export function deviceClassOf(navigator: VitalsBrowser['navigator'], width: number): DeviceClass {
  if (width >= 1024) return 'desktop';
  if (width >= 768) return 'tablet';
  const lowMemory = navigator.deviceMemory !== undefined && navigator.deviceMemory <= 2;
  const fewCores = navigator.hardwareConcurrency !== undefined && navigator.hardwareConcurrency <= 4;
  return lowMemory || fewCores ? 'phone-low' : 'phone';
}

const CONNECTIONS = new Set<string>(['slow-2g', '2g', '3g', '4g']);

export function connectionOf(navigator: VitalsBrowser['navigator']): ConnectionType {
  const type = navigator.connection?.effectiveType;
  return type && CONNECTIONS.has(type) ? (type as ConnectionType) : 'unknown';
}

/** The measured route at `pathname` and its language, or null for a page that is not measured. */
export function measuredRoute(pathname: string): Pick<VitalsBeacon, 'route' | 'locale'> | null {
  const pattern = matchAppRoute(pathname)?.route.path;
  if (!pattern || !(pattern in VITALS_PAGES)) return null;
  return { route: pattern as VitalsRoute, locale: splitLocale(pathname).locale };
}

/**
 * Watches the visit when it is to be measured, and sends its one beacon on the first hide; whether
 * it measures. The page's route is taken now, as it came alive: the visit's first page is the one measured.
 */
export async function collectVitals(browser: VitalsBrowser): Promise<boolean> {
  if (asksNotToBeTracked(browser.navigator)) return false;
  const page = measuredRoute(browser.pathname);
  if (!page) return false;
  if (browser.random() >= (await browser.sampleRate())) return false;
  const { onLCP, onINP, onCLS, onFCP, onTTFB } = await browser.webVitals();
  const metrics: Partial<Record<VitalMetric, number>> = {};
  const keep = (metric: MetricType) => (metrics[metric.name] = metric.value);
  // Every change is kept, so whatever the visit reached by the time it is hidden is in the one beacon.
  for (const watch of [onLCP, onINP, onCLS, onFCP, onTTFB]) watch(keep, { reportAllChanges: true });
  browser.onFirstHide(() => {
    if (Object.keys(metrics).length === 0) return;
    browser.send({
      ...page,
      device: deviceClassOf(browser.navigator, browser.width),
      connection: connectionOf(browser.navigator),
      metrics: { ...metrics },
    });
  });
  return true;
}

function onFirstHide(send: () => void): void {
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    send();
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && once());
  // Safari may skip visibilitychange as a page is left; pagehide still comes.
  window.addEventListener('pagehide', once);
}

/** Starts measuring this page view, if it is to be measured. */
export function startFieldVitals(queryClient: QueryClient): void {
  void bestEffort(
    "a visit's vitals are a sample: one not measured is not missed",
    collectVitals({
      navigator: navigator as VitalsBrowser['navigator'],
      pathname: location.pathname,
      width: window.innerWidth,
      random: Math.random,
      sampleRate: async () => (await queryClient.fetchQuery(agencyDetailsQuery)).vitalsSampleRate,
      webVitals: () => import('web-vitals'),
      onFirstHide,
      send: (beacon) => sendVitalsBeacon(beacon),
    }),
  );
}
