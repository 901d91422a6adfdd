import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * The browser's BarcodeDetector, or the `barcode-detector` polyfill (zxing compiled to WebAssembly,
 * served by us) where the browser lacks it. Loaded only with the gate screen.
 */
async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
  if (native) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** The back camera, reading QR codes until closed; the same code is reported once per 3 seconds. */
export function CameraScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let last = { text: '', at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
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
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="gate-camera">
      {failed ? (
        <p role="alert">{t('gate.cameraFailed')}</p>
      ) : (
        <video ref={video} className="gate-camera__video" muted playsInline aria-label={t('gate.camera')} />
      )}
      <button type="button" className="button button--outline" onClick={onClose}>
        {t('gate.cameraClose')}
      </button>
    </div>
  );
}
