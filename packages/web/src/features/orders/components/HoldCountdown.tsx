import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { clock, when } from '../../events/format';
import { useCountdown } from '../hooks/use-countdown';

/** The live hold countdown with the moment the hold ends; tells the parent when it runs out. */
export function HoldCountdown({
  remainingSeconds,
  receivedAt,
  expiresAt,
  onExpired,
}: {
  remainingSeconds: number;
  receivedAt: number;
  expiresAt: number;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation();
  const left = useCountdown(remainingSeconds, receivedAt);
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  return (
    <div className="countdown" role="timer" aria-live="off">
      <span className="countdown__clock" data-testid="hold-countdown">
        {clock(left)}
      </span>
      <span className="muted small">{t('orders.payBefore', { time: when(expiresAt, i18n.language) })}</span>
    </div>
  );
}
