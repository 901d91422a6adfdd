import { useLayoutEffect, useState } from 'react';

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Seconds left until `deadline` (ms on the `now` clock; 0 for none), 0 once it has passed: the
 * wait before a code may be sent again, the rest of an order's hold. Computed from the clock on
 * every render (a new deadline shows at once) and ticked against it, so a throttled tab still
 * shows the right number when it wakes.
 */
export function useCountdown(deadline: number, now: () => number = Date.now): number {
  const [clock, setClock] = useState(now);

  // Before paint: a new deadline after a long idle never shows against the old clock.
  useLayoutEffect(() => {
    // The clock moves only when the seconds shown change: no render in between.
    const tick = () =>
      setClock((previous) => {
        const current = now();
        return secondsUntil(deadline, current) === secondsUntil(deadline, previous) ? previous : current;
      });
    tick();
    if (deadline <= now()) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  return secondsUntil(deadline, clock);
}
