import { ROUTES } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { AlertsRepository, type EndingHold } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A hold is reminded of this long before it ends… */
export const HOLD_REMINDER_MS = 2 * MINUTE;
/** …and a waiting-list (or resale) offer this long before it lapses… */
export const OFFER_REMINDER_MS = HOUR;
/** …when it lasted longer than this: a shorter one's own alert named its deadline moments ago. */
const REMINDED_LONGER_THAN = 5 * MINUTE;
/** Doors-today alerts go out at this venue hour on the day, or this long before the doors when earlier… */
const DOORS_HOUR = 10;
const DOORS_LEAD_MS = 3 * HOUR;
/** Orders reminded per kind and tick. */
const BATCH = 200;

/**
 * The alerts that the clock causes (decision 0027): a hold ending in 2 minutes, a waiting-list
 * offer lapsing in an hour, doors opening today. Each is claimed in `alert_reminders` in the
 * transaction that writes it, so it goes out once however many instances run this job.
 */
@Injectable()
export class AlertReminders {
  private readonly logger = new Logger(AlertReminders.name);
  private running = false;

  constructor(
    private readonly repository: AlertsRepository,
    private readonly alerts: AlertsService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(30_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.run();
    } catch (error) {
      this.logger.warn(`reminders: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }

  /** Sends what is due now; answers how many reminders went out (a doors alert counts once). */
  async run(): Promise<number> {
    const now = this.clock.now();
    let sent = 0;
    const holds = await this.repository.endingHolds(
      'holdExpiring',
      ['direct'],
      now,
      HOLD_REMINDER_MS,
      HOLD_REMINDER_MS,
      BATCH,
    );
    for (const hold of holds) if (await this.remindHold(hold, 'holdExpiring')) sent++;
    const offers = await this.repository.endingHolds(
      'waitlistOfferLapsing',
      ['waitlist', 'resale'],
      now,
      OFFER_REMINDER_MS,
      OFFER_REMINDER_MS + REMINDED_LONGER_THAN,
      BATCH,
    );
    for (const offer of offers) if (await this.remindHold(offer, 'waitlistOfferLapsing')) sent++;
    for (const event of await this.repository.doorsSoon(now, 24 * HOUR)) {
      if (now < doorsAlertAt(event.doorsAt, event.timeZone)) continue;
      const { holders } = await this.alerts.notifyHolders(
        event.eventId,
        {
          kind: 'doorsToday',
          key: `doors:${event.eventId}`,
          params: { event: event.title },
          times: { time: event.doorsAt },
          zone: event.timeZone,
          path: ROUTES.orderTicket,
          expiresAt: event.doorsAt + 6 * HOUR,
        },
        (tx) => this.repository.claimReminder(tx, 'doorsToday', String(event.eventId), now),
      );
      this.logger.log(`doors-today alert for event ${event.eventId}: ${holders} holders`);
      sent++;
    }
    return sent;
  }

  private remindHold(hold: EndingHold, kind: 'holdExpiring' | 'waitlistOfferLapsing'): Promise<boolean> {
    return this.transactions.withTransaction(async (tx) => {
      if (!(await this.repository.claimReminder(tx, kind, hold.orderNo, this.clock.now()))) return false;
      await this.alerts.notify(tx, hold.userId, {
        kind,
        key: `${kind === 'holdExpiring' ? 'hold-ending' : 'offer-lapsing'}:${hold.orderNo}`,
        params: { event: hold.title, orderNo: hold.orderNo, quantity: hold.quantity },
        times: { until: hold.expiresAt },
        zone: hold.timeZone,
        path: `/ticket-order?orderNo=${encodeURIComponent(hold.orderNo)}`,
        expiresAt: hold.expiresAt,
      });
      return true;
    });
  }
}

/**
 * When "doors open today" goes out: at DOORS_HOUR venue time on the day of the doors, or
 * DOORS_LEAD_MS before them when that is earlier, but never before that day's midnight.
 */
export function doorsAlertAt(doorsAt: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(doorsAt));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const midnight = doorsAt - ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 - (doorsAt % 1000);
  return Math.max(midnight, Math.min(midnight + DOORS_HOUR * HOUR, doorsAt - DOORS_LEAD_MS));
}
