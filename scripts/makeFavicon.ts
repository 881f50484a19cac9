/**
 * Writes pwa/public/favicon.ico from the mark in favicon.svg (16, 32 and 48 px, each a PNG inside
 * the ICO, which every browser reads): browsers and crawlers ask for /favicon.ico whatever the page
 * links. Run again when the mark changes: `tsx scripts/makeFavicon.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, '../pwa/public');
const sizes = [16, 32, 48];
const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'));
const images = await Promise.all(sizes.map((size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()));

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // 1 = icon
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index]!, 0);
  entry.writeUInt8(sizes[index]!, 1);
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
fs.writeFileSync(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));
