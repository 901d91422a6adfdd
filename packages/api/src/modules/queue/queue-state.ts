import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { EventRow } from '../events/index.js';
import type { QueueSettings } from './entities/queue-settings.entity.js';
import { QueueRepository } from './queue.repository.js';
import { QUEUE_STORE, type QueueStore } from './queue-store.js';

/** How long this instance trusts what it read of an event's settings (ops changes reach every instance within it). */
const SETTINGS_MS = 1_000;
/** The admission step runs at most this often per event and instance, whatever the number of fans asking. */
const STEP_MS = 250;
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
  steppedAt: number;
  step: Promise<void> | null;
}

/**
 * Per event and instance: the settings and the event (re-read every second), and the admission
 * step, run for everyone by whichever request comes first. The step is the only database read a
 * status answer can cause (one aggregate over the event's seat areas), so a crowd of fans asking
 * costs the database a few reads a second, not one per fan.
 */
@Injectable()
export class QueueState {
  private readonly events = new Map<number, LiveQueue>();

  constructor(
    private readonly repository: QueueRepository,
    @Inject(QUEUE_STORE) private readonly store: QueueStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async live(eventId: number): Promise<LiveQueue | null> {
    const now = this.clock.now();
    const known = this.events.get(eventId);
    if (known && now - known.readAt < SETTINGS_MS && now >= known.readAt) return known;
    const [event, settings] = await Promise.all([this.repository.event(eventId), this.repository.settings(eventId)]);
    if (!event) {
      this.events.delete(eventId);
      return null;
    }
    const live: LiveQueue = known ?? {
      event,
      settings,
      seatsLeft: 0,
      rate: 1,
      readAt: now,
      steppedAt: -Infinity,
      step: null,
    };
    live.event = event;
    live.settings = settings;
    live.readAt = now;
    live.rate = settings ? this.rateOf(settings) : 1;
    if (!known) {
      live.seatsLeft = await this.repository.seatsLeft(eventId);
      this.events.set(eventId, live);
    }
    return live;
  }

  private rateOf(settings: QueueSettings): number {
    return settings.method === 'passthrough' && settings.mode !== 'queueAll' ? UNLIMITED : settings.ratePerMinute;
  }

  /** Runs the admission step when it is due (one at a time per event in this instance). */
  advance(live: LiveQueue): Promise<void> {
    const now = this.clock.now();
    if (live.step) return live.step;
    if (now - live.steppedAt < STEP_MS && now >= live.steppedAt) return Promise.resolve();
    live.steppedAt = now;
    live.step = this.stepOnce(live, now).finally(() => {
      live.step = null;
    });
    return live.step;
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
    await this.store.advance(event.id, {
      now,
      startAt: event.saleStartsAt,
      ratePerMinute: live.rate,
      maxActive: passthrough ? UNLIMITED : settings.maxActive,
      admissionMs: settings.admissionSeconds * 1000,
      seatsLeft: live.seatsLeft,
      running,
    });
  }

  /** Forgets what this instance read (after an operator's change in this process). */
  forget(eventId: number): void {
    this.events.delete(eventId);
  }
}
