/** How long an instance owns a delivery attempt (a callback, an event, a refund) before another may try. */
export const CLAIM_MS = 30_000;

/** Wait before attempt n+1: 2 s, 4 s, 8 s … at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 10 * 60_000);
}
