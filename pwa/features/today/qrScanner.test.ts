import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeFrame, FRAME_SIDE, frameSize } from './qrFrame.ts';
import { qrEngine } from './qrScanner.ts';

// About the length of a real pass: a compact signed token naming one visit and its window.
const pass = `eyJhbGciOiJFUzI1NiJ9.${'eyJ2IjoiMDE5MmYxYzQtN2E1Yi03ZjNlLWE4YzItM2Q0ZTVmNmE3YjhjIn0'}.${'x'.repeat(86)}`;

/** A pass drawn as the buyer's mail draws it (level M, 4-module quiet zone), as a camera frame's pixels. */
async function drawnFrame(scale: number, side?: { width: number; height: number }) {
  const png = await QRCode.toBuffer(pass, { errorCorrectionLevel: 'M', margin: 4, scale });
  const image = sharp(png).ensureAlpha();
  if (side) image.resize(side.width, side.height);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

describe('the check-in scanner', () => {
  it("uses the browser's own reader where it has one, else jsQR", () => {
    expect(qrEngine({ BarcodeDetector: class {} })).toBe('barcodeDetector');
    expect(qrEngine({})).toBe('jsqr');
  });

  it('reads the pass from a frame with jsQR', async () => {
    expect(decodeFrame(await drawnFrame(5))).toBe(pass);
  });

  it('still reads the pass from a large frame shrunk to the size it is read at', async () => {
    const large = await QRCode.toBuffer(pass, { errorCorrectionLevel: 'M', margin: 4, scale: 16 });
    const { width } = await sharp(large).metadata();
    const side = frameSize(width!, width!);
    expect(side.width).toBe(FRAME_SIDE);
    expect(decodeFrame(await drawnFrame(16, side))).toBe(pass);
  });

  it('answers nothing for a frame with no code', () => {
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(decodeFrame(blank)).toBeNull();
  });

  it('never enlarges a small frame', () => {
    expect(frameSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(frameSize(1920, 1080)).toEqual({ width: 480, height: 270 });
  });
});
