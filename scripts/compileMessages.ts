/**
 * Compiles the messages of each catalogue and language (ICU MessageFormat) into Lingui's compiled
 * form, so the app needs no message parser at run time:
 * - core: pwa/i18n/messages/<locale>.ts → pwa/i18n/compiled/<locale>.ts
 * - each area: pwa/i18n/messages/areas/<area>.<locale>.ts → pwa/i18n/compiled/areas/<area>.<locale>.ts
 * `npm run i18n:compile` after changing a message; pwa/i18n/messages.test.ts fails when the
 * compiled files are not current.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { AREA_SOURCES } from '../pwa/i18n/messages/areas/index.ts';
import { messages as en } from '../pwa/i18n/messages/en.ts';
import { messages as gu } from '../pwa/i18n/messages/gu.ts';
import { messages as hi } from '../pwa/i18n/messages/hi.ts';

type Source = Record<string, string>;

/** The core catalogue of each language. */
export const SOURCES: Record<string, Source> = { en, gu, hi };

/** Every catalogue of every language: its messages, where they are written from and to. */
export const CATALOGUES: { name: string; locale: string; source: Source; from: string; to: string }[] = [
  ...Object.entries(SOURCES).map(([locale, source]) => ({
    name: 'core',
    locale,
    source,
    from: `pwa/i18n/messages/${locale}.ts`,
    to: `pwa/i18n/compiled/${locale}.ts`,
  })),
  ...Object.entries(AREA_SOURCES).flatMap(([area, byLocale]) =>
    Object.entries(byLocale).map(([locale, source]) => ({
      name: area,
      locale,
      source: source as Source,
      from: `pwa/i18n/messages/areas/${area}.${locale}.ts`,
      to: `pwa/i18n/compiled/areas/${area}.${locale}.ts`,
    })),
  ),
];

/** The compiled module of one catalogue in one language, as written to its `to`. */
export function compiledModule(catalogue: (typeof CATALOGUES)[number]): string {
  const compiled = Object.fromEntries(Object.entries(catalogue.source).map(([id, message]) => [id, compileMessage(message)]));
  return [
    `// Compiled from ${catalogue.from} by scripts/compileMessages.ts (npm run i18n:compile): do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))}) as Messages;`,
    '',
  ].join('\n');
}

export const compiledFile = (catalogue: (typeof CATALOGUES)[number]) => fileURLToPath(new URL(`../${catalogue.to}`, import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const catalogue of CATALOGUES) fs.writeFileSync(compiledFile(catalogue), compiledModule(catalogue));
  console.log(
    `compiled ${CATALOGUES.length} catalogues: ${CATALOGUES.map((catalogue) => `${catalogue.name}.${catalogue.locale}`).join(', ')}`,
  );
}
