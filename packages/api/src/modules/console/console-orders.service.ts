import type {
  ConsoleOrderPage,
  ConsoleRole,
  ConsoleOrderRow,
  ConsoleOrderTicketView,
  ConsoleOrderView,
  ConsoleTimelineEntry,
  OrderStatus,
  TicketStatus,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { AppError } from '../../common/errors/app-error.js';
import { csvLine } from '../../common/text/csv.js';
import { TransactionRunner } from '../../database/transaction.js';
import { num, numOrNull, type SqlRow } from '../../database/sql.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { AuditService } from '../audit/index.js';
import { OrdersRepository, OrdersService } from '../orders/index.js';
import { OrderRefundsService, ReceiptMailer } from '../payments/index.js';
import type { ConsoleAccess } from '../roles/index.js';
import { ConsoleOrdersRepository, type OrderFound, type TicketFound } from './console-orders.repository.js';
import { ORGANISING } from './console-routes.js';

/** Who reads orders (support never changes them). */
export const READING = ['admin', 'organiser', 'support'] as const;
export const ORDERS_PAGE_SIZE = 20;
/** Tickets read at a time while the attendee list streams out. */
const CSV_BATCH = 500;
const CSV_HEADER = ['Name', 'E-mail', 'Order', 'Area', 'Seat', 'Ticket code', 'Status', 'Checked in'];

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function rowOf(order: OrderFound): ConsoleOrderRow {
  return {
    orderNo: order.orderNo,
    eventId: order.eventId,
    eventTitle: order.eventTitle,
    status: order.status as OrderStatus,
    email: order.email,
    nickname: order.nickname,
    quantity: order.quantity,
    total: order.total,
    currency: order.currency,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
  };
}

const seatOf = (t: TicketFound): string | null =>
  t.seatRow || t.seatNumber ? [t.seatRow, t.seatNumber].filter(Boolean).join('-') : null;

function ticketView(t: TicketFound): ConsoleOrderTicketView {
  return {
    code: t.code,
    area: t.area,
    seat: seatOf(t),
    status: t.status as TicketStatus,
    attendeeName: t.attendeeName,
    holderEmail: t.email,
    checkedInAt: t.checkedInAt,
  };
}

/** `YYYY-MM-DD HH:mm` on the venue's clock (a spreadsheet reads it as a date and time). */
function venueTime(at: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(at);
  } catch {
    return new Date(at).toISOString();
  }
}

