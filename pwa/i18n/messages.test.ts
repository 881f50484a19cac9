import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compiledFile, compiledModule, SOURCES } from '../../scripts/compileMessages.ts';
import { LOCALES } from './locales.ts';
import { messages as english } from './messages/en.ts';

const ids = Object.keys(english).sort();

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
    if (entry.isDirectory()) return file.endsWith(path.join('i18n', 'messages')) || file.endsWith(path.join('i18n', 'compiled')) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the messages of every language', () => {
  it('has every message id in every language, and no other', () => {
    for (const locale of LOCALES) expect(Object.keys(SOURCES[locale]!).sort(), locale).toEqual(ids);
  });

  it('parses every message as ICU MessageFormat, with the arguments and tags of its English', () => {
    for (const locale of LOCALES) {
      for (const id of ids) {
        const message = SOURCES[locale]![id]!;
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        expect(shape(message), `${locale} ${id}`).toEqual(shape(english[id as keyof typeof english]));
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
    for (const locale of LOCALES) expect(fs.readFileSync(compiledFile(locale), 'utf8'), locale).toBe(compiledModule(locale));
  });
});
