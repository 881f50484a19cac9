/**
 * The message areas: the words of screens outside the main chunk, one chunk per area and language, fetched with their code.
 * Why: docs/decisions/006-message-areas.md
 */
import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

type Loader = () => Promise<{ messages: Messages }>;

export const AREA_LOADERS = {
  info: {
    en: () => import('./compiled/areas/info.en.ts'),
    gu: () => import('./compiled/areas/info.gu.ts'),
    hi: () => import('./compiled/areas/info.hi.ts'),
  },
  search: {
    en: () => import('./compiled/areas/search.en.ts'),
    gu: () => import('./compiled/areas/search.gu.ts'),
    hi: () => import('./compiled/areas/search.hi.ts'),
  },
  tools: {
    en: () => import('./compiled/areas/tools.en.ts'),
    gu: () => import('./compiled/areas/tools.gu.ts'),
    hi: () => import('./compiled/areas/tools.hi.ts'),
  },
  account: {
    en: () => import('./compiled/areas/account.en.ts'),
    gu: () => import('./compiled/areas/account.gu.ts'),
    hi: () => import('./compiled/areas/account.hi.ts'),
  },
  grievances: {
    en: () => import('./compiled/areas/grievances.en.ts'),
    gu: () => import('./compiled/areas/grievances.gu.ts'),
    hi: () => import('./compiled/areas/grievances.hi.ts'),
  },
  privacy: {
    en: () => import('./compiled/areas/privacy.en.ts'),
    gu: () => import('./compiled/areas/privacy.gu.ts'),
    hi: () => import('./compiled/areas/privacy.hi.ts'),
  },
  today: {
    en: () => import('./compiled/areas/today.en.ts'),
    gu: () => import('./compiled/areas/today.gu.ts'),
    hi: () => import('./compiled/areas/today.hi.ts'),
  },
  matches: {
    en: () => import('./compiled/areas/matches.en.ts'),
    gu: () => import('./compiled/areas/matches.gu.ts'),
    hi: () => import('./compiled/areas/matches.hi.ts'),
  },
  workspace: {
    en: () => import('./compiled/areas/workspace.en.ts'),
    gu: () => import('./compiled/areas/workspace.gu.ts'),
    hi: () => import('./compiled/areas/workspace.hi.ts'),
  },
  owners: {
    en: () => import('./compiled/areas/owners.en.ts'),
    gu: () => import('./compiled/areas/owners.gu.ts'),
    hi: () => import('./compiled/areas/owners.hi.ts'),
  },
  visits: {
    en: () => import('./compiled/areas/visits.en.ts'),
    gu: () => import('./compiled/areas/visits.gu.ts'),
    hi: () => import('./compiled/areas/visits.hi.ts'),
  },
  maps: {
    en: () => import('./compiled/areas/maps.en.ts'),
    gu: () => import('./compiled/areas/maps.gu.ts'),
    hi: () => import('./compiled/areas/maps.hi.ts'),
  },
  localities: {
    en: () => import('./compiled/areas/localities.en.ts'),
    gu: () => import('./compiled/areas/localities.gu.ts'),
    hi: () => import('./compiled/areas/localities.hi.ts'),
  },
  searchMap: {
    en: () => import('./compiled/areas/searchMap.en.ts'),
    gu: () => import('./compiled/areas/searchMap.gu.ts'),
    hi: () => import('./compiled/areas/searchMap.hi.ts'),
  },
  listingForms: {
    en: () => import('./compiled/areas/listingForms.en.ts'),
    gu: () => import('./compiled/areas/listingForms.gu.ts'),
    hi: () => import('./compiled/areas/listingForms.hi.ts'),
  },
} satisfies Record<string, Record<Locale, Loader>>;

export type Area = keyof typeof AREA_LOADERS;
export const AREAS = Object.keys(AREA_LOADERS) as Area[];

/** The module (relative to pwa/) of an area's messages in a language: a prerendered page preloads its chunk. */
export const areaModule = (area: Area, locale: Locale) => `i18n/compiled/areas/${area}.${locale}.ts`;