/** The reason an audit entry's `after` JSON carries, if any. */
function reasonIn(after: unknown): string | undefined {
  if (typeof after !== 'string') return undefined;
  try {
    const parsed = JSON.parse(after) as { reason?: unknown; to?: unknown };
    const text = parsed.reason ?? parsed.to;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Orders and fans in the console: search, an order's timeline, and the operator's refund, cancel
 * and resend, each through the service the ops command line and the fan's own calls use, recorded
 * in the audit log with its reason; the attendee list of an event as CSV.
 */
@Injectable()
export class ConsoleOrdersService {
  constructor(
    private readonly found: ConsoleOrdersRepository,
    private readonly orderRows: OrdersRepository,
    private readonly orders: OrdersService,
    private readonly refunds: OrderRefundsService,
    private readonly receipts: ReceiptMailer,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async search(
    access: ConsoleAccess,
    q: string,
    eventId: number | undefined,
    page: number,
    pageSize = ORDERS_PAGE_SIZE,
  ): Promise<ConsoleOrderPage> {
    const visible = access.visibleEvents(READING);
    const [rows, total] = await this.found.search(q, visible, eventId, (page - 1) * pageSize, pageSize);
    return { list: rows.map(rowOf), total, page, pageSize };
  }

  /** The order, once the caller's role covers its event (`allowed`). */
  private async order(access: ConsoleAccess, orderNo: string, allowed: readonly ConsoleRole[]): Promise<OrderFound> {
    const order = await this.found.findByNo(orderNo.trim().toUpperCase());
    if (!order) throw new AppError('CONSOLE_ORDER_NOT_FOUND');
    access.assertEvent(order.eventId, allowed);
    return order;
  }

  async detail(access: ConsoleAccess, orderNo: string): Promise<ConsoleOrderView> {
    return this.view(await this.order(access, orderNo, READING));
  }

  private async view(order: OrderFound): Promise<ConsoleOrderView> {
    const [event, items, tickets, payments] = await Promise.all([
      this.found.event(order.eventId),
      this.found.items(order.id),
      this.found.ticketsOf(order.id),
      this.found.payments(order.orderNo),
    ]);
    const paying = [...payments].reverse().find((p) => p.status === 'succeeded' || p.status === 'refunded');
    const live = tickets.filter((t) => t.orderNo === order.orderNo && t.status !== 'revoked');
    const held = order.status === 'held' && order.expiresAt > this.clock.now() && order.checkoutId === null;
    return {
      ...rowOf(order),
      event: event ?? { id: order.eventId, title: order.eventTitle, venue: '', timeZone: 'UTC', startsAt: 0 },
      items,
      paid: paying ? num(paying.amount) : 0,
      refunded: paying ? num(paying.refunded) : 0,
      expiresAt: order.expiresAt,
      tickets: tickets.map(ticketView),
      timeline: await this.timeline(order, tickets, payments),
      refundable: order.status === 'paid',
      cancellable: held,
      resendable: order.status === 'paid' && live.length > 0,
    };
  }

  /** Everything that happened to the order, oldest first. */
  private async timeline(
    order: OrderFound,
    tickets: TicketFound[],
    payments: SqlRow[],
  ): Promise<ConsoleTimelineEntry[]> {
    const paymentIds = payments.map((p) => num(p.id));
    const ticketIds = tickets.map((t) => t.id);
    const codeOf = new Map(tickets.map((t) => [t.id, t.code]));
    const code = (id: unknown) => codeOf.get(num(id));
    const [callbacks, refunds, transfers, resale, scans, conflicts, actions] = await Promise.all([
      this.found.callbacks(paymentIds),
      this.found.refunds(paymentIds),
      this.found.transfers(ticketIds),
      this.found.resale(order.id),
      this.found.scans(ticketIds),
      this.found.conflicts(ticketIds),
      this.found.actions(order.orderNo),
    ]);
    const entries: ConsoleTimelineEntry[] = [{ at: order.createdAt, kind: 'hold', amount: order.total }];
    for (const p of payments) {
      entries.push({
        at: num(p.created_at),
        kind: 'payment',
        amount: num(p.amount),
        status: str(p.status),
        detail: [p.method, p.payment_type].filter(Boolean).map(str).join(' · '),
      });
    }
    for (const c of callbacks) {
      entries.push({ at: num(c.created_at), kind: 'charge', status: str(c.outcome), detail: str(c.result) });
    }
    if (order.paidAt !== null) entries.push({ at: order.paidAt, kind: 'paid' });
    if (order.status === 'cancelled' || order.status === 'expired') {
      entries.push({ at: order.updatedAt, kind: order.status });
    }
    for (const r of refunds) {
      entries.push({
        at: num(r.created_at),
        kind: 'refund',
        amount: num(r.amount),
        status: str(r.status),
        detail: str(r.note ?? r.reason),
      });
    }
    for (const f of transfers) {
      entries.push({
        at: num(f.created_at),
        kind: 'transfer',
        ticketCode: code(f.ticket_id),
        status: str(f.state),
        detail: str(f.to_email),
      });
    }
    for (const l of resale) {
      entries.push({ at: num(l.created_at), kind: 'resale', ticketCode: code(l.ticket_id), amount: num(l.price) });
      const sold = numOrNull(l.sold_at);
      if (sold !== null) {
        entries.push({ at: sold, kind: 'resaleSold', ticketCode: code(l.ticket_id), amount: num(l.price) });
      }
    }
    for (const s of scans) {
      entries.push({ at: num(s.created_at), kind: 'scan', ticketCode: code(s.ticket_id), detail: str(s.detail) });
    }
    for (const c of conflicts) {
      entries.push({ at: num(c.scanned_at), kind: 'scanConflict', ticketCode: code(c.ticket_id), detail: str(c.gate) });
    }
    for (const a of actions) {
      entries.push({
        at: num(a.created_at),
        kind: 'action',
        status: str(a.action),
        actor: str(a.actor),
        detail: reasonIn(a.after_state),
      });
    }
    // A stable sort: what happened in the same millisecond stays in the order it was added.
    return entries.sort((a, b) => a.at - b.at);
  }

  /**
   * Refunds a paid order as `ops order refund` does (tickets revoked, seats back on sale, the
   * payment given back the way it came), with the reason kept on the refund and in the audit log.
   */
  async refund(access: ConsoleAccess, orderNo: string, reason: string): Promise<ConsoleOrderView> {
    const order = await this.order(access, orderNo, ORGANISING);
    if (order.status === 'refunded') throw new AppError('CONSOLE_ORDER_REFUNDED');
    if (order.status !== 'paid') throw new AppError('CONSOLE_ORDER_NOT_REFUNDABLE', { status: order.status });
    const answer = await this.refunds.refund(order.orderNo, reason.trim(), access.actor);
    switch (answer.state) {
      case 'refunded':
        break;
      case 'already-refunded':
        throw new AppError('CONSOLE_ORDER_REFUNDED');
      case 'not-found':
        throw new AppError('CONSOLE_ORDER_NOT_FOUND');
      case 'not-paid':
      case 'no-payment':
        throw new AppError('CONSOLE_ORDER_NOT_REFUNDABLE', { status: answer.status ?? order.status });
    }
    return this.view((await this.found.findByNo(order.orderNo))!);
  }

  /** Cancels an unpaid hold as the fan's own cancel does (seats back), recorded with the reason. */
  async cancel(access: ConsoleAccess, orderNo: string, reason: string): Promise<ConsoleOrderView> {
    const found = await this.order(access, orderNo, ORGANISING);
    const order =
      found.status === 'held' && found.checkoutId === null && (await this.orderRows.findByNo(found.orderNo));
    if (!order) throw new AppError('CONSOLE_ORDER_NOT_CANCELLABLE');
    const cancelled = await this.orders.cancelHold(order, (tx) =>
      this.audit.record(tx, access.actor, 'order.cancel', {
        eventId: order.eventId,
        target: order.orderNo,
        before: { status: 'held' },
        after: { status: 'cancelled', reason: reason.trim() },
      }),
    );
    if (!cancelled) throw new AppError('CONSOLE_ORDER_NOT_CANCELLABLE');
    return this.view((await this.found.findByNo(order.orderNo))!);
  }

  /** E-mails the buyer the order's tickets e-mail again (through the outbox), recorded in the audit log. */
  async resend(access: ConsoleAccess, orderNo: string): Promise<ConsoleOrderView> {
    const order = await this.order(access, orderNo, ORGANISING);
    const tickets = await this.found.ticketsOf(order.id);
    const live = tickets.filter((t) => t.orderNo === order.orderNo && t.status !== 'revoked');
    if (order.status !== 'paid' || !live.length) throw new AppError('CONSOLE_ORDER_NO_TICKETS');
    await this.transactions.withTransaction(async (tx) => {
      const to = await this.receipts.resend(tx, order.orderNo, this.clock.now());
      if (!to) throw new AppError('CONSOLE_ORDER_NO_TICKETS');
      await this.audit.record(tx, access.actor, 'order.resend', {
        eventId: order.eventId,
        target: order.orderNo,
        after: { to, tickets: live.length },
      });
    });
    return this.view(order);
  }

  /**
   * The attendees of an event as CSV, streamed a batch of tickets at a time: every ticket that
   * admits (or admitted) someone, with its holder, order, seat and check-in on the venue's clock.
   */
  async attendeesCsv(eventId: number): Promise<{ filename: string; stream: Readable }> {
    const event = await this.found.eventOf(eventId);
    if (!event) throw new AppError('CONSOLE_EVENT_NOT_FOUND');
    const found = this.found;
    async function* lines(): AsyncGenerator<string> {
      // A byte-order mark first: a spreadsheet then reads the names as UTF-8 (Thai, Chinese, Vietnamese).
      yield `\uFEFF${csvLine(CSV_HEADER)}`;
      let after = 0;
      for (;;) {
        const batch = await found.attendees(eventId, after, CSV_BATCH);
        for (const t of batch) {
          yield csvLine([
            t.attendeeName ?? t.nickname,
            t.email,
            t.orderNo,
            t.area,
            seatOf(t),
            t.code,
            t.status,
            t.checkedInAt === null ? null : venueTime(t.checkedInAt, event!.timeZone),
          ]);
        }
        if (batch.length < CSV_BATCH) return;
        after = batch[batch.length - 1]!.id;
      }
    }
    const day = venueTime(this.clock.now(), event.timeZone).slice(0, 10);
    return {
      filename: `attendees-${event.slug.replace(/[^A-Za-z0-9_-]/g, '_')}-${day}.csv`,
      stream: Readable.from(lines()),
    };
  }
}
