/**
 * Vite plugin: after the build (service worker and prerendered pages included), writes a brotli
 * `.br` and a gzip `.gz` next to every text file worth it, which api/static.ts sends to browsers
 * that accept them. Source maps are left alone: only developer tools ask for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../api/static.ts';
import { afterAppBuild } from './afterAppBuild.ts';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `.br` and `.gz` for the compressible files of `dir`; returns how many files and their bytes before and after (brotli). */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const file of filesUnder(dir)) {
    const extension = path.extname(file);
    if (extension === '.map' || !COMPRESSIBLE.has(extension)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_COMPRESS_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotli += br.length;
  }
  return totals;
}

export function precompress(): Plugin {
  return afterAppBuild('surat-realty:precompress', {
    run(config) {
      const totals = precompressDir(path.resolve(config.root, config.build.outDir));
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      config.logger.info(`precompressed ${totals.files} files: ${kb(totals.bytes)} → ${kb(totals.brotli)} brotli`);
    },
  });
}
