import type { QueueStatusView } from '@fanpass/contracts';
import { Injectable, type MessageEvent } from '@nestjs/common';
import { Observable } from 'rxjs';
import { AppError } from '../../common/errors/app-error.js';
import { QueueService } from './queue.service.js';

/** A stream sends at least this often, so a sell-out reaches a listening screen within it. */
const STREAM_TICK_MS = 5_000;
const FINAL = new Set<QueueStatusView['state']>(['admitted', 'expired', 'soldOut', 'closed']);

/**
 * Server-sent events for the waiting-room screen: the fan's status when it is due (the same pacing
 * as polling, at least every 5 s), ending once it is final. A refusal is sent as an `error` event
 * with its code, so the screen falls back to asking.
 */
@Injectable()
export class QueueStream {
  constructor(private readonly queue: QueueService) {}

  follow(place: string): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      let timer: NodeJS.Timeout | undefined;
      let closed = false;
      const tick = async (): Promise<void> => {
        try {
          const status = await this.queue.status(place);
          if (closed) return;
          subscriber.next({ type: 'status', data: status });
          if (FINAL.has(status.state)) {
            subscriber.complete();
            return;
          }
          timer = setTimeout(() => void tick(), Math.min(status.retryAfterMs, STREAM_TICK_MS));
        } catch (error) {
          if (closed) return;
          const code = error instanceof AppError ? error.entry.code : 29998;
          subscriber.next({ type: 'error', data: { code } });
          subscriber.complete();
        }
      };
      void tick();
      return () => {
        closed = true;
        if (timer) clearTimeout(timer);
      };
    });
  }
}
