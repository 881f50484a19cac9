import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, compiledFile, compiledModule } from '../../scripts/compileMessages.ts';
import { agency } from '../../contract/agency.ts';
import { AREAS } from './areas.ts';
import { LOCALES } from './locales.ts';

/** Each catalogue's messages in each language (core, then every area's). */
const catalogues: Record<string, typeof CATALOGUES> = {};
for (const catalogue of CATALOGUES) (catalogues[catalogue.name] ??= []).push(catalogue);
const englishOf = (name: string) => catalogues[name]!.find((catalogue) => catalogue.locale === 'en')!.source;
/** Every id of every catalogue (English names them all). */
const ids = Object.keys(catalogues)
  .flatMap((name) => Object.keys(englishOf(name)))
  .sort();

/** The arguments (`{name}`, plural and select variables) and rich-text tags (`<0>`) of a message. */
function shape(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const option of token.cases) walk(option.tokens);
      }
      if (token.type === 'content') for (const tag of token.value.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** The app's source files, messages and tests aside. */
function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory())
      return file.endsWith(path.join('i18n', 'messages')) || file.endsWith(path.join('i18n', 'compiled')) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the messages of every language', () => {
  it('has in each catalogue every message id of its English in every language, and no other', () => {
    for (const [name, ofLocales] of Object.entries(catalogues)) {
      expect(ofLocales!.map((catalogue) => catalogue.locale).sort(), name).toEqual([...LOCALES].sort());
      for (const { locale, source } of ofLocales!)
        expect(Object.keys(source).sort(), `${name} ${locale}`).toEqual(Object.keys(englishOf(name)).sort());
    }
  });

  it('loads every area the compiler knows, and no other', () => {
    expect([...AREAS].sort()).toEqual(
      Object.keys(catalogues)
        .filter((name) => name !== 'core')
        .sort(),
    );
  });

  it('gives each id to one catalogue only', () => {
    expect(ids.filter((id, index) => ids[index - 1] === id)).toEqual([]);
  });

  it("never gives the agency's own numbers as an example a visitor should type over", () => {
    const agencyDigits = [...agency.phones.map((phone) => phone.display), agency.whatsapp.display].map((display) =>
      display.replace(/\D/g, '').slice(-10),
    );
    const examples = CATALOGUES.flatMap(({ locale, source }) =>
      Object.entries(source)
        .filter(([id]) => /placeholder/i.test(id))
        .filter(([, text]) => agencyDigits.some((digits) => text.replace(/\D/g, '').includes(digits)))
        .map(([id]) => `${locale}:${id}`),
    );
    expect(examples).toEqual([]);
  });

  it('parses every message as ICU MessageFormat, with the arguments and tags of its English', () => {
    for (const { name, locale, source } of CATALOGUES) {
      const english = englishOf(name);
      for (const [id, message] of Object.entries(source)) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        expect(shape(message), `${locale} ${id}`).toEqual(shape(english[id]!));
        expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
      }
    }
  });

  it('uses every message id somewhere in the app', () => {
    const code = sourceFiles(path.resolve(import.meta.dirname, '..'))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unused = ids.filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it('has its compiled catalogue up to date with its messages (npm run i18n:compile)', () => {
    for (const catalogue of CATALOGUES)
      expect(fs.readFileSync(compiledFile(catalogue), 'utf8'), catalogue.to).toBe(compiledModule(catalogue));
  });
});
