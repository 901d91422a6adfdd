import { useEffect, useState } from 'react';

/**
 * Seconds left until a deadline the server gave as "seconds remaining" when the data arrived
 * (so a wrong device clock does not move the hold). Ticks every second; 0 when it has run out.
 */
export function useCountdown(remainingSeconds: number, receivedAt: number): number {
  const deadline = receivedAt + remainingSeconds * 1000;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (remainingSeconds <= 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remainingSeconds, receivedAt]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
