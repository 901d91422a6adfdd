import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  entryNow,
  eventOnSale,
  fan,
  hold,
  lapse,
  orderNow,
  ordersOf,
  pendingPayment,
  reread,
  seatArea,
  ticketsOf,
  waiting,
} from '../../testing/fixtures.js';
import { Unit } from '../../testing/unit.js';
import { loadConfig } from '../../config/config.js';
import { Payment } from './entities/payment.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import { PaymentEventsService } from './payment-events.service.js';
import {
  type CreatedPayment,
  type FinalOutcome,
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderCard,
  type ProviderEvent,
} from './payment-provider.js';
import { PaymentsModule } from './payments.module.js';

const ENV = { PAYMENT_JOB_INTERVAL_MS: '3600000' };

/** A provider that only records the refunds it is asked for. */
class RefundsProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly paymentTypes = ['visa'] as const;
  readonly refunds: { txnId: string; amount: number; idempotencyKey: string }[] = [];

  createPayment(): Promise<CreatedPayment> {
    return Promise.reject(new Error('settlement never starts a payment'));
  }

  verifyEvent(): ProviderEvent {
    throw new Error('settlement receives events already verified');
  }

  lookup(): Promise<FinalOutcome> {
    return Promise.reject(new Error('settlement never asks the provider'));
  }

  cancel(): Promise<FinalOutcome> {
    return Promise.reject(new Error('settlement never cancels'));
  }

  refund(input: { txnId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    this.refunds.push({ txnId: input.txnId, amount: input.amount, idempotencyKey: input.idempotencyKey });
    return Promise.resolve({ refundId: `re_${input.txnId}` });
  }

  forgetCard(): Promise<void> {
    return Promise.resolve();
  }
}

interface Said {
  paymentNo?: string;
  txnId?: string;
  result?: 'succeeded' | 'declined';
  amount?: number;
  currency?: string;
  card?: ProviderCard | null;
}

