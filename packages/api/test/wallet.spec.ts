import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SavedCard } from '../src/modules/payments/entities/saved-card.entity.js';
import { PaymentEventsService } from '../src/modules/payments/payment-events.service.js';
import type { ProviderEvent } from '../src/modules/payments/payment-provider.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { LedgerTransaction, WalletTopUp } from '../src/modules/wallet/index.js';
import { outbox } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { buyer } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';
import {
  DECLINE_CARD,
  heldOrders,
  PAY_PASSWORD,
  recharge,
  sandboxCallback,
  settled,
  SUCCESS_CARD,
  topUp,
  verifyWallet,
  walletFan,
} from './support/wallet.js';

const INFO = '/fanapih5/wallet/info';
const RECORDS = '/fanapih5/wallet/transactions';
const RECHARGE = '/fanapih5/wallet/recharge';
const RESULT = '/fanapih5/wallet/rechargeResult';
const PAY = '/fanapih5/wallet/pay';
const PRICE = 150_000_00;

describe('wallet: info, top-ups through the sandbox, records, paying from the wallet, refunds', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
  });
  afterAll(async () => {
    expect(await verifyWallet(t)).toMatchObject({ code: 0 });
    // Top-ups and ticket orders share row ids in their own tables: the general check tells them apart.
    expect(await t.ops('verify')).toMatchObject({ code: 0 });
    await t.close();
  });

  it('a new wallet: nothing in it, the payment password not set, the top-up limits and presets', async () => {
    const fan = await walletFan(t, false);
    const info = await t.get(INFO, {}, fan.opts);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      balance: 0,
      currency: 'VND',
      fanCoin: 0,
      vouchers: 0,
      payPasswordSetUp: 0,
      topUp: {
        max: 5_000_000_000,
        dailyMax: 10_000_000_000,
        todayLeft: 10_000_000_000,
        presets: [10_000_000, 20_000_000, 50_000_000, 100_000_000, 200_000_000, 500_000_000],
      },
    });
    const methods = await t.get('/fanapih5/payment/methods', {}, fan.opts);
    expect(methods.body.data.wallet).toEqual({ balance: 0, currency: 'VND', payPasswordSetUp: 0 });
    await t.post('/fanapih5/userInfo/updatePayPassword', { payPassword: PAY_PASSWORD }, fan.opts);
    expect((await t.get(INFO, {}, fan.opts)).body.data.payPasswordSetUp).toBe(1);
    expect((await t.get(RECORDS, {}, fan.opts)).body.data).toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    expect((await t.get(INFO, {})).status).toBe(401);
  });

  it('refuses a deposit of 0 or less, above the per-top-up maximum, or past the day maximum', async () => {
    const fan = await walletFan(t);
    for (const amount of [0, -100]) {
      const res = await t.post(RECHARGE, { amount, method: 'card' }, { ...fan.opts, lang: 'en_US' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: REPLY_CODES.WALLET_DEPOSIT_AMOUNT_INVALID.code,
        msg: 'Deposit amount must be greater than 0.',
      });
    }
    const zh = await t.post(RECHARGE, { amount: 0, method: 'card' }, { ...fan.opts, lang: 'zh' });
    expect(zh.body.msg).toBe('充值金额必须大于0。');
    expect((await t.post(RECHARGE, { amount: 10.5, method: 'card' }, fan.opts)).status).toBe(400);
    const over = await t.post(RECHARGE, { amount: 5_000_000_001, method: 'card' }, { ...fan.opts, lang: 'en_US' });
    expect(over.body).toMatchObject({
      code: REPLY_CODES.WALLET_TOPUP_OVER_MAX.code,
      msg: 'A single top-up can be at most 50.000.000 VND.',
    });

    await recharge(t, fan, 5_000_000_000);
    await recharge(t, fan, 4_000_000_000);
    const daily = await t.post(RECHARGE, { amount: 2_000_000_000, method: 'card' }, { ...fan.opts, lang: 'en_US' });
    expect(daily.body).toMatchObject({
      code: REPLY_CODES.WALLET_TOPUP_DAILY_LIMIT.code,
      msg: 'You can top up at most 100.000.000 VND a day; 10.000.000 VND is left for today.',
    });
    expect((await t.get(INFO, {}, fan.opts)).body.data.topUp.todayLeft).toBe(1_000_000_000);
    // An unpaid top-up stops counting when its window ends.
    t.clock.advance(31 * 60_000);
    expect((await t.get(INFO, {}, fan.opts)).body.data.topUp.todayLeft).toBe(10_000_000_000);
    // A method the provider does not take creates nothing that counts.
    const refused = await t.post(RECHARGE, { amount: 1000, method: 'card', paymentType: 'momo' }, fan.opts);
    expect(refused.body.code).toBe(REPLY_CODES.PAYMENT_METHOD_UNSUPPORTED.code);
    expect((await t.get(INFO, {}, fan.opts)).body.data.topUp.todayLeft).toBe(10_000_000_000);
  });

  it('a saved card sent as null is a new card, not a fault (found by the OpenAPI fuzzer)', async () => {
    const fan = await walletFan(t);
    const res = await t.post(RECHARGE, { amount: 10_000_000, method: 'card', savedCardId: null }, fan.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(res.body.data.redirectUrl).toContain(`/sandbox-pay/${res.body.data.paymentNo}`);
  });

  it('racing top-ups never pass the day maximum', async () => {
    const fan = await walletFan(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.post(RECHARGE, { amount: 3_000_000_000, method: 'card' }, fan.opts)),
    );
    expect(answers.filter((a) => a.body.code === REPLY_CODES.SUCCESS.code)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === REPLY_CODES.WALLET_TOPUP_DAILY_LIMIT.code)).toHaveLength(3);
  });

  it('tops up with the sandbox card: back to rechargeResult with payRes=1, credited once, recorded', async () => {
    const fan = await walletFan(t);
    const created = await recharge(t, fan, 20_000_000);
    expect(created.orderNo).toMatch(/^W[0-9A-F]{16}$/);
    expect(created.redirectUrl).toBe(`${base}/sandbox-pay/${created.paymentNo}?lang=en_US`);
    const pending = await t.get(RESULT, { orderNo: created.orderNo }, { ...fan.opts, lang: 'en_US' });
    expect(pending.body.data).toMatchObject({ status: 'pending', balance: 0, messageKey: 'wallet.topUpPending' });

    const page = await submitHostedPage(created.redirectUrl, { ...SUCCESS_CARD, rememberCard: '1' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(
      `${base}/#/payment/rechargeResult?orderNo=${created.orderNo}&payRes=1&isNewCard=1`,
    );
    await settled(t);
    const result = await t.get(RESULT, { orderNo: created.orderNo }, { ...fan.opts, lang: 'en_US' });
    expect(result.body.data).toMatchObject({
      orderNo: created.orderNo,
      status: 'paid',
      amount: 20_000_000,
      currency: 'VND',
      balance: 20_000_000,
      message: '200.000 VND has been added to your wallet.',
      messageKey: 'wallet.topUpPaid',
    });
    expect(result.body.data.paidAt).toBe(t.clock.now());

    // The remembered card pays the next top-up: back with isNewCard=0.
    const card = await t.dataSource.manager.findOneByOrFail(SavedCard, { userId: fan.user.id });
    const second = await recharge(t, fan, 5_000_000, { savedCardId: card.id });
    const again = await submitHostedPage(second.redirectUrl, { paymentType: 'visa', useSavedCard: '1' });
    expect(again.headers.get('location')).toBe(
      `${base}/#/payment/rechargeResult?orderNo=${second.orderNo}&payRes=1&isNewCard=0`,
    );
    await settled(t);
    // Submitting a paid page again credits nothing more.
    await submitHostedPage(second.redirectUrl, { paymentType: 'visa', useSavedCard: '1' });
    await settled(t);

    const info = await t.get(INFO, {}, fan.opts);
    expect(info.body.data.balance).toBe(25_000_000);
    const records = await t.get(RECORDS, {}, fan.opts);
    expect(records.body.data.total).toBe(2);
    expect(records.body.data.list).toMatchObject([
      { type: 'topup', amount: 5_000_000, unit: 'cash', balanceAfter: 25_000_000, orderNo: second.orderNo },
      { type: 'topup', amount: 20_000_000, unit: 'cash', balanceAfter: 20_000_000, orderNo: created.orderNo },
    ]);
    expect(await t.dataSource.manager.countBy(LedgerTransaction, { orderNo: created.orderNo })).toBe(1);
    // A paid top-up cannot be paid again.
    const twice = await t.post('/fanapih5/payment/create', { orderNo: created.orderNo, method: 'card' }, fan.opts);
    expect(twice.body.code).toBe(REPLY_CODES.ORDER_ALREADY_PAID.code);
  });

  it('a declined top-up credits nothing and says so; an abandoned one expires and says so', async () => {
    const fan = await walletFan(t);
    const declined = await recharge(t, fan, 10_000_000);
    expect((await submitHostedPage(declined.redirectUrl, DECLINE_CARD)).status).toBe(303);
    await settled(t);
    const result = await t.get(RESULT, { orderNo: declined.orderNo }, { ...fan.opts, lang: 'en_US' });
    expect(result.body.data).toMatchObject({
      status: 'failed',
      balance: 0,
      paidAt: null,
      message: 'The payment was not completed; nothing was added to your wallet.',
    });
    const abandoned = await recharge(t, fan, 10_000_000);
    t.clock.advance(31 * 60_000);
    const expired = await t.get(RESULT, { orderNo: abandoned.orderNo }, { ...fan.opts, lang: 'en_US' });
    expect(expired.body.data).toMatchObject({ status: 'expired', balance: 0, messageKey: 'wallet.topUpExpired' });
    const late = await t.post('/fanapih5/payment/create', { orderNo: abandoned.orderNo, method: 'card' }, fan.opts);
    expect(late.body.code).toBe(REPLY_CODES.ORDER_EXPIRED.code);
    expect((await t.get(RECORDS, {}, fan.opts)).body.data.total).toBe(0);
  });

  it('callbacks: forged ones refused, duplicates credit once, a stale decline changes nothing, a second charge is refunded', async () => {
    const fan = await walletFan(t);
    const created = await recharge(t, fan, 7_000_000);
    const body = {
      paymentNo: created.paymentNo,
      txnId: `sbx_wallet_${created.paymentNo}`,
      result: 'succeeded' as const,
      amount: 7_000_000,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
    };
    expect((await sandboxCallback(t, body, 'f'.repeat(64))).status).toBe(401);
    expect((await sandboxCallback(t, { ...body, amount: 700_000_000 }, undefined)).status).toBe(200);
    // ^ a validly signed callback of another amount is a charge that cannot pay the top-up: refunded.
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: created.paymentNo });
    expect(payment.status).toBe('refunded');
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(0);

    const retry = await recharge(t, fan, 7_000_000);
    const good = { ...body, paymentNo: retry.paymentNo, txnId: `sbx_wallet_${retry.paymentNo}` };
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => sandboxCallback(t, good)));
    const applied = await Promise.all(
      outcomes.map(async (o) => ((await o.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(applied.filter((o) => o === 'paid')).toHaveLength(1);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(7_000_000);
    // The sandbox makes one charge per payment: a decline or a second charge of it is a forgery.
    expect((await sandboxCallback(t, { ...good, result: 'declined', txnId: `${good.txnId}_d` })).status).toBe(401);
    expect((await sandboxCallback(t, { ...good, txnId: `${good.txnId}_2` })).status).toBe(401);
    // From a provider that charges again: a decline arriving after the success changes nothing,
    // and another charge of the paid payment is refunded, never credited.
    const events = t.app.get(PaymentEventsService);
    const provider = (txnId: string, outcome: ProviderEvent['outcome']) =>
      events.receive({ eventId: `ev_${txnId}`, paymentNo: retry.paymentNo, outcome }, 'webhook');
    const declined = `${good.txnId}_d`;
    expect(await provider(declined, { state: 'declined', txnId: declined, reason: 'declined' })).not.toBe('paid');
    const second = `${good.txnId}_2`;
    expect(
      await provider(second, { state: 'succeeded', txnId: second, amount: 7_000_000, currency: 'VND', card: null }),
    ).toBe('refund');
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(7_000_000);
    expect(await t.dataSource.manager.countBy(LedgerTransaction, { orderNo: retry.orderNo })).toBe(1);
  });

  it('pays a ticket order from the wallet with the payment password; the same Idempotency-Key replays it', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 2 * PRICE);
    const methods = await t.get('/fanapih5/payment/methods', {}, fan.opts);
    expect(methods.body.data.wallet).toEqual({ balance: 2 * PRICE, currency: 'VND', payPasswordSetUp: 1 });
    const [orderNo] = await heldOrders(t, fan, 1, PRICE);
    const key = `wallet-${orderNo}`;
    const paid = await t.post(
      PAY,
      { orderNo, payPassword: PAY_PASSWORD },
      { ...fan.opts, headers: { 'idempotency-key': key } },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ orderNo, amount: PRICE, currency: 'VND', balance: PRICE });
    const replay = await t.post(
      PAY,
      { orderNo, payPassword: PAY_PASSWORD },
      { ...fan.opts, headers: { 'idempotency-key': key } },
    );
    expect(replay.body.data).toEqual(paid.body.data);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(PRICE);

    const order = await t.get('/fanapih5/order/detail', { orderNo }, fan.opts);
    expect(order.body.data.status).toBe('paid');
    expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id })).toBe(1);
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, { paymentNo: paid.body.data.paymentNo });
    expect(payment).toMatchObject({ provider: 'wallet', method: 'wallet', status: 'succeeded', purpose: 'ticket' });
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderStatus: 'paid', payment: { method: 'wallet' } });
    // The receipt names Fan Pay, not an online payment of no type.
    const receipt = (await outbox(t, fan.user.email)).find((m) => m.subject.includes(orderNo))!;
    expect(receipt.text).toContain('Payment method: Fan Pay wallet\n');
    expect(receipt.text).not.toContain('()');

    const records = await t.get(RECORDS, { type: 'payment' }, fan.opts);
    expect(records.body.data).toMatchObject({
      total: 1,
      list: [{ type: 'payment', amount: -PRICE, balanceAfter: PRICE, orderNo }],
    });
    expect((await t.get(RECORDS, { type: 'topup' }, fan.opts)).body.data.total).toBe(1);
    expect((await t.get(RECORDS, { type: 'nonsense' }, fan.opts)).status).toBe(400);
    // Paid already: a new key cannot pay it again.
    const again = await t.post(PAY, { orderNo, payPassword: PAY_PASSWORD }, fan.opts);
    expect(again.body.code).toBe(REPLY_CODES.ORDER_ALREADY_PAID.code);
  });

  it('needs the payment password: not set, wrong (tries left), locked after five; top-ups are never paid from the wallet', async () => {
    const unset = await walletFan(t, false);
    const [o1] = await heldOrders(t, unset, 1, PRICE);
    const notSet = await t.post(PAY, { orderNo: o1, payPassword: '123456' }, unset.opts);
    expect(notSet.body.code).toBe(REPLY_CODES.PAY_PASSWORD_NOT_SET.code);

    const fan = await walletFan(t);
    await topUp(t, fan, PRICE);
    const [orderNo] = await heldOrders(t, fan, 1, PRICE);
    const short = await t.post(PAY, { orderNo, payPassword: '12' }, fan.opts);
    expect(short.status).toBe(400);
    for (let left = 4; left >= 1; left--) {
      const wrong = await t.post(PAY, { orderNo, payPassword: '999999' }, { ...fan.opts, lang: 'en_US' });
      expect(wrong.body).toMatchObject({
        code: REPLY_CODES.PAY_PASSWORD_WRONG.code,
        msg: `Incorrect payment password, ${left} attempts left`,
      });
    }
    expect((await t.post(PAY, { orderNo, payPassword: '999999' }, fan.opts)).body.code).toBe(
      REPLY_CODES.PAY_PASSWORD_LOCKED.code,
    );
    expect((await t.post(PAY, { orderNo, payPassword: PAY_PASSWORD }, fan.opts)).body.code).toBe(
      REPLY_CODES.PAY_PASSWORD_LOCKED.code,
    );
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(PRICE);

    const other = await walletFan(t);
    const topUpOrder = await recharge(t, other, 1000);
    const self = await t.post(PAY, { orderNo: topUpOrder.orderNo, payPassword: PAY_PASSWORD }, other.opts);
    expect(self.body.code).toBe(REPLY_CODES.WALLET_TOPUP_NOT_WALLET_PAYABLE.code);
  });

  it("says 'Insufficient wallet balance' when short, and debits nothing", async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, PRICE - 1);
    const [orderNo] = await heldOrders(t, fan, 1, PRICE);
    const short = await t.post(PAY, { orderNo, payPassword: PAY_PASSWORD }, { ...fan.opts, lang: 'en_US' });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({
      code: REPLY_CODES.WALLET_INSUFFICIENT.code,
      msg: 'Oops! Insufficient wallet balance, please top up your balance.',
    });
    expect((await t.get('/fanapih5/order/detail', { orderNo }, fan.opts)).body.data.status).toBe('held');
    expect(await t.dataSource.manager.countBy(Payment, { orderNo })).toBe(0);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(PRICE - 1);
  });

  it('no one reaches another fan’s wallet, top-up or order', async () => {
    const owner = await walletFan(t);
    const intruder = await walletFan(t);
    const topUpNo = await topUp(t, owner, 3 * PRICE);
    await topUp(t, intruder, 2 * PRICE);
    const [orderNo] = await heldOrders(t, owner, 1, PRICE);

    expect((await t.get(RESULT, { orderNo: topUpNo }, intruder.opts)).body.code).toBe(
      REPLY_CODES.WALLET_TOPUP_NOT_FOUND.code,
    );
    expect(
      (await t.post('/fanapih5/payment/create', { orderNo: topUpNo, method: 'card' }, intruder.opts)).body.code,
    ).toBe(REPLY_CODES.WALLET_TOPUP_NOT_FOUND.code);
    const pay = await t.post(PAY, { orderNo, payPassword: PAY_PASSWORD }, intruder.opts);
    expect(pay.body.code).toBe(REPLY_CODES.ORDER_NOT_FOUND.code);
    expect((await t.get(INFO, {}, intruder.opts)).body.data.balance).toBe(2 * PRICE);
    expect((await t.get(INFO, {}, owner.opts)).body.data.balance).toBe(3 * PRICE);
    expect((await t.get(RECORDS, { userId: owner.user.id }, intruder.opts)).status).toBe(400);
    const records = await t.get(RECORDS, {}, intruder.opts);
    expect(records.body.data.list.map((r: { orderNo: string }) => r.orderNo)).not.toContain(topUpNo);
    // The uuid header names no one else's wallet: the token decides.
    const spoofed = await t.get(INFO, {}, { token: intruder.opts.token, uuid: owner.user.uuid, platform: 'H5' });
    if (spoofed.body.code === REPLY_CODES.SUCCESS.code) expect(spoofed.body.data.balance).toBe(2 * PRICE);
    else expect(spoofed.status).toBe(401);
    expect(await t.dataSource.manager.countBy(WalletTopUp, { userId: intruder.user.id })).toBe(1);
  });

  it('an operator refund (order refund, order cancel --refund) gives a wallet payment back to the wallet, once', async () => {
    const fan = await walletFan(t);
    await topUp(t, fan, 2 * PRICE);
    const [first, second] = await heldOrders(t, fan, 2, PRICE);
    for (const orderNo of [first!, second!]) {
      expect((await t.post(PAY, { orderNo, payPassword: PAY_PASSWORD }, fan.opts)).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    }
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(0);

    const refunded = await t.ops('order', 'refund', first!);
    expect(refunded.code).toBe(0);
    expect(refunded.out).toMatch(/refunded/);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(PRICE);
    expect((await t.ops('order', 'refund', first!)).code).toBe(0);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(PRICE);

    expect((await t.ops('order', 'cancel', second!)).code).toBe(2);
    const cancelled = await t.ops('order', 'cancel', second!, '--refund', '--reason', 'event cancelled');
    expect(cancelled.code).toBe(0);
    expect((await t.get(INFO, {}, fan.opts)).body.data.balance).toBe(2 * PRICE);
    const records = await t.get(RECORDS, { type: 'refund' }, fan.opts);
    expect(records.body.data.list).toMatchObject([
      { type: 'refund', amount: PRICE, balanceAfter: 2 * PRICE, orderNo: second },
      { type: 'refund', amount: PRICE, balanceAfter: PRICE, orderNo: first },
    ]);
    expect((await t.get('/fanapih5/order/detail', { orderNo: first! }, fan.opts)).body.data.status).toBe('refunded');
    expect(await verifyWallet(t)).toMatchObject({ code: 0 });
  });

  it('a phone-unverified account cannot top up or pay from the wallet', async () => {
    const fan = await buyer(t, { phoneVerified: false });
    expect((await t.post(RECHARGE, { amount: 1000, method: 'card' }, fan.opts)).body.code).toBe(
      REPLY_CODES.PHONE_NOT_VERIFIED.code,
    );
  });
});
