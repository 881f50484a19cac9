import { describe, expect, it } from 'vitest';
import { localizedManifest, localizedManifests, MANIFEST_WORDS, webManifest } from './webManifest.ts';

/** Runs the plugin's generateBundle over a bundle holding English's manifest as vite-plugin-pwa wrote it. */
function emitted(english: object): Record<string, Record<string, unknown>> {
  const files: Record<string, Record<string, unknown>> = {};
  const plugin = localizedManifests();
  const bundle = { 'manifest.webmanifest': { type: 'asset', source: JSON.stringify(english) } };
  const context = {
    emitFile: (file: { fileName: string; source: string }) =>
      void (files[file.fileName] = JSON.parse(file.source) as Record<string, unknown>),
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return files;
}

describe('the web app manifest in each language', () => {
  it('writes Gujarati’s and Hindi’s beside English’s, from the manifest the build wrote', () => {
    const files = emitted({ ...webManifest, prefer_related_applications: false });
    expect(Object.keys(files).sort()).toEqual(['gu/manifest.webmanifest', 'hi/manifest.webmanifest']);
    expect(files['gu/manifest.webmanifest']).toMatchObject({
      name: 'Shreeji Realty, સુરત',
      description: MANIFEST_WORDS.gu.description,
      lang: 'gu',
      id: '/gu/',
      start_url: '/gu/',
      scope: '/',
      // What the build added to English's stays.
      prefer_related_applications: false,
    });
    expect(files['hi/manifest.webmanifest']).toMatchObject({ name: 'Shreeji Realty, सूरत', lang: 'hi', start_url: '/hi/' });
  });

  it('names its shortcuts and screenshots in the language, leading to the language’s pages, with English’s icons', () => {
    const gujarati = localizedManifest(webManifest, 'gu');
    expect(gujarati.shortcuts).toEqual([
      { name: 'રહેણાંક પ્રોપર્ટી', url: '/gu/residential' },
      { name: 'કોમર્શિયલ પ્રોપર્ટી', url: '/gu/commercial' },
      { name: 'પ્રોપર્ટી શોધો', url: '/gu/search' },
    ]);
    expect(gujarati.screenshots?.map((screenshot) => screenshot.label)).toEqual(MANIFEST_WORDS.gu.screenshots);
    expect(gujarati.icons).toEqual(webManifest.icons);
    expect(localizedManifest(webManifest, 'hi').description).toContain('सूरत में प्रीमियम आवासीय और कमर्शियल प्रॉपर्टी');
  });

  it('leaves English’s as it was', () => {
    expect(webManifest).toMatchObject({
      id: '/',
      name: 'Shreeji Realty, Surat',
      short_name: 'Shreeji Realty',
      lang: 'en-IN',
      start_url: '/',
    });
    expect(webManifest.shortcuts[0]).toEqual({ name: 'Residential properties', url: '/residential' });
  });
});
