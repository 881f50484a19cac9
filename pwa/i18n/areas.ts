/**
 * The message areas: each the messages of a group of screens outside the main chunk, compiled per
 * language into a chunk of its own (compiled/areas/<area>.<locale>.ts) that comes with the screens'
 * code. A message belongs to an area when only that area's screens show it; a component also shown
 * elsewhere (on a card, in the header) keeps its messages in core (messages/<locale>.ts).
 *
 * | area    | screens                                                                |
 * | ------- | ---------------------------------------------------------------------- |
 * | info    | /aboutus, /contactus, /projects, /projects/:slug                       |
 * | account | /login, /register, /resetPassword, /dashboard                          |
 *
 * A new area is one entry here and its three files in messages/areas/ (the types ask for each).
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
  account: {
    en: () => import('./compiled/areas/account.en.ts'),
    gu: () => import('./compiled/areas/account.gu.ts'),
    hi: () => import('./compiled/areas/account.hi.ts'),
  },
} satisfies Record<string, Record<Locale, Loader>>;

export type Area = keyof typeof AREA_LOADERS;
export const AREAS = Object.keys(AREA_LOADERS) as Area[];

/** The module (relative to pwa/) of an area's messages in a language: a prerendered page preloads its chunk. */
export const areaModule = (area: Area, locale: Locale) => `i18n/compiled/areas/${area}.${locale}.ts`;
