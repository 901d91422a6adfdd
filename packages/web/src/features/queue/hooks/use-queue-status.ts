import { API_BASE_PATH, REPLY_CODES, acceptLanguageFor, type QueueStatusView } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/http/client';
import { getLanguage } from '../../../lib/storage';
import { saveAdmission, savePlace } from '../../../lib/queue-admission';
import { getQueueStatus } from '../api/get-queue-status';

/** States after which the status no longer changes by itself. */
const FINAL = new Set<QueueStatusView['state']>(['admitted', 'expired', 'soldOut', 'closed']);
/** How long to wait before asking again after a failure (offline, a server hiccup). */
const RETRY_MS = 5_000;

export interface QueueStatusState {
  status: QueueStatusView | null;
  /** True while the last attempt failed (offline): the screen keeps the last status and says so. */
  offline: boolean;
  /** The place is not (or no longer) valid: the screen offers to join. */
  lost: boolean;
  /** Fans ahead (plus me) when I first saw my place, for the progress bar. */
  firstAhead: number | null;
}

/** How far along I am, 0–100: fans gone in since I first saw my place. */
export function progressOf({ status, firstAhead }: QueueStatusState): number {
  if (!status) return 0;
  if (status.state === 'admitted') return 100;
  if (status.ahead === null || firstAhead === null) return 0;
  return Math.max(0, Math.round(((firstAhead - status.ahead) / firstAhead) * 100));
}

/** The stream reader, fetched with the first stream (it is no part of the first screen). */
const serverEvents = () => import('../../../lib/http/server-events');

/**
 * Where I stand, kept up to date: server-sent events first (the server pushes each status when it
 * is due), asking in turn as the server paces it when the stream is not available. A failure keeps
 * the last status on screen and tries again; the admission is stored as soon as it comes. The
 * status the join answered (`initial`) counts as the first answer: nothing is asked before its
 * `retryAfterMs` has passed, and nothing at all when it is final.
 */
export function useQueueStatus(
  eventId: number,
  place: string | null,
  initial: QueueStatusView | null,
): QueueStatusState {
  const [state, setState] = useState<QueueStatusState & { place: string | null }>({
    place,
    status: initial,
    offline: false,
    lost: false,
    firstAhead: null,
  });

  useEffect(() => {
    if (!place) return;
    let stopped = false;
    let timer: number | undefined;
    // The join sets the place and its answer together; a place read back (a reload) comes without.
    const first = initial;
    const controller = new AbortController();

    const apply = (status: QueueStatusView): boolean => {
      if (stopped) return true;
      if (status.admission) saveAdmission(eventId, status.admission);
      setState((s) => {
        const known = s.place === place ? s.firstAhead : null;
        const firstAhead = status.ahead === null ? known : Math.max(known ?? 0, status.ahead + 1);
        return { place, status, offline: false, lost: false, firstAhead };
      });
      return FINAL.has(status.state);
    };

    const poll = async (): Promise<void> => {
      window.clearTimeout(timer);
      if (stopped) return;
      try {
        const status = await getQueueStatus(place);
        if (apply(status)) return;
        timer = window.setTimeout(() => void poll(), status.retryAfterMs);
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.code === REPLY_CODES.QUEUE_NOT_JOINED.code) {
          savePlace(eventId, null);
          setState((s) => ({ ...s, place, lost: true }));
          return;
        }
        setState((s) => ({ ...s, place, offline: true }));
        timer = window.setTimeout(() => void poll(), RETRY_MS);
      }
    };

    const stream = async (): Promise<void> => {
      try {
        const response = await fetch(`${API_BASE_PATH}/queue/stream?place=${encodeURIComponent(place)}`, {
          headers: { accept: 'text/event-stream', 'accept-language': acceptLanguageFor(getLanguage()) },
          signal: controller.signal,
        });
        if (
          response.ok &&
          response.body &&
          (await (await serverEvents()).readServerEvents<QueueStatusView>(response.body, 'status', apply))
        )
          return;
      } catch {
        // No stream (a proxy that buffers, offline): asking in turn below does the same job.
      }
      if (!stopped) await poll();
    };

    const online = () => void poll();
    window.addEventListener('online', online);
    if (!first) void stream();
    // The join's answer says when to ask: a crowd that has just joined does not ask again at once.
    else if (!apply(first)) timer = window.setTimeout(() => void stream(), first.retryAfterMs);
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [eventId, place, initial]);

  // What was learnt about another place (before a new join) does not count for this one.
  if (state.place !== place) return { status: initial, offline: false, lost: false, firstAhead: null };
  return state;
}
