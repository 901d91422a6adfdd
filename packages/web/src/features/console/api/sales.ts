import type { ConsoleSalesView } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { browserEnvironment, buildHeaders, buildUrl, http } from '../../../lib/http/client';

/** After the stream ends or fails, the figures are asked for once, then the stream is opened again. */
const RETRY_MS = 5_000;

export interface LiveSales {
  sales: ConsoleSalesView | null;
  /** The last attempt failed: the screen keeps the last figures and says they may be old. */
  stale: boolean;
}

/**
 * An event's live sales (GET /console/events/sales/stream): the server sends the figures at once
 * and every few seconds; when the stream ends or fails, one plain read keeps the screen current
 * and the stream is opened again after RETRY_MS.
 */
export function useLiveSales(eventId: number): LiveSales {
  const [state, setState] = useState<LiveSales & { eventId: number }>({ eventId, sales: null, stale: false });
  useEffect(() => {
    let stopped = false;
    let timer = 0;
    const controller = new AbortController();
    const apply = (sales: ConsoleSalesView) => {
      if (!stopped) setState({ eventId, sales, stale: false });
      return stopped;
    };
    const stream = async (): Promise<void> => {
      const query = { eventId };
      try {
        const response = await fetch(buildUrl('/console/events/sales/stream', query), {
          headers: { ...buildHeaders(browserEnvironment, 'GET', query), accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.ok && response.body) {
          const { readServerEvents } = await import('../../../lib/http/server-events');
          await readServerEvents<ConsoleSalesView>(response.body, 'sales', apply);
        }
      } catch {
        // A proxy that buffers, a dropped connection: the plain read below.
      }
      if (stopped) return;
      try {
        apply(await http.get<ConsoleSalesView>('/console/events/sales', query, { errors: 'silent' }));
      } catch {
        setState((s) => ({ ...s, stale: true }));
      }
      timer = window.setTimeout(() => void stream(), RETRY_MS);
    };
    void stream();
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [eventId]);
  return state.eventId === eventId ? state : { sales: null, stale: false };
}