describe('SettlementService (through the stored provider events)', () => {
  const provider = new RefundsProvider();
  let txn = 0;
  const unit = Unit.forSpec({
    imports: [PaymentsModule.register(loadConfig({ NODE_ENV: 'test', ...ENV }).payments)],
    env: ENV,
    fakes: [{ token: PAYMENT_PROVIDER, value: provider }],
  });
  const events = unit.provider(PaymentEventsService);
  beforeEach(() => {
    provider.refunds.length = 0;
    unit.mail.sent.length = 0;
  });

  /** The provider's word on a payment: its full amount, succeeded unless said otherwise. */
  function callback(payment: Payment, said: Said = {}): ProviderEvent {
    const txnId = said.txnId ?? `TXN-${++txn}`;
    const outcome: FinalOutcome =
      said.result === 'declined'
        ? { state: 'declined', txnId, reason: 'declined' }
        : {
            state: 'succeeded',
            txnId,
            amount: said.amount ?? payment.amount,
            currency: said.currency ?? payment.currency,
            card: said.card ?? null,
          };
    return { eventId: `EV-${++txn}`, paymentNo: said.paymentNo ?? payment.paymentNo, outcome };
  }

  const receive = (event: ProviderEvent) => events.receive(event, 'webhook');

  /** A fan's hold of seats in a fresh seat area of ten, with a payment started for it. */
  async function heldOrder(quantity: number) {
    const { event, types } = await eventOnSale(unit, [{ capacity: 10, price: 200_00 }]);
    const order = await hold(unit, await fan(unit), event, types[0]!, quantity);
    return { order, payment: await pendingPayment(unit, order), area: types[0]! };
  }

  it('a success on a held order pays it: the held seats become sold, one ticket per seat, a receipt by e-mail', async () => {
    const { order, payment, area } = await heldOrder(2);

    expect(await receive(callback(payment, { txnId: 'TXN-PAID' }))).toBe('paid');

    expect(await orderNow(unit, order)).toMatchObject({ status: 'paid', paidAt: unit.clock.now() });
    expect(await seatArea(unit, area)).toMatchObject({ held: 0, sold: 2 });
    expect(await ticketsOf(unit, order)).toHaveLength(2);
    expect(await reread(unit, Payment, payment)).toMatchObject({ status: 'succeeded', providerTxnId: 'TXN-PAID' });
    expect(unit.mail.sent).toHaveLength(1);
    expect(unit.mail.sent[0]!.text).toContain(order.orderNo);
    expect(unit.mail.sent[0]!.attachments?.[0]?.contentType).toMatch(/^text\/calendar/);
    expect(provider.refunds).toEqual([]);
  });

  it('the same provider transaction is applied once: a repeat is a duplicate and issues nothing', async () => {
    const { order, payment } = await heldOrder(1);
    const success = callback(payment);
    await receive(success);

    // The same message again (a replay), and another message about the same charge.
    expect(await receive(success)).toBe('duplicate');
    expect(await receive({ ...success, eventId: 'EV-OTHER' })).toBe('duplicate');

    expect(await ticketsOf(unit, order)).toHaveLength(1);
    expect(unit.mail.sent).toHaveLength(1);
  });

  it('a declined payment fails and leaves the hold as it was; a later success still pays it', async () => {
    const { order, payment } = await heldOrder(2);

    expect(await receive(callback(payment, { result: 'declined' }))).toBe('failed');

    expect(await reread(unit, Payment, payment)).toMatchObject({ status: 'failed', failure: 'declined' });
    expect((await orderNow(unit, order)).status).toBe('held');
    expect(await ticketsOf(unit, order)).toEqual([]);
    expect(await receive(callback(payment))).toBe('paid');
  });

  it('a charge of another amount or currency never pays: it is refunded; one for an unknown payment is ignored', async () => {
    const { order, payment } = await heldOrder(1);

    expect(await receive(callback(payment, { amount: payment.amount - 1, txnId: 'TXN-LESS' }))).toBe('refund');
    expect(provider.refunds).toMatchObject([{ txnId: 'TXN-LESS', amount: payment.amount - 1 }]);
    expect(await reread(unit, Payment, payment)).toMatchObject({ status: 'refunded', failure: 'amount_mismatch' });
    expect(await receive(callback(payment, { paymentNo: 'PNOSUCH' }))).toBe('ignored');
    expect((await orderNow(unit, order)).status).toBe('held');
    expect(await ticketsOf(unit, order)).toEqual([]);
  });

  it('a late payment for a hold that ran out takes its seats again while they are still free', async () => {
    const { order, payment, area } = await heldOrder(2);
    await lapse(unit, order);
    expect((await orderNow(unit, order)).status).toBe('expired');

    expect(await receive(callback(payment))).toBe('paid');

    expect((await orderNow(unit, order)).status).toBe('paid');
    expect(await ticketsOf(unit, order)).toHaveLength(2);
    expect(await seatArea(unit, area)).toMatchObject({ held: 0, sold: 2 });
  });

  it('a late payment for a hold whose seats went to another fan is refunded, and the order stays closed', async () => {
    const { event, types } = await eventOnSale(unit, [{ capacity: 2 }]);
    const order = await hold(unit, await fan(unit), event, types[0]!, 2);
    const payment = await pendingPayment(unit, order);
    await lapse(unit, order);
    await hold(unit, await fan(unit), event, types[0]!, 1);
    const late = callback(payment);

    expect(await receive(late)).toBe('refund');

    expect(provider.refunds).toMatchObject([
      { txnId: (late.outcome as { txnId: string }).txnId, amount: payment.amount },
    ]);
    expect((await orderNow(unit, order)).status).toBe('expired');
    expect(await reread(unit, Payment, payment)).toMatchObject({ status: 'refunded', failure: 'order_closed' });
    expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 1, sold: 0 });
    expect(await ticketsOf(unit, order)).toEqual([]);
    expect(unit.mail.sent).toEqual([]);
  });

  it('a late payment is refunded when the fan has since reached the event’s limit', async () => {
    const buyer = await fan(unit);
    const { event, types } = await eventOnSale(unit, [{ capacity: 10 }], { ticketLimit: 2 });
    const order = await hold(unit, buyer, event, types[0]!, 2);
    const payment = await pendingPayment(unit, order);
    await lapse(unit, order);
    await hold(unit, buyer, event, types[0]!, 1);

    expect(await receive(callback(payment))).toBe('refund');

    expect((await orderNow(unit, order)).status).toBe('expired');
    expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 1, sold: 0 });
  });

  it('a paid order is final: a second payment for it is refunded', async () => {
    const { order, payment } = await heldOrder(1);
    const second = await pendingPayment(unit, order);
    await receive(callback(payment));
    const again = callback(second);

    expect(await receive(again)).toBe('refund');

    expect(provider.refunds).toMatchObject([
      { txnId: (again.outcome as { txnId: string }).txnId, amount: second.amount },
    ]);
    expect(await ticketsOf(unit, order)).toHaveLength(1);
  });

  it('paying a waiting-list offer fulfils the fan’s place on the list', async () => {
    const { event, types } = await eventOnSale(unit, [{ capacity: 1 }]);
    const first = await hold(unit, await fan(unit), event, types[0]!, 1);
    const next = await fan(unit);
    const entry = await waiting(unit, next, types[0]!, 1);
    await lapse(unit, first);
    const [offer] = await ordersOf(unit, next);

    expect(await receive(callback(await pendingPayment(unit, offer!)))).toBe('paid');

    expect((await entryNow(unit, entry)).status).toBe('fulfilled');
    expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 0, sold: 1 });
  });

  it('remembers the card when the fan asked to, only on a payment that went through', async () => {
    const { order, payment } = await heldOrder(1);
    const card = { token: 'tok_unit', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

    await receive(callback(payment, { result: 'declined', card }));
    expect(await unit.dataSource.manager.findBy(SavedCard, { userId: order.userId })).toEqual([]);

    await receive(callback(payment, { card }));
    expect(await unit.dataSource.manager.findBy(SavedCard, { userId: order.userId })).toMatchObject([
      { token: 'tok_unit', last4: '4242' },
    ]);
  });
});
