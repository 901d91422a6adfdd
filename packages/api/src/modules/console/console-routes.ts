import type { MessageEvent } from '@nestjs/common';
import { from, interval, map, type Observable, startWith, switchMap } from 'rxjs';

/** Who organises: an admin, or an organiser (of the event the route names, when it names one). */
export const ORGANISING = ['admin', 'organiser'] as const;

/** Where a console route names its event: the `eventId` of its query or body. */
export const OF_EVENT = { event: 'eventId' };

/** How often a live console screen (sales, check-in) is sent its figures again. */
export const LIVE_FIGURES_MS = 3_000;

/** A server-sent stream of `type` events: the figures `read` answers, now and every LIVE_FIGURES_MS. */
export function liveFigures<T>(type: string, read: () => Promise<T>): Observable<MessageEvent> {
  return interval(LIVE_FIGURES_MS).pipe(
    startWith(0),
    switchMap(() => from(read())),
    map((data) => ({ type, data: data as object })),
  );
}
