/**
 * The fonts share images are drawn with in Gujarati and Hindi: the site's own Noto Sans Gujarati and
 * Devanagari (npm @fontsource, the files the pages serve). sharp draws SVG text through fontconfig,
 * which reads TrueType but not the WOFF the packages ship, so the regular and bold files are unpacked
 * to SFNT once per process into a folder of their own, and fontconfig is pointed at it (beside the
 * system's fonts) before the first text is drawn.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const FAMILIES = ['@fontsource/noto-sans-gujarati', '@fontsource/noto-sans-devanagari'];
/** The subsets and weights share images use: the script's letters and Latin (digits, ₹, BHK), regular and bold. */
const WANTED = /-(?:gujarati|devanagari|latin)-(?:400|700)-normal\.woff$/;

/** The TrueType/OpenType font inside a WOFF 1.0 file (its tables inflated, the SFNT header rebuilt). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [tag, offset, compressed, original, checksum] = [0, 4, 8, 12, 16].map((field) => woff.readUInt32BE(at + field)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < original ? zlib.inflateSync(stored) : stored };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= count) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let prepared: string | null = null;

/**
 * Unpacks the fonts and points fontconfig at them, once per process; answers the folder. Must run
 * before sharp first draws text (fontconfig reads its configuration once).
 */
export function prepareShareFonts(): string {
  if (prepared) return prepared;
  const require = createRequire(import.meta.url);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'share-fonts-'));
  for (const family of FAMILIES) {
    const files = path.join(path.dirname(require.resolve(`${family}/package.json`)), 'files');
    for (const name of fs.readdirSync(files).filter((file) => WANTED.test(file))) {
      fs.writeFileSync(path.join(folder, name.replace(/\.woff$/, '.ttf')), woffToSfnt(fs.readFileSync(path.join(files, name))));
    }
  }
  const config = path.join(folder, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">${process.env.FONTCONFIG_FILE ?? '/etc/fonts/fonts.conf'}</include>
  <dir>${folder}</dir>
  <cachedir>${path.join(folder, 'cache')}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
  prepared = folder;
  return folder;
}
