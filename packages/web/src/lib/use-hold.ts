import { useEffect, useState } from 'react';
import { useCountdown } from './use-countdown';

/** What a held order's summary shows about its hold (a ticket or merch order). */
export interface HoldState {
  /** Seconds left on the hold (0 unless held). */
  left: number;
  /** Held and not run out here: checkout, the discount choice and cancel are offered. */
  held: boolean;
  /** Expired, or ran out here before the server said so. */
  lapsed: boolean;
}

/**
 * The live hold of an order as its summary shows it: the countdown from when the answer was
 * received, and at 00:00 the hold is over here at once, whatever the network — no live 'Pay now'
 * on a lapsed hold. It stays over: a refetch a moment early (the server's clock a second behind)
 * must not bring 'Checkout' back. Once run out here, the order is asked for again.
 */
export function useHold(
  order: { status: string; remainingSeconds: number },
  receivedAt: number,
  refetch: () => unknown,
): HoldState {
  const left = useCountdown(order.status === 'held' ? receivedAt + order.remainingSeconds * 1000 : 0);
  const [ranOutHere, setRanOutHere] = useState(false);
  if (order.status === 'held' && left === 0 && !ranOutHere) setRanOutHere(true);
  const ranOut = order.status === 'held' && ranOutHere;
  useEffect(() => {
    if (ranOut) void refetch();
  }, [ranOut, refetch]);
  return { left, held: order.status === 'held' && !ranOut, lapsed: order.status === 'expired' || ranOut };
}
