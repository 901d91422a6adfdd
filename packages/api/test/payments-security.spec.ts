import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { PaymentRefund } from '../src/modules/payments/entities/payment-refund.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { PaymentEventsService } from '../src/modules/payments/payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../src/modules/payments/payment-provider.js';
import { SandboxTransaction } from '../src/modules/payments/entities/sandbox-transaction.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  signSandboxCallback,
} from '../src/modules/payments/sandbox-signature.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, createEvent } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';
import { PAY_PASSWORD, recharge, SUCCESS_CARD, verifyWallet, walletFan } from './support/wallet.js';

/** The development sandbox secret: public, in the repository. */
const DEV_SECRET = 'fanpass-dev-sandbox-pay-secret';

describe('payments security (issue 44)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const paymentRow = (paymentNo: string) => t.dataSource.manager.findOneByOrFail(Payment, { paymentNo });

  async function heldOrder(fan: Buyer, quantity = 1): Promise<string> {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity: 5 }],
    });
    const res = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data.orderNo as string;
  }

  async function startPayment(fan: Buyer, orderNo: string) {
    const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data as { paymentNo: string; amount: number; currency: string };
  }

  /** What a provider said about one charge of a payment, as a verified message (any provider's). */
  function charge(payment: { paymentNo: string; currency: string }, txnId: string, amount: number) {
    return t.app.get(PaymentEventsService).receive(
      {
        eventId: `ev_${txnId}`,
        paymentNo: payment.paymentNo,
        outcome: { state: 'succeeded', txnId, amount, currency: payment.currency, card: null },
      },
      'webhook',
    );
  }

  describe('payment/create honours Idempotency-Key', () => {
    it('a retry with the same key answers the first payment; the key with another request is refused', async () => {
      const fan = await walletFan(t);
      const orderNo = await heldOrder(fan);
      const key = `pay-${orderNo}`;
      const create = (body: Record<string, string>, idempotencyKey = key) =>
        t.post('/fanapih5/payment/create', body, { ...fan.opts, headers: { 'idempotency-key': idempotencyKey } });
      const body = { orderNo, method: 'card', paymentType: 'visa' };

      const first = await create(body);
      expect(first.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const retries = await Promise.all([create(body), create(body)]);
      for (const retry of retries) expect(retry.body).toEqual(first.body);
      expect(await t.dataSource.manager.countBy(Payment, { orderNo })).toBe(1);

      // The same key with another request: refused, and nothing started.
      for (const other of [
        { ...body, paymentType: 'master' },
        { orderNo, method: 'provider', paymentType: 'alipay' },
        { ...body, orderNo: await heldOrder(fan) },
      ]) {
        const refused = await create(other);
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe(REPLY_CODES.IDEMPOTENCY_KEY_REUSED.code);
      }
      // Nor may wallet/pay answer the card payment the key started as its own.
      const wallet = await t.post(
        '/fanapih5/wallet/pay',
        { orderNo, payPassword: PAY_PASSWORD },
        { ...fan.opts, headers: { 'idempotency-key': key } },
      );
      expect(wallet.body.code).toBe(REPLY_CODES.IDEMPOTENCY_KEY_REUSED.code);
      expect(await t.dataSource.manager.countBy(Payment, { userId: fan.user.id })).toBe(1);
      expect((await create(body, 'short')).body.code).toBe(REPLY_CODES.IDEMPOTENCY_KEY_INVALID.code);
      // Another key is another payment.
      expect((await create(body, `${key}-2`)).body.data.paymentNo).not.toBe(first.body.data.paymentNo);
    });
  });

  describe('sandbox callbacks: only for charges the sandbox made', () => {
    /** Posts a sandbox callback signed with the public development secret. */
    function callback(body: SandboxCallbackBody) {
      return fetch(`${base}/fanapih5/payment/callback`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(body, DEV_SECRET),
        },
        body: JSON.stringify(body),
      });
    }
    const said = (paymentNo: string, amount: number, over: Partial<SandboxCallbackBody> = {}): SandboxCallbackBody => ({
      paymentNo,
      txnId: `sbx_made_up_${paymentNo}`,
      result: 'succeeded',
      amount,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
      ...over,
    });
    async function refused(answer: Response) {
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { code: number }).code).toBe(REPLY_CODES.PAYMENT_CALLBACK_INVALID.code);
    }

    it('refuses a success, a decline or a top-up forged with the development secret; the real one replays idempotently', async () => {
      const fan = await walletFan(t, false);
      const orderNo = await heldOrder(fan, 2);
      const payment = await startPayment(fan, orderNo);
      const topUp = await recharge(t, fan, 5_000_000);

      // Signed with the right (public) secret and fresh, but about charges the sandbox never made.
      await refused(await callback(said(payment.paymentNo, payment.amount)));
      await refused(await callback(said(payment.paymentNo, payment.amount, { result: 'declined' })));
      await refused(await callback(said(topUp.paymentNo, topUp.amount)));
      expect(await paymentRow(payment.paymentNo)).toMatchObject({ status: 'pending', failure: null });
      expect(await paymentRow(topUp.paymentNo)).toMatchObject({ status: 'pending' });
      expect((await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data.balance).toBe(0);

      // The fan pays on the hosted page: the sandbox records the charge and its callback pays.
      const page = `${base}/sandbox-pay/${payment.paymentNo}`;
      expect((await submitHostedPage(page, SUCCESS_CARD)).status).toBe(303);
      await t.app.get(SandboxCheckoutService).settled();
      const charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
      expect(await paymentRow(payment.paymentNo)).toMatchObject({ status: 'succeeded', providerTxnId: charge.txnId });

      // The sandbox's own callback again: the same charge, applied once.
      const real = said(payment.paymentNo, payment.amount, { txnId: charge.txnId });
      const again = await callback(real);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { outcome: string } }).data.outcome).toBe('duplicate');
      // The real charge id with anything else changed: refused.
      for (const other of [
        { amount: payment.amount + 1 },
        { result: 'declined' as const },
        { paymentNo: topUp.paymentNo, amount: topUp.amount },
        { card: { token: 'tok_forged', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } },
      ]) {
        await refused(await callback({ ...real, ...other }));
      }
      expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id })).toBe(2);
      expect(await paymentRow(topUp.paymentNo)).toMatchObject({ status: 'pending' });
      expect(await t.ops('verify')).toMatchObject({ code: 0, out: 'every invariant holds' });
    });
  });

  describe('several charges on one payment', () => {
    it('settles or refunds each charge on its own; the payment follows the charge that paid', async () => {
      // The provider takes every refund it is asked for (the sandbox itself makes one charge per payment).
      const provider = t.app.get<PaymentProvider>(PAYMENT_PROVIDER);
      const refunds: { txnId: string; idempotencyKey: string }[] = [];
      const refund = jest.spyOn(provider, 'refund').mockImplementation((input) => {
        refunds.push({ txnId: input.txnId, idempotencyKey: input.idempotencyKey });
        return Promise.resolve({ refundId: `re_${input.txnId}` });
      });
      try {
        const fan = await walletFan(t, false);
        const orderNo = await heldOrder(fan, 2);
        const payment = await startPayment(fan, orderNo);
        const topUp = await recharge(t, fan, 5_000_000);
        for (const [p, tag] of [
          [payment, 'ticket'],
          [topUp, 'topup'],
        ] as const) {
          const currency = 'currency' in p ? p.currency : 'VND';
          const target = { paymentNo: p.paymentNo, currency };
          // A charge of another amount cannot pay: refunded, and the payment marked so for now.
          expect(await charge(target, `${tag}_A`, p.amount - 1)).toBe('refund');
          expect(await paymentRow(p.paymentNo)).toMatchObject({ status: 'refunded', failure: 'amount_mismatch' });
          // The right charge pays the order, and the payment is the succeeded payment of its order.
          expect(await charge(target, `${tag}_B`, p.amount)).toBe('paid');
          expect(await paymentRow(p.paymentNo)).toMatchObject({
            status: 'succeeded',
            providerTxnId: `${tag}_B`,
            failure: null,
          });
          // A third charge of the paid payment is refunded too: a refund of its own.
          expect(await charge(target, `${tag}_C`, p.amount)).toBe('refund');
          expect(await paymentRow(p.paymentNo)).toMatchObject({ status: 'succeeded', providerTxnId: `${tag}_B` });
          const owed = await t.dataSource.manager.find(PaymentRefund, {
            where: { paymentNo: p.paymentNo },
            order: { id: 'ASC' },
          });
          expect(owed).toMatchObject([
            { providerTxnId: `${tag}_A`, amount: p.amount - 1, reason: 'amount_mismatch', status: 'done' },
            { providerTxnId: `${tag}_C`, amount: p.amount, reason: 'already_paid', status: 'done' },
          ]);
        }
        expect((await t.dataSource.manager.findOneByOrFail(Order, { orderNo })).status).toBe('paid');
        expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id })).toBe(2);
        expect((await t.get('/fanapih5/wallet/info', {}, fan.opts)).body.data.balance).toBe(5_000_000);
        // Each refund went to the provider once, under a key of its own charge.
        expect(refunds.map((r) => r.txnId).sort()).toEqual(['ticket_A', 'ticket_C', 'topup_A', 'topup_C']);
        expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(4);

        expect(await t.ops('verify')).toMatchObject({ code: 0, out: 'every invariant holds' });
        expect(await verifyWallet(t)).toEqual({ code: 0, out: 'every wallet invariant holds' });
      } finally {
        refund.mockRestore();
      }
    });
  });
});
