import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';

export interface PendingItem {
  kind: 'payment' | 'callback' | 'event' | 'refund' | 'charge';
  paymentNo: string;
  detail: string;
  /** Past the reconciliation window or dead-lettered: something ops must look at. */
  overdue: boolean;
}

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v);

/**
 * What is still under way in payments (`pnpm ops payments pending`): payments not settled,
 * callbacks not delivered, provider events not applied, refunds not sent, and charges the
 * provider took that neither paid their order nor were refunded. An item past the
 * reconciliation window, or dead-lettered, is overdue.
 */
@Injectable()
export class PaymentsReport {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pending(): Promise<PendingItem[]> {
    const before = this.clock.now() - this.config.payments.reconcileAfterSeconds * 1000;
    const q = (sql: string): Promise<Row[]> => this.dataSource.query(sql);
    const items: PendingItem[] = [];
    for (const r of await q(`SELECT payment_no, created_at FROM payments WHERE status = 'pending'`)) {
      items.push({
        kind: 'payment',
        paymentNo: String(r.payment_no),
        detail: `pending since ${iso(r.created_at)}`,
        overdue: n(r.created_at) < before,
      });
    }
    for (const r of await q(
      `SELECT payment_no, created_at, attempts, dead_at, last_error FROM sandbox_transactions WHERE delivered_at IS NULL`,
    )) {
      items.push({
        kind: 'callback',
        paymentNo: String(r.payment_no),
        detail: `${r.dead_at === null ? 'undelivered' : 'DEAD'} after ${n(r.attempts)} attempts${r.last_error ? `: ${String(r.last_error)}` : ''}`,
        overdue: r.dead_at !== null || n(r.created_at) < before,
      });
    }
    for (const r of await q(
      `SELECT payment_no, event_id, status, created_at, attempts, last_error FROM payment_events WHERE status <> 'applied'`,
    )) {
      items.push({
        kind: 'event',
        paymentNo: String(r.payment_no),
        detail: `${String(r.event_id)} ${r.status === 'dead' ? 'DEAD' : 'not applied'} after ${n(r.attempts)} attempts${r.last_error ? `: ${String(r.last_error)}` : ''}`,
        overdue: r.status === 'dead' || n(r.created_at) < before,
      });
    }
    for (const r of await q(
      `SELECT payment_no, status, reason, created_at, attempts, last_error FROM payment_refunds WHERE status <> 'done'`,
    )) {
      items.push({
        kind: 'refund',
        paymentNo: String(r.payment_no),
        detail: `${String(r.reason)} refund ${r.status === 'dead' ? 'DEAD' : 'not sent'} after ${n(r.attempts)} attempts${r.last_error ? `: ${String(r.last_error)}` : ''}`,
        overdue: r.status === 'dead' || n(r.created_at) < before,
      });
    }
    // A charge the sandbox took that neither paid its payment nor is being refunded.
    for (const r of await q(`
      SELECT s.payment_no, s.created_at, p.status FROM sandbox_transactions s
      JOIN payments p ON p.payment_no = s.payment_no
      WHERE s.result = 'succeeded' AND p.status NOT IN ('succeeded', 'refunded')`)) {
      items.push({
        kind: 'charge',
        paymentNo: String(r.payment_no),
        detail: `charged, but the payment is ${String(r.status)}`,
        overdue: n(r.created_at) < before,
      });
    }
    return items;
  }
}

function iso(value: unknown): string {
  return new Date(n(value)).toISOString();
}
