import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/** A QR code of the invite link. */
export function InviteQr({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { width: 180, margin: 1, errorCorrectionLevel: 'M' }).catch(
      (error: unknown) => console.error('[qr]', error),
    );
  }, [text]);
  return <canvas ref={canvas} className="qr" role="img" aria-label={label} width={180} height={180} />;
}
