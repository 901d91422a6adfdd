import { useEffect, useState } from 'react';

/** The time now, updated every second (a rotating QR and its countdown redraw from it). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
