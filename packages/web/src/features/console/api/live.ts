import { useEffect, useState } from 'react';
import { browserEnvironment, buildHeaders, buildUrl, http } from '../../../lib/http/client';

/** After the stream ends or fails, the figures are asked for once, then the stream is opened again. */
const RETRY_MS = 5_000;

/** Where an event's live figures come from: the plain read, its stream, and the stream's message type. */
export interface LiveSource {
  path: string;
  stream: string;
  type: string;
}

export interface Live<T> {
  data: T | null;
  /** The last attempt failed: the screen keeps the last figures and says they may be old. */
  stale: boolean;
}

/**
 * An event's live figures (a console stream of server-sent events): the server sends them at once
 * and every few seconds; when the stream ends or fails, one plain read keeps the screen current
 * and the stream is opened again after RETRY_MS.
 */
export function useLive<T>(source: LiveSource, eventId: number): Live<T> {
  const { path, stream: streamPath, type } = source;
  const [state, setState] = useState<Live<T> & { eventId: number }>({ eventId, data: null, stale: false });
  useEffect(() => {
    let stopped = false;
    let timer = 0;
    const controller = new AbortController();
    const apply = (data: T) => {
      if (!stopped) setState({ eventId, data, stale: false });
      return stopped;
    };
    const stream = async (): Promise<void> => {
      const query = { eventId };
      try {
        const response = await fetch(buildUrl(streamPath, query), {
          headers: { ...buildHeaders(browserEnvironment, 'GET', query), accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (response.ok && response.body) {
          const { readServerEvents } = await import('../../../lib/http/server-events');
          await readServerEvents<T>(response.body, type, apply);
        }
      } catch {
        // A proxy that buffers, a dropped connection: the plain read below.
      }
      if (stopped) return;
      try {
        apply(await http.get<T>(path, query, { errors: 'silent' }));
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
  }, [eventId, path, streamPath, type]);
  return state.eventId === eventId ? state : { data: null, stale: false };
}
