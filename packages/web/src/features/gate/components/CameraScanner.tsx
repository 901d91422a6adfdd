import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Where the polyfill's decoder comes from: a file of our build, served and cached like the rest. */
async function decoderUrl(): Promise<string> {
  return (await import('zxing-wasm/reader/zxing_reader.wasm?url')).default;
}

function nativeDetector(): (new (options: { formats: string[] }) => Detector) | undefined {
  return (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector;
}

/**
 * The browser's BarcodeDetector, or the `barcode-detector` polyfill (zxing compiled to WebAssembly,
 * served by us) where the browser lacks it. Loaded only with the gate screen. The decoder is
 * instantiated here, so a browser that cannot run it (a Content-Security-Policy without
 * 'wasm-unsafe-eval', a file that did not load) fails now rather than on every frame.
 */
async function createDetector(): Promise<Detector> {
  const native = nativeDetector();
  if (native) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule, purgeZXingModule }, wasmUrl] = await Promise.all([
    import('barcode-detector/ponyfill'),
    decoderUrl(),
  ]);
  try {
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
      fireImmediately: true,
    });
  } catch (error) {
    // The failed instance stays cached otherwise: the next try would not load the file again.
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/**
 * Fetches the polyfill's decoder so the service worker keeps it (the gate's offline checks): the
 * file is too large to precache for every fan.
 */
export async function keepDecoderOffline(): Promise<void> {
  if (nativeDetector()) return;
  await fetch(await decoderUrl());
}

/**
 * The back camera, reading QR codes until closed; the same code is reported once per 3 seconds.
 * When the camera cannot be opened or the decoder cannot run, it says which instead of a view
 * that never reads anything.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<'camera' | 'decoder' | null>(null);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let last = { text: '', at: 0 };
    const release = () => stream?.getTracks().forEach((track) => track.stop());
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return release();
        video.current.srcObject = stream;
        await video.current.play();
      } catch (error) {
        console.error('[gate] camera', error);
        if (!stopped) setFailed('camera');
        return;
      }
      try {
        const detector = await createDetector();
        const tick = async () => {
          if (stopped || !video.current) return;
          try {
            const [code] = await detector.detect(video.current);
            const now = Date.now();
            if (code && (code.rawValue !== last.text || now - last.at > 3000)) {
              last = { text: code.rawValue, at: now };
              report.current(code.rawValue);
            }
          } catch {
            // A frame that cannot be read yet.
          }
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch (error) {
        console.error('[gate] decoder', error);
        release();
        if (!stopped) setFailed('decoder');
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      release();
    };
  }, []);

  return (
    <div className="gate-camera">
      {failed === 'camera' && <p role="alert">{t('gate.cameraFailed')}</p>}
      {failed === 'decoder' && <p role="alert">{t('gate.decoderFailed')}</p>}
      {!failed && <video ref={video} className="gate-camera__video" muted playsInline aria-label={t('gate.camera')} />}
      <button type="button" className="button button--outline" onClick={onClose}>
        {t('gate.cameraClose')}
      </button>
    </div>
  );
}
