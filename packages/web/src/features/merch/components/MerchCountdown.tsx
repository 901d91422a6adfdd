import { useTranslation } from 'react-i18next';
import { clock, when } from '../../../lib/format';

/** The hold countdown of a merch order (seconds `left`, ticked by the parent). */
export function MerchCountdown({ left, expiresAt }: { left: number; expiresAt: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="countdown">
      <span className="countdown__clock" role="timer" aria-live="off" data-testid="merch-countdown">
        {clock(left)}
      </span>
      <span className="muted small">{t('merch.payBefore', { time: when(expiresAt, i18n.language) })}</span>
    </div>
  );
}
