/**
 * jsQR's side of the check-in scanner: a camera frame, downscaled into a canvas, read for a QR code.
 * Loaded by qrScanner.ts only when a scan starts on a browser without `BarcodeDetector`
 * (decision 046), so the decoder stays out of every other chunk.
 */
import jsQR from 'jsqr';

/** The longest side a frame is read at: a pass (version 8, 49 modules) held at arm's length still has 4+ px a module. */
export const FRAME_SIDE = 480;

type Frame = Pick<ImageData, 'data' | 'width' | 'height'>;

/** The size a camera frame is drawn at: its own, or shrunk to fit FRAME_SIDE, never enlarged. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, FRAME_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** The text of the QR code in a frame, or null; a pass is dark on light, so inverted frames are not tried. */
export function decodeFrame(frame: Frame): string | null {
  return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/** Reads the video's current frame through one canvas kept for the whole scan. */
export function frameReader(): (video: HTMLVideoElement) => string | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || !video.videoWidth) return null;
    const { width, height } = frameSize(video.videoWidth, video.videoHeight);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    return decodeFrame(context.getImageData(0, 0, width, height));
  };
}
