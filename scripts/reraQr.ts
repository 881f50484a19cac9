/**
 * The QR the site shows beside a RERA number when no certificate QR was uploaded: it opens the
 * GujRERA website. Generated once into pwa/public (a static SVG, so no page carries a QR library):
 * `npx tsx scripts/reraQr.ts`; scripts/reraQr.test.ts checks the file is what this writes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { GUJRERA_URL } from '../contract/catalog.ts';

export const reraQrPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'pwa', 'public', 'gujrera-qr.svg');

export function reraQrSvg(): Promise<string> {
  return QRCode.toString(GUJRERA_URL, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await writeFile(reraQrPath, await reraQrSvg());
}
