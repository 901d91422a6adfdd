import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';

/** The ticket's QR code, drawn from the ticket code (here the QR encodes the code). */
export function TicketQr({ text, size, label }: { text: string; size: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { width: size, margin: 1, errorCorrectionLevel: 'M' }).catch(
      (error: unknown) => console.error('[qr]', error),
    );
  }, [text, size]);
  return <canvas ref={canvas} className="qr" role="img" aria-label={label} width={size} height={size} />;
}
