import type { QueueStatusView } from '@fanpass/contracts';
import { Inject, Injectable, type MessageEvent, type OnModuleDestroy } from '@nestjs/common';
import { Observable, type Subscriber } from 'rxjs';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { QueueClaims } from './admission-tokens.js';
import { QueueService } from './queue.service.js';

/** The one tick of this instance's streams: every listening fan whose status is due hears it on it. */
const TICK_MS = 1_000;
/** A stream sends at least this often, so a sell-out reaches a listening screen within it. */
const STREAM_MAX_MS = 5_000;
const FINAL = new Set<QueueStatusView['state']>(['admitted', 'expired', 'soldOut', 'closed']);

interface Listener {
  claims: QueueClaims;
  subscriber: Subscriber<MessageEvent>;
  /** When its next status is due (the service's clock); 0 = at once. */
  dueAt: number;
  busy: boolean;
}

/**
 * Server-sent events for the waiting-room screen, the same statuses as polling: one tick per
 * instance (not a timer per fan) sends each listening fan its status when it is due — at once on
 * subscribing, then as the pacing says, at least every 5 s — and ends the stream once it is final.
 * The fans due on one tick are asked together, so the Redis store answers them in one script. A
 * refusal is sent as an `error` event with its code, so the screen falls back to asking.
 */
@Injectable()
export class QueueStream implements OnModuleDestroy {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Immediate | null = null;

  constructor(
    private readonly queue: QueueService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  follow(place: string): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      let claims: QueueClaims;
      try {
        claims = this.queue.readPlace(place);
      } catch (error) {
        this.refuse(subscriber, error);
        return undefined;
      }
      const listener: Listener = { claims, subscriber, dueAt: 0, busy: false };
      this.listeners.add(listener);
      this.start();
      // Screens that subscribe together are answered together, right after this turn.
      this.soon ??= setImmediate(() => {
        this.soon = null;
        this.tick();
      });
      return () => this.drop(listener);
    });
  }

  /** One pass over the listeners: each one due is sent its status. */
  private tick(): void {
    const now = this.clock.now();
    for (const listener of this.listeners) {
      if (listener.busy || listener.dueAt > now) continue;
      listener.busy = true;
      void this.send(listener);
    }
  }

  private async send(listener: Listener): Promise<void> {
    const { subscriber } = listener;
    try {
      const status = await this.queue.statusOf(listener.claims);
      if (subscriber.closed) return;
      subscriber.next({ type: 'status', data: status });
      if (FINAL.has(status.state)) {
        this.drop(listener);
        subscriber.complete();
        return;
      }
      listener.dueAt = this.clock.now() + Math.min(status.retryAfterMs, STREAM_MAX_MS);
    } catch (error) {
      this.drop(listener);
      this.refuse(subscriber, error);
    } finally {
      listener.busy = false;
    }
  }

  private refuse(subscriber: Subscriber<MessageEvent>, error: unknown): void {
    if (subscriber.closed) return;
    const code = error instanceof AppError ? error.entry.code : 29998;
    subscriber.next({ type: 'error', data: { code } });
    subscriber.complete();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    // The tick alone never keeps the process up.
    this.timer.unref();
  }

  private drop(listener: Listener): void {
    this.listeners.delete(listener);
    if (this.listeners.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearImmediate(this.soon);
    this.timer = null;
  }
}
