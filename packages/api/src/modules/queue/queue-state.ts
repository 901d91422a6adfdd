import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { EventRow } from '../events/index.js';
import type { QueueSettings } from './entities/queue-settings.entity.js';
import { QueueAlerts } from './queue-alerts.js';
import { QueueRepository } from './queue.repository.js';
import { QUEUE_STORE, type QueueStore } from './queue-store.js';

/** How long this instance trusts what it read of an event's settings (ops changes reach every instance within it). */
const SETTINGS_MS = 1_000;
/** The admission step runs at most this often per event and instance, whatever the number of fans asking. */
const STEP_MS = 250;
/**
 * An answer may be this far behind the queue without waiting: the settings are read again and the
 * step runs beside the requests that start them (each due at half of it, or every STEP_MS), and a
 * request waits only when the last one finished is older than this (the database behind, or the
 * clock moved on). So a slow database read never holds up the crowd's answers.
 */
const BEHIND_MS = 1_000;
/** Passthrough admits at once: a rate and a room no crowd reaches. */
const UNLIMITED = 1_000_000_000;

/** What this instance knows of one event's queue between reads. */
export interface LiveQueue {
  event: EventRow;
  settings: QueueSettings | null;
  /** Seats not sold nor held, as of the last admission step. */
  seatsLeft: number;
  /** The admission rate in effect (fans a minute). */
  rate: number;
  readAt: number;
  /** A read of the settings under way. */
  reading: Promise<void> | null;
  /** When the step under way (or the last one) began, and when the last finished one began. */
  steppedAt: number;
  stepDoneAt: number;
  step: Promise<void> | null;
  /** The fans still waiting were told the seats ran out (until seats come back). */
  soldOutTold: boolean;
  /** The alerts of the steps so far, written one step after another. */
  telling: Promise<void>;
}

/**
 * Per event and instance: the settings and the event (re-read every second), and the admission
 * step, run for everyone by whichever request comes first. The step is the only database read a
 * status answer can cause (one aggregate over the event's seat areas), so a crowd of fans asking
 * costs the database a few reads a second, not one per fan.
 */
@Injectable()
export class QueueState {
  private readonly logger = new Logger(QueueState.name);
  private readonly events = new Map<number, LiveQueue>();

  constructor(
    private readonly repository: QueueRepository,
    private readonly alerts: QueueAlerts,
    @Inject(QUEUE_STORE) private readonly store: QueueStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async live(eventId: number): Promise<LiveQueue | null> {
    const now = this.clock.now();
    const known = this.events.get(eventId);
    if (!known) return this.firstRead(eventId, now);
    const age = now < known.readAt ? Infinity : now - known.readAt;
    if (age >= SETTINGS_MS / 2 && !known.reading) {
      known.reading = this.reread(known, now).finally(() => {
        known.reading = null;
      });
      // Not waited for below: its failure is the next read's to report.
      known.reading.catch(() => undefined);
    }
    if (age >= BEHIND_MS && known.reading) {
      await known.reading;
      return this.events.get(eventId) ?? null;
    }
    return known;
  }

  private async firstRead(eventId: number, now: number): Promise<LiveQueue | null> {
    const [event, settings] = await Promise.all([this.repository.event(eventId), this.repository.settings(eventId)]);
    if (!event) return null;
    const live: LiveQueue = {
      event,
      settings,
      seatsLeft: await this.repository.seatsLeft(eventId),
      rate: settings ? this.rateOf(settings) : 1,
      readAt: now,
      reading: null,
      steppedAt: -Infinity,
      stepDoneAt: -Infinity,
      step: null,
      soldOutTold: false,
      telling: Promise.resolve(),
    };
    this.events.set(eventId, this.events.get(eventId) ?? live);
    return this.events.get(eventId)!;
  }

  private async reread(live: LiveQueue, now: number): Promise<void> {
    const [event, settings] = await Promise.all([
      this.repository.event(live.event.id),
      this.repository.settings(live.event.id),
    ]);
    if (!event) {
      this.events.delete(live.event.id);
      return;
    }
    live.event = event;
    live.settings = settings;
    live.readAt = now;
    live.rate = settings ? this.rateOf(settings) : 1;
  }

  private rateOf(settings: QueueSettings): number {
    return settings.method === 'passthrough' && settings.mode !== 'queueAll' ? UNLIMITED : settings.ratePerMinute;
  }

  /**
   * Starts the admission step when it is due (one at a time per event in this instance); resolves
   * at once unless the last finished step is more than BEHIND_MS behind, then when this one ends.
   */
  advance(live: LiveQueue): Promise<void> {
    const now = this.clock.now();
    if (!live.step && (now - live.steppedAt >= STEP_MS || now < live.steppedAt)) {
      live.steppedAt = now;
      live.step = this.stepOnce(live, now)
        .then(() => {
          live.stepDoneAt = now;
        })
        .finally(() => {
          live.step = null;
        });
      // Not waited for by every request: its failure is reported to those that wait.
      live.step.catch(() => undefined);
    }
    if (live.step && (now - live.stepDoneAt >= BEHIND_MS || now < live.stepDoneAt)) return live.step;
    return Promise.resolve();
  }

  private async stepOnce(live: LiveQueue, now: number): Promise<void> {
    const { settings, event } = live;
    live.seatsLeft = await this.repository.seatsLeft(event.id);
    if (!settings?.enabled) return;
    const running =
      (settings.mode === 'open' || settings.mode === 'queueAll') &&
      now >= event.saleStartsAt &&
      now < event.endsAt &&
      live.seatsLeft > 0;
    const passthrough = live.rate === UNLIMITED;
    const admitted = await this.store.advance(event.id, {
      now,
      startAt: event.saleStartsAt,
      ratePerMinute: live.rate,
      maxActive: passthrough ? UNLIMITED : settings.maxActive,
      admissionMs: settings.admissionSeconds * 1000,
      seatsLeft: live.seatsLeft,
      running,
    });
    // Told after the step, one telling at a time per event: the answers never wait on the alerts.
    const admissionMs = settings.admissionSeconds * 1000;
    live.telling = live.telling.then(() => this.tell(live, admitted, now, admissionMs));
  }

  /**
   * The step's alerts: "it's your turn" to the fans it let in; "sold out while you waited" to the
   * fans still waiting once the seats run out after the start (once per sell-out and instance: the
   * database remembers who was told). An alert that cannot be written never stops the queue.
   */
  private async tell(live: LiveQueue, admitted: readonly string[], now: number, admissionMs: number): Promise<void> {
    const { event } = live;
    try {
      if (admitted.length) await this.alerts.admitted(event, admitted, now, now + admissionMs);
      if (live.seatsLeft > 0 || now < event.saleStartsAt) live.soldOutTold = false;
      else if (!live.soldOutTold) {
        await this.alerts.soldOut(event, now);
        live.soldOutTold = true;
      }
    } catch (error) {
      this.logger.warn(`queue alerts of event ${event.id}: ${String(error)}`);
    }
  }

  /** Forgets what this instance read (after an operator's change in this process). */
  forget(eventId: number): void {
    this.events.delete(eventId);
  }
}
