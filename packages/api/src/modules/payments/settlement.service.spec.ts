import { beforeEach, describe, expect, it } from 'vitest';
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
import { refusal, Unit } from '../../testing/unit.js';
import { Payment } from './entities/payment.entity.js';
import { SavedCard } from './entities/saved-card.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type VerifiedCallback } from './payment-provider.js';
import { PaymentsModule } from './payments.module.js';
import { SettlementService } from './settlement.service.js';

const BASE_URL = 'https://api.example.com';

/** A provider that only records the refunds it is asked for. */
class RefundsProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly refunds: { txnId: string; amount: number }[] = [];

  createPayment(): Promise<{ redirectUrl: string }> {
    return Promise.reject(new Error('settlement never starts a payment'));
  }

  verifyCallback(): VerifiedCallback {
    throw new Error('settlement receives callbacks already verified');
  }

  refund(txnId: string, amount: number): Promise<void> {
    this.refunds.push({ txnId, amount });
    return Promise.resolve();
  }
}

describe('SettlementService', () => {
  const provider = new RefundsProvider();
  let txn = 0;
  const unit = Unit.forSpec({ imports: [PaymentsModule], fakes: [{ token: PAYMENT_PROVIDER, value: provider }] });
  const settlement = unit.provider(SettlementService);
  beforeEach(() => {
    provider.refunds.length = 0;
    unit.mail.sent.length = 0;
  });

  /** The provider's word on a payment: its full amount, succeeded unless said otherwise. */
  function callback(payment: Payment, over: Partial<VerifiedCallback> = {}): VerifiedCallback {
    return {
      paymentNo: payment.paymentNo,
      txnId: `TXN-${++txn}`,
      result: 'succeeded',
      amount: payment.amount,
      currency: payment.currency,
      card: null,
      ...over,
    };
  }

  /** A fan's hold of seats in a fresh seat area of ten, with a payment started for it. */
  async function heldOrder(quantity: number) {
    const { event, types } = await eventOnSale(unit, [{ capacity: 10, price: 200_00 }]);
    const order = await hold(unit, await fan(unit), event, types[0]!, quantity);
    return { order, payment: await pendingPayment(unit, order), area: types[0]! };
  }

  it('a success on a held order pays it: the held seats become sold, one ticket per seat, a receipt by e-mail', async () => {
    const { order, payment, area } = await heldOrder(2);

    expect(await settlement.apply(callback(payment, { txnId: 'TXN-PAID' }), BASE_URL)).toBe('paid');

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
    await settlement.apply(success, BASE_URL);

    expect(await settlement.apply(success, BASE_URL)).toBe('duplicate');

    expect(await ticketsOf(unit, order)).toHaveLength(1);
    expect(unit.mail.sent).toHaveLength(1);
  });

  it('a declined payment fails and leaves the hold as it was; a later success still pays it', async () => {
    const { order, payment } = await heldOrder(2);

    expect(await settlement.apply(callback(payment, { result: 'declined' }), BASE_URL)).toBe('failed');

    expect(await reread(unit, Payment, payment)).toMatchObject({ status: 'failed', failure: 'declined' });
    expect((await orderNow(unit, order)).status).toBe('held');
    expect(await ticketsOf(unit, order)).toEqual([]);
    expect(await settlement.apply(callback(payment), BASE_URL)).toBe('paid');
  });

  it('refuses a callback for another amount or currency, and one for an unknown payment', async () => {
    const { order, payment } = await heldOrder(1);

    await refusal(
      settlement.apply(callback(payment, { amount: payment.amount - 1 }), BASE_URL),
      'PAYMENT_CALLBACK_INVALID',
    );
    await refusal(settlement.apply(callback(payment, { currency: 'USD' }), BASE_URL), 'PAYMENT_CALLBACK_INVALID');
    await refusal(settlement.apply(callback(payment, { paymentNo: 'PNOSUCH' }), BASE_URL), 'PAYMENT_NOT_FOUND');
    expect((await orderNow(unit, order)).status).toBe('held');
  });

  it('a late payment for a hold that ran out takes its seats again while they are still free', async () => {
    const { order, payment, area } = await heldOrder(2);
    await lapse(unit, order);
    expect((await orderNow(unit, order)).status).toBe('expired');

    expect(await settlement.apply(callback(payment), BASE_URL)).toBe('paid');

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

    expect(await settlement.apply(late, BASE_URL)).toBe('refund');

    expect(provider.refunds).toEqual([{ txnId: late.txnId, amount: payment.amount }]);
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

    expect(await settlement.apply(callback(payment), BASE_URL)).toBe('refund');

    expect((await orderNow(unit, order)).status).toBe('expired');
    expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 1, sold: 0 });
  });

  it('a paid order is final: a second payment for it is refunded', async () => {
    const { order, payment } = await heldOrder(1);
    const second = await pendingPayment(unit, order);
    await settlement.apply(callback(payment), BASE_URL);
    const again = callback(second);

    expect(await settlement.apply(again, BASE_URL)).toBe('refund');

    expect(provider.refunds).toEqual([{ txnId: again.txnId, amount: second.amount }]);
    expect(await ticketsOf(unit, order)).toHaveLength(1);
  });

  it('paying a waiting-list offer fulfils the fan’s place on the list', async () => {
    const { event, types } = await eventOnSale(unit, [{ capacity: 1 }]);
    const first = await hold(unit, await fan(unit), event, types[0]!, 1);
    const next = await fan(unit);
    const entry = await waiting(unit, next, types[0]!, 1);
    await lapse(unit, first);
    const [offer] = await ordersOf(unit, next);

    expect(await settlement.apply(callback(await pendingPayment(unit, offer!)), BASE_URL)).toBe('paid');

    expect((await entryNow(unit, entry)).status).toBe('fulfilled');
    expect(await seatArea(unit, types[0]!)).toMatchObject({ held: 0, sold: 1 });
  });

  it('remembers the card when the fan asked to, only on a payment that went through', async () => {
    const { order, payment } = await heldOrder(1);
    const card = { token: 'tok_unit', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

    await settlement.apply(callback(payment, { result: 'declined', card }), BASE_URL);
    expect(await unit.dataSource.manager.findBy(SavedCard, { userId: order.userId })).toEqual([]);

    await settlement.apply(callback(payment, { card }), BASE_URL);
    expect(await unit.dataSource.manager.findBy(SavedCard, { userId: order.userId })).toMatchObject([
      { token: 'tok_unit', last4: '4242' },
    ]);
  });
});
