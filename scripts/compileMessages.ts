/**
 * Compiles the messages of each language (pwa/i18n/messages/<locale>.ts, ICU MessageFormat) into
 * Lingui's compiled form (pwa/i18n/compiled/<locale>.ts), so the app needs no message parser at
 * run time. `npm run i18n:compile` after changing a message; pwa/i18n/messages.test.ts fails when
 * the compiled files are not current.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as en } from '../pwa/i18n/messages/en.ts';
import { messages as gu } from '../pwa/i18n/messages/gu.ts';
import { messages as hi } from '../pwa/i18n/messages/hi.ts';

export const SOURCES: Record<string, Record<string, string>> = { en, gu, hi };

/** The compiled module of one language's messages, as written to compiled/<locale>.ts. */
export function compiledModule(locale: string): string {
  const source = SOURCES[locale]!;
  const compiled = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
  return [
    `// Compiled from pwa/i18n/messages/${locale}.ts by scripts/compileMessages.ts (npm run i18n:compile): do not edit.`,
    "import type { Messages } from '@lingui/core';",
    '',
    `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))}) as Messages;`,
    '',
  ].join('\n');
}

export const compiledFile = (locale: string) => fileURLToPath(new URL(`../pwa/i18n/compiled/${locale}.ts`, import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const locale of Object.keys(SOURCES)) fs.writeFileSync(compiledFile(locale), compiledModule(locale));
  console.log(`compiled the messages of ${Object.keys(SOURCES).join(', ')}`);
}
