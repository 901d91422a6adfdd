import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { useCountdown } from '../../../lib/use-countdown';

/** How long to wait when the server refuses a resend (1015 carries retryAfterSeconds). */
function retryAfter(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { retryAfterSeconds?: unknown } | null | undefined;
  return typeof data?.retryAfterSeconds === 'number' ? data.retryAfterSeconds : null;
}

/**
 * "Send code", then "Resend (59 s)" counting down (spec §2 code entry with resend). `send`
 * answers the seconds until the next send, or null when nothing was sent.
 */
export function SendCodeButton({ send, disabled }: { send: () => Promise<number | null>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [until, setUntil] = useState(0);
  const secondsLeft = useCountdown(until);
  const start = (seconds: number) => setUntil(Date.now() + seconds * 1000);
  const [busy, setBusy] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  async function onClick(): Promise<void> {
    setBusy(true);
    try {
      const seconds = await send();
      if (seconds !== null) {
        setSentOnce(true);
        start(seconds);
      }
    } catch (error) {
      const wait = retryAfter(error);
      if (wait !== null) start(wait);
    } finally {
      setBusy(false);
    }
  }

  let label = sentOnce ? t('accounts.code.resend') : t('accounts.code.send');
  if (busy) label = t('accounts.code.sending');
  else if (secondsLeft > 0) label = t('accounts.code.resendIn', { seconds: secondsLeft });
  return (
    <button
      type="button"
      className="acc-send"
      disabled={disabled || busy || secondsLeft > 0}
      onClick={() => void onClick()}
    >
      {label}
    </button>
  );
}
