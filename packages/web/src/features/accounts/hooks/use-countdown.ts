import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before a code may be sent again (the server says how long; 60 s). Counts down
 * against the clock, so a throttled tab still shows the right number when it wakes.
 */
export function useCountdown(now: () => number = Date.now): {
  secondsLeft: number;
  start: (seconds: number) => void;
} {
  const [until, setUntil] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((until - now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setUntil(0);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [until, now]);

  const start = useCallback((seconds: number) => setUntil(now() + seconds * 1000), [now]);
  return { secondsLeft, start };
}
