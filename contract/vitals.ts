/**
 * Real visitors' Web Vitals: the one beacon a sampled public page sends as it is hidden (POST
 * /vitals), and the office's view of them (GET /admin/vitals). Nothing in a beacon names a person:
 * a page's route pattern, never its address; a language, a device class and a connection type.
 * Why: docs/decisions/038-field-vitals.md
 */
import * as v from 'valibot';
import { described } from './fields.ts';

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];
/** The three the dashboard shows: loading, responsiveness and visual stability. */
export const headlineMetrics = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

/** web.dev's "good" limits (milliseconds; CLS has no unit): a visit at or under one is good. */
export const GOOD_VITALS: Record<VitalMetric, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };
/** The largest value believed; beyond it a report is refused as broken rather than stored. */
export const VITAL_LIMITS: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 20, FCP: 120_000, TTFB: 120_000 };

/** What kind of page a public route is: the view groups by it (the listing pages are one kind). */
export const vitalsPageTypes = [
  'home',
  'listing',
  'search',
  'property',
  'projects',
  'project',
  'locality',
  'info',
  'owners',
  'privacy',
  'compare',
] as const;
export type VitalsPageType = (typeof vitalsPageTypes)[number];

/**
 * The measured pages: each public route's pattern (pwa/routes.ts) and its page type. The workspace
 * and the account screens (login, register, password reset, a user's dashboard) are not measured:
 * pwa/lib/fieldVitals.test.ts keeps this list and the route table in step.
 */
export const VITALS_PAGES = {
  '/': 'home',
  '/residential': 'listing',
  '/commercial': 'listing',
  '/search': 'search',
  '/property/:propertyId?': 'property',
  '/projects': 'projects',
  '/projects/:slug': 'project',
  '/localities/:slug': 'locality',
  '/aboutus': 'info',
  '/contactus': 'info',
  '/list-your-property': 'owners',
  '/privacy': 'privacy',
  '/privacy/withdraw': 'privacy',
  '/privacy/erase': 'privacy',
  '/grievance': 'privacy',
  '/grievance/:trackingNumber': 'privacy',
  '/compare': 'compare',
} as const satisfies Record<string, VitalsPageType>;
export type VitalsRoute = keyof typeof VITALS_PAGES;
export const vitalsRoutes = Object.keys(VITALS_PAGES) as VitalsRoute[];

/** A rough class from the width, memory and cores: a phone with 2 GB or less, or 4 cores or fewer, is low-end. */
export const deviceClasses = ['phone-low', 'phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];
/** The Network Information API's effective type; unknown where the browser does not tell. */
export const connectionTypes = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof connectionTypes)[number];

export const vitalsMessages = {
  route: 'route must be the pattern of a measured page, such as /property/:propertyId?',
  locale: 'locale must be en, gu or hi',
  device: `device must be one of ${deviceClasses.join(', ')}`,
  connection: `connection must be one of ${connectionTypes.join(', ')}`,
  metrics: `metrics must hold at least one of ${vitalMetrics.join(', ')}`,
  doNotTrack: 'Not recorded: the browser asks not to be tracked',
  days: 'days must be 7 or 28',
} as const;

const metricValue = (metric: VitalMetric) => {
  const message = `${metric} must be a number from 0 to ${VITAL_LIMITS[metric]}`;
  return v.optional(v.pipe(v.number(message), v.finite(message), v.minValue(0, message), v.maxValue(VITAL_LIMITS[metric], message)));
};

/** Body of POST /vitals: no other field is taken (an address or an id would be refused, not dropped). */
export const VitalsBeacon = v.strictObject({
  route: described(v.picklist(vitalsRoutes, vitalsMessages.route), "The page's route pattern, never its address"),
  locale: v.picklist(['en', 'gu', 'hi'], vitalsMessages.locale),
  device: v.picklist(deviceClasses, vitalsMessages.device),
  connection: v.picklist(connectionTypes, vitalsMessages.connection),
  metrics: described(
    v.pipe(
      v.strictObject(
        { LCP: metricValue('LCP'), INP: metricValue('INP'), CLS: metricValue('CLS'), FCP: metricValue('FCP'), TTFB: metricValue('TTFB') },
        vitalsMessages.metrics,
      ),
      v.check((metrics) => Object.values(metrics).some((value) => value !== undefined), vitalsMessages.metrics),
    ),
    'Milliseconds, except CLS (a score); the ones the visit produced',
  ),
});
export type VitalsBeacon = v.InferOutput<typeof VitalsBeacon>;

/** Query of GET /admin/vitals: the last 7 or 28 days, today included. */
export const VitalsQuery = v.object({
  days: v.optional(v.pipe(v.picklist(['7', '28'], vitalsMessages.days), v.transform(Number)), '7'),
});

const VitalFigure = v.object({
  metric: v.picklist(vitalMetrics),
  p75: described(v.number(), 'The 75th percentile: milliseconds, or the CLS score'),
  samples: described(v.number(), 'Visits that reported the metric'),
  goodShare: described(v.number(), 'The share of those visits at or under the "good" limit, 0 to 1'),
});
export type VitalFigure = v.InferOutput<typeof VitalFigure>;

export const VitalsSummary = v.object({
  days: v.number(),
  from: described(v.pipe(v.string(), v.isoDate()), 'The first day counted, in Surat'),
  overall: described(v.array(VitalFigure), 'Every measured page together, per metric'),
  pages: v.array(v.object({ page: v.picklist(vitalsPageTypes), figures: v.array(VitalFigure) })),
});
export type VitalsSummary = v.InferOutput<typeof VitalsSummary>;

export const vitalsAnswerSchemas = { VitalsSummary };
