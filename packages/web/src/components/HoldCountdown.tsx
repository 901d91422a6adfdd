import { useTranslation } from 'react-i18next';
import { clock, when } from '../lib/format';

/** The keys of a hold's texts: what is held differs (seats, items). */
export interface HoldTexts {
  /** Takes {{time}}: when the hold ends. */
  payBefore: string;
  oneMinuteLeft: string;
}

/**
 * The live hold countdown of an order (seconds `left`, ticked by the parent) with the moment the
 * hold ends. The clock itself is not read out every second; a polite live region says once when
 * one minute is left.
 */
export function HoldCountdown({ left, expiresAt, texts }: { left: number; expiresAt: number; texts: HoldTexts }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="countdown">
      <span className="countdown__clock" role="timer" aria-live="off" data-testid="hold-countdown">
        {clock(left)}
      </span>
      <span className="muted small">{t(texts.payBefore, { time: when(expiresAt, i18n.language) })}</span>
      <span className="sr-only" aria-live="polite" data-testid="hold-announcement">
        {left > 0 && left <= 60 ? t(texts.oneMinuteLeft) : ''}
      </span>
    </div>
  );
}
