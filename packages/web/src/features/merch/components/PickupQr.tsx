import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/** The signed pick-up QR, drawn from its text. */
export function PickupQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { width: 240, margin: 1, errorCorrectionLevel: 'M' }).catch(
      (error: unknown) => console.error('[qr]', error),
    );
  }, [text]);
  return <canvas ref={canvas} className="qr" role="img" aria-label={label} width={240} height={240} data-qr={text} />;
}
