import { useEffect, useState } from 'react';

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline` (ms on the `now` clock; 0 for none), 0 once it has passed: the
 * wait before a code may be sent again, the rest of an order's hold. Counts against the clock, so a
 * throttled tab still shows the right number when it wakes.
 */
export function useCountdown(deadline: number, now: () => number = Date.now): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(deadline, now()));

  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(deadline, now());
      setSecondsLeft(left);
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return secondsLeft;
}
