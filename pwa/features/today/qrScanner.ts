/**
 * One way to read a QR code from the camera, whatever the browser: its own `BarcodeDetector`
 * (Chrome on Android) or, where it has none (Safari on iPhone, Firefox), jsQR on downscaled frames,
 * loaded only then (decision 046).
 */

/** How a frame is read: https://developer.mozilla.org/docs/Web/API/BarcodeDetector or jsQR. */
export type QrEngine = 'barcodeDetector' | 'jsqr';

interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeReader;

/** A frame a fifth of a second: quick enough to feel instant, light on a phone's battery. */
const READ_EVERY_MS = 200;

export function qrEngine(scope: object = globalThis): QrEngine {
  return 'BarcodeDetector' in scope ? 'barcodeDetector' : 'jsqr';
}

/** Whether this browser can scan at all: any engine needs the camera. */
export const canScanQr = () => typeof navigator !== 'undefined' && 'mediaDevices' in navigator;

async function frameReading(engine: QrEngine): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  if (engine === 'barcodeDetector') {
    const Detector = (globalThis as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      const [code] = await detector.detect(video).catch(() => []);
      return code?.rawValue ?? null;
    };
  }
  const { frameReader } = await import('./qrFrame.ts');
  const read = frameReader();
  return (video) => Promise.resolve(read(video));
}

/**
 * Opens the back camera into `video` and reads it until a QR code is found: `onRead` gets its text
 * once, and the camera and the loop stop. `onFail` is told when the camera (or the decoder) cannot be
 * had. The answered function stops everything, for a cancel or an unmount.
 */
export function scanQr(video: HTMLVideoElement, { onRead, onFail }: { onRead: (text: string) => void; onFail: () => void }): () => void {
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  function stop() {
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  }
  async function loop(read: (video: HTMLVideoElement) => Promise<string | null>) {
    if (stopped) return;
    const text = await read(video);
    if (stopped) return;
    if (text) {
      stop();
      onRead(text);
    } else timer = setTimeout(() => void loop(read), READ_EVERY_MS);
  }
  navigator.mediaDevices
    .getUserMedia({ video: { facingMode: 'environment' } })
    .then(async (opened) => {
      stream = opened;
      if (stopped) return stop();
      const read = await frameReading(qrEngine());
      if (stopped) return;
      video.srcObject = opened;
      await video.play();
      void loop(read);
    })
    .catch(() => {
      if (stopped) return;
      stop();
      onFail();
    });
  return stop;
}
