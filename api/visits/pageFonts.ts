/**
 * The stylesheet that serves a language's script font (Noto Sans Gujarati or Devanagari) as the
 * site's own pages do, for pages the API writes itself: read from the web build's list of each
 * language's files (language-assets.json), so it names the build's hashed file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteLanguage } from '../../contract/catalog.ts';

const found = new Map<string, string | null>();

/** `/assets/locale-gu-….css` for Gujarati and Hindi; null for English, or without a built web app. */
export function languageStylesheet(pwaDir: string, language: SiteLanguage): string | null {
  if (language === 'en') return null;
  const key = `${pwaDir} ${language}`;
  if (!found.has(key)) {
    const list = path.join(pwaDir, 'language-assets.json');
    const assets = fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as Record<string, string[]>) : {};
    const sheet = assets[language]?.find((file) => /^assets\/locale-[a-z]+-[\w-]+\.css$/.test(file));
    // Only a build that has the file is remembered: a page asked for before the build is done asks again.
    if (!sheet) return null;
    found.set(key, `/${sheet}`);
  }
  return found.get(key) ?? null;
}
