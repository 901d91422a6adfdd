import { qrDigits, qrStep, qrText } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { useQrSecret } from '../api/get-qr-secret';
import { TicketQr } from './TicketQr';
import './ticket-qr-screen.css';

/** Statuses a gate admits; any other says why instead of showing a code. */
const USABLE = ['ready'];

export interface TicketQrScreenProps {
  code: string;
  status: string;
  eventTitle: string;
  seatArea: string;
  onClose: () => void;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Show Ticket QR Code', full screen: the rotating QR (ticket, 30-second step, HMAC under the
 * holder's secret; docs/decisions/0005-rotating-qr.md) drawn on the device, so it works offline
 * once the secret was fetched. A screenshot stops working after its step.
 */
export function TicketQrScreen({ code, status, eventTitle, seatArea, onClose }: TicketQrScreenProps) {
  const { t } = useTranslation();
  const secret = useQrSecret(code, true);
  const now = useNow();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const current = secret.data?.status ?? status;
  let body: React.ReactNode;
  if (!USABLE.includes(current)) {
    body = (
      <p className="qr-screen__reason" role="status">
        {t(`ticketQr.notUsable.${current}`, { defaultValue: t('ticketQr.notUsable.other') })}
      </p>
    );
  } else if (secret.data) {
    const { secret: key, stepSeconds, holderName } = secret.data;
    const text = qrText(key, code, now, stepSeconds);
    const left = stepSeconds - (Math.floor(now / 1000) % stepSeconds);
    body = (
      <>
        <TicketQr text={text} size={280} label={t('tickets.qrOf', { code })} />
        <p className="qr-screen__countdown" aria-live="off">
          {t('ticketQr.refreshesIn', { seconds: left })}
        </p>
        <p className="mono qr-screen__digits" data-testid="qr-digits">
          {code} · {qrDigits(key, code, qrStep(now, stepSeconds))}
        </p>
        {holderName && <p className="qr-screen__holder">{t('ticketQr.holder', { name: holderName })}</p>}
        <p className="small muted">{t('ticketQr.brightness')}</p>
      </>
    );
  } else if (secret.error) {
    const offline = secret.error instanceof ApiError && secret.error.kind !== 'code';
    body = <p className="qr-screen__reason">{t(offline ? 'ticketQr.needOnline' : 'ticketQr.unavailable')}</p>;
  } else {
    body = <p className="muted">{t('ticketQr.loading')}</p>;
  }

  return (
    <div className="qr-screen" role="dialog" aria-modal="true" aria-label={t('ticketQr.title')}>
      <header className="qr-screen__head">
        <button type="button" className="qr-screen__close" onClick={onClose} aria-label={t('ticketQr.close')}>
          ×
        </button>
        <h2>{t('ticketQr.title')}</h2>
      </header>
      <p className="qr-screen__event">{eventTitle}</p>
      <p className="small">{seatArea}</p>
      <div className="qr-screen__body">{body}</div>
      {USABLE.includes(current) && (
        <button type="button" className="button button--outline" onClick={() => void secret.refetch()}>
          {t('ticketQr.refresh')}
        </button>
      )}
    </div>
  );
}
