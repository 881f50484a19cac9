import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { reraQrPath, reraQrSvg } from './reraQr.ts';

describe('the generated GujRERA QR', () => {
  it('is the SVG the qrcode library makes for the GujRERA website', async () => {
    const svg = await reraQrSvg();
    expect(svg).toMatch(/^<svg /);
    expect(await readFile(reraQrPath, 'utf8')).toBe(svg);
  });
});
