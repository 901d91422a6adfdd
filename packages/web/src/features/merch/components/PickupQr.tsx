import { pickupQrText } from '@fanpass/contracts';
import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now';
import { usePickupSecret } from '../api/get-pickup-secret';

function QrCanvas({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    QRCode.toCanvas(canvas.current, text, { width: 240, margin: 1, errorCorrectionLevel: 'M' }).catch(
      (error: unknown) => console.error('[qr]', error),
    );
  }, [text]);
  return <canvas ref={canvas} className="qr" role="img" aria-label={label} width={240} height={240} data-qr={text} />;
}

export interface PickupQrProps {
  orderNo: string;
  /** The order's code of the moment it was fetched, shown until the secret is there. */
  initial: string | null;
  label: string;
}

/**
 * The rotating pick-up QR (contracts `pickupQrText`), drawn on the device from the order's
 * pick-up secret as the ticket QR is: a screenshot stops working after its step, and once the
 * secret was fetched it works offline.
 */
export function PickupQr({ orderNo, initial, label }: PickupQrProps) {
  const { t } = useTranslation();
  const secret = usePickupSecret(orderNo);
  const now = useNow();
  if (secret.data) {
    const { secret: key, stepSeconds } = secret.data;
    const left = stepSeconds - (Math.floor(now / 1000) % stepSeconds);
    return (
      <>
        <QrCanvas text={pickupQrText(key, orderNo, now, stepSeconds)} label={label} />
        <p className="small" aria-live="off" data-testid="pickup-qr-countdown">
          {t('merch.pickupQrRefreshesIn', { seconds: left })}
        </p>
      </>
    );
  }
  if (secret.error) return <p role="status">{t('merch.pickupQrUnavailable')}</p>;
  return initial ? <QrCanvas text={initial} label={label} /> : null;
}
