import type { ConsoleSalesView } from '@fanpass/contracts';
import { type LiveSource, useLive } from './live';

const SALES: LiveSource = { path: '/console/events/sales', stream: '/console/events/sales/stream', type: 'sales' };

export interface LiveSales {
  sales: ConsoleSalesView | null;
  /** The last attempt failed: the screen keeps the last figures and says they may be old. */
  stale: boolean;
}

/** An event's live sales (GET /console/events/sales/stream, or the plain read while it is down). */
export function useLiveSales(eventId: number): LiveSales {
  const { data, stale } = useLive<ConsoleSalesView>(SALES, eventId);
  return { sales: data, stale };
}
