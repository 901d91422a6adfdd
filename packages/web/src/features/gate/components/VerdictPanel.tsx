import type { GateScanView } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from '../../../lib/format';

/** A short tone and a vibration: one high beep for valid, a low buzz for everything else. */
function signal(ok: boolean): void {
  try {
    navigator.vibrate?.(ok ? 120 : [200, 80, 200]);
    const context = new AudioContext();
    const tone = context.createOscillator();
    tone.frequency.value = ok ? 1200 : 220;
    tone.type = ok ? 'sine' : 'square';
    tone.connect(context.destination);
    tone.start();
    tone.stop(context.currentTime + (ok ? 0.15 : 0.4));
    tone.onended = () => void context.close();
  } catch {
    // No sound on this device.
  }
}

/** The big, clear verdict of the last scan. */
export function VerdictPanel({ verdict, offline }: { verdict: GateScanView; offline: boolean }) {
  const { t, i18n } = useTranslation();
  const ok = verdict.verdict === 'valid';
  useEffect(() => signal(ok), [verdict, ok]);
  return (
    <section
      className={`gate-verdict gate-verdict--${ok ? 'ok' : 'no'}`}
      role="status"
      aria-live="assertive"
      data-verdict={verdict.verdict}
    >
      <p className="gate-verdict__title">{t(`gate.verdict.${verdict.verdict}`)}</p>
      {verdict.holderName && <p className="gate-verdict__line">{verdict.holderName}</p>}
      {verdict.area && <p className="gate-verdict__line">{verdict.area}</p>}
      {verdict.seatRow && (
        <p className="gate-verdict__line">
          {t('tickets.row')} {verdict.seatRow} · {t('tickets.seat')} {verdict.seatNumber ?? '—'}
        </p>
      )}
      {verdict.verdict === 'alreadyUsed' && verdict.validatedAt !== null && (
        <p className="gate-verdict__line">
          {t('gate.usedAt', { time: when(verdict.validatedAt, i18n.language), gate: verdict.validatedGate ?? '—' })}
        </p>
      )}
      {verdict.verdict === 'notUsable' && verdict.status && (
        <p className="gate-verdict__line">{t('gate.status', { status: verdict.status })}</p>
      )}
      {verdict.code && <p className="gate-verdict__code mono">{verdict.code}</p>}
      {offline && <p className="small">{t('gate.judgedOffline')}</p>}
    </section>
  );
}
