import type { INestApplicationContext } from '@nestjs/common';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentJobs } from './payment-jobs.js';
import { PaymentsReport } from './payments-report.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundsService } from './refunds.service.js';

/** `--reason "text"`: the note a refund keeps, none when absent or blank. */
function reasonOf(values: Record<string, string | boolean | undefined>): string | null {
  return typeof values.reason === 'string' ? values.reason.trim() || null : null;
}

/** Refunds a paid order through its provider and says how it went; the exit code. */
async function refundOrder(
  context: INestApplicationContext,
  orderNo: string,
  note: string | null,
  out: (line: string) => void,
): Promise<number> {
  const answer = await context.get(OrderRefundsService).refund(orderNo, note, opsActor());
  switch (answer.state) {
    case 'not-found':
      out(`No order ${orderNo}`);
      return 1;
    case 'not-paid':
      out(`Order ${orderNo} is ${answer.status}, not paid: nothing to refund`);
      return 1;
    case 'no-payment':
      out(`Order ${orderNo} has no succeeded payment to refund`);
      return 1;
    case 'refunded':
    case 'already-refunded': {
      const refund = answer.refund;
      const sent = refund
        ? `${refund.status}${refund.providerRefundId ? ` (${refund.providerRefundId})` : ''}`
        : 'none';
      out(
        answer.state === 'refunded'
          ? `Order ${orderNo} refunded: ${answer.summary}; provider refund ${sent}`
          : `Order ${orderNo} was already refunded; provider refund ${sent}`,
      );
      return refund?.status === 'dead' ? 1 : 0;
    }
  }
}

/** Payments: what is under way, reconciliation, re-driving dead letters, operator refunds. */
export const PAYMENT_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'payments',
    action: 'pending',
    args: '',
    help: 'List payments, callbacks, provider events and refunds not settled yet; non-zero if any is overdue or dead',
    async run(context, _input, out) {
      const items = await context.get(PaymentsReport).pending();
      for (const item of items) {
        out(`${item.overdue ? 'OVERDUE' : 'pending'} ${item.kind.padEnd(8)} ${item.paymentNo} ${item.detail}`);
      }
      const overdue = items.filter((i) => i.overdue).length;
      out(items.length ? `${items.length} under way, ${overdue} overdue` : 'nothing pending');
      return overdue ? 1 : 0;
    },
  },
  {
    group: 'payments',
    action: 'reconcile',
    args: '',
    help: 'Ask the provider about every payment pending past its window and settle it now',
    async run(context, _input, out) {
      const results = await context.get(ReconciliationService).run(1000);
      for (const r of results) out(`${r.paymentNo}: ${r.state} -> ${r.outcome}`);
      out(`${results.length} payments reconciled`);
      return 0;
    },
  },
  {
    group: 'payments',
    action: 'redrive',
    args: '<paymentNo>',
    help: "Try a payment's dead-lettered provider events and refund again",
    async run(context, { positionals }, out) {
      const paymentNo = positionals[0];
      if (!paymentNo) {
        out('payments redrive needs a payment number, e.g. pnpm ops payments redrive P0123…');
        return 2;
      }
      const callback = await context.get(PaymentJobs).redriveCallback(paymentNo);
      const events = await context.get(PaymentEventsService).redrive(paymentNo);
      const refund = await context.get(RefundsService).redriveOf(paymentNo);
      out(
        `${paymentNo}: ${callback ? 'callback sent again; ' : ''}${events} events re-driven; refund ${refund ?? 'none'}`,
      );
      return 0;
    },
  },
  {
    group: 'order',
    action: 'refund',
    args: '<orderNo> [--reason "text"]',
    help: 'Refund a paid order through its provider: tickets revoked and seats back on sale, or merch back in stock (idempotent)',
    options: { reason: { type: 'string' } },
    audited: true,
    async run(context, { positionals, values }, out) {
      const orderNo = positionals[0];
      if (!orderNo) {
        out('order refund needs an order number, e.g. pnpm ops order refund T2026… --reason "event cancelled"');
        return 2;
      }
      return refundOrder(context, orderNo, reasonOf(values), out);
    },
  },
];

/** Cancelling a paid order with its refund (to the wallet when paid from it). */
export const ORDER_CANCEL_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'order',
    action: 'cancel',
    args: '<orderNo> --refund [--reason "text"]',
    help: "Cancel a paid order and refund it (as order refund): a wallet payment's money goes back to the wallet",
    options: { refund: { type: 'boolean' }, reason: { type: 'string' } },
    audited: true,
    async run(context, { positionals, values }, out) {
      const orderNo = positionals[0];
      if (!orderNo || values.refund !== true) {
        out(
          'order cancel needs an order number and --refund, e.g. pnpm ops order cancel T2026… --refund --reason "event cancelled"',
        );
        return 2;
      }
      return refundOrder(context, orderNo, reasonOf(values), out);
    },
  },
];
