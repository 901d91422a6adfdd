import type { ConsoleSalesMinute, ConsoleSalesView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { num, sqlOf, type Sql } from '../../database/sql.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { QueueService, QueueSettingsService } from '../queue/index.js';
import { areaView, ConsoleEventsService } from './console-events.service.js';

const MINUTE = 60_000;
/** Minutes on the live chart. */
const CHART_MINUTES = 60;

/**
 * An event's sale as it is now, for the live sales screen (issue 47): the seat areas' counts, what
 * the paid orders are worth, orders a minute over the last hour, the waiting list and the waiting
 * room. Four reads (the areas, the paid orders' totals, their minutes, the waiting list) and the
 * queue store's figures; the stream sends it again every few seconds to each watching console.
 */
@Injectable()
export class ConsoleSalesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsRepository,
    private readonly consoleEvents: ConsoleEventsService,
    private readonly queues: QueueSettingsService,
    private readonly queue: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private get sql(): Sql {
    return sqlOf(this.dataSource);
  }

  async sales(eventId: number): Promise<ConsoleSalesView> {
    await this.consoleEvents.event(eventId);
    const now = this.clock.now();
    const from = Math.floor(now / MINUTE) * MINUTE - (CHART_MINUTES - 1) * MINUTE;
    const [types, [paid], perMinute, [waiting], settings] = await Promise.all([
      this.events.typesOf([eventId]),
      this.sql.rows<{ revenue: unknown; tickets: unknown; last: unknown }>(
        `SELECT COALESCE(SUM(total), 0) AS revenue, COALESCE(SUM(quantity), 0) AS tickets,
                COALESCE(SUM(CASE WHEN paid_at > ? THEN 1 ELSE 0 END), 0) AS last
           FROM orders WHERE event_id = ? AND status = 'paid'`,
        [now - MINUTE, eventId],
      ),
      this.sql.rows<{ minute: unknown; orders: unknown; tickets: unknown }>(
        `SELECT paid_at - paid_at % ${MINUTE} AS minute, COUNT(*) AS orders, SUM(quantity) AS tickets
           FROM orders WHERE event_id = ? AND status = 'paid' AND paid_at >= ?
          GROUP BY paid_at - paid_at % ${MINUTE}`,
        [eventId, from],
      ),
      this.sql.rows<{ waiting: unknown }>(
        "SELECT COUNT(*) AS waiting FROM waitlist_entries WHERE event_id = ? AND status = 'waiting'",
        [eventId],
      ),
      this.queues.settingsOf(eventId),
    ]);
    const byMinute = new Map(perMinute.map((r) => [num(r.minute), r]));
    const minutes: ConsoleSalesMinute[] = [];
    for (let at = from; at <= now; at += MINUTE) {
      const row = byMinute.get(at);
      minutes.push({ at, orders: row ? num(row.orders) : 0, tickets: row ? num(row.tickets) : 0 });
    }
    const figures = settings?.enabled ? await this.queue.figures(eventId) : null;
    return {
      eventId,
      at: now,
      currency: this.config.currency,
      areas: types.map(areaView),
      revenue: num(paid?.revenue ?? 0),
      ticketsSold: num(paid?.tickets ?? 0),
      ordersLastMinute: num(paid?.last ?? 0),
      minutes,
      waitlistWaiting: num(waiting?.waiting ?? 0),
      queue: figures && { waiting: figures.waiting, admitted: figures.admitted, active: figures.active },
    };
  }
}
