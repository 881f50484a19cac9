/**
 * The buyer's check-in pass as a QR code for the confirmation mail: a PNG, because mail apps show
 * inline PNGs (by Content-ID) and drop SVG. Level M keeps a phone's camera reading it from a
 * screen with glare. Why this library: docs/decisions/041-check-in-qr.md
 */
import QRCode from 'qrcode';

export function checkInQrPng(pass: string): Promise<Buffer> {
  return QRCode.toBuffer(pass, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 5 });
}
