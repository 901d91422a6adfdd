import { REPLY_CODES } from '@fanpass/contracts';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { APP_CONFIG } from '../src/infra/tokens.js';
import type { AppConfig } from '../src/config/config.js';
import { Order } from '../src/modules/orders/entities/order.entity.js';
import { PaymentRefund } from '../src/modules/payments/entities/payment-refund.entity.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxTransaction } from '../src/modules/payments/entities/sandbox-transaction.entity.js';
import { PaymentJobs } from '../src/modules/payments/payment-jobs.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  sandboxFormToken,
  signSandboxCallback,
} from '../src/modules/payments/sandbox-signature.js';
import { Ticket } from '../src/modules/tickets/entities/ticket.entity.js';
import { PRODUCTION_ENV } from './support/production-env.js';
import { recordSandboxCharge } from './support/sandbox.js';
import { TestApp } from './support/test-app.js';
import { buyer, createEvent, typeRow } from './support/tickets-fixtures.js';
import { formTokenOf, postForm, submitHostedPage } from './support/traffic.js';

const SECRET = 'a-deployment-sandbox-secret-0123456789';
const DEV_SECRET = 'fanpass-dev-sandbox-pay-secret';
const CARD = {
  paymentType: 'visa',
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
};

/** A local server standing for an address an attacker chose: it records whatever reaches it. */
async function listener(): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    // Under /down it stands for this service while it is unreachable.
    res.statusCode = req.url?.startsWith('/down') ? 503 : 200;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

/** A raw HTTP request whose Host and X-Forwarded-* headers the caller chooses (fetch would not send them). */
function rawPost(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; location: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('payments hardening: no forged or replayed message, no URL from the request, nothing lost', () => {
  let t: TestApp;
  let base: string;
  let evil: Awaited<ReturnType<typeof listener>>;

  beforeAll(async () => {
    // A deployment's own sandbox secret (as production must have), and dead letters after 2 attempts.
    t = await TestApp.start({ SANDBOX_PAY_SECRET: SECRET, PAYMENT_MAX_ATTEMPTS: '2' });
    base = await t.listen();
    evil = await listener();
  });
  afterAll(async () => {
    await t.close();
    evil.server.close();
  });

  const config = () => t.app.get<AppConfig>(APP_CONFIG);
  const jobs = () => t.app.get(PaymentJobs);
  const settled = () => t.app.get(SandboxCheckoutService).settled();
  const paymentRow = (paymentNo: string) => t.dataSource.manager.findOneByOrFail(Payment, { paymentNo });

  async function heldPayment(capacity = 5, quantity = 2) {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'A', price: 100_00, capacity }],
    });
    const fan = await buyer(t);
    const order = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] },
      fan.opts,
    );
    expect(order.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const orderNo = order.body.data.orderNo as string;
    const created = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      fan.opts,
    );
    expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const payment = created.body.data as { paymentNo: string; redirectUrl: string; amount: number };
    return { fan, orderNo, payment, typeId: types[0]!.id };
  }

  function callbackBody(
    paymentNo: string,
    amount: number,
    over: Partial<SandboxCallbackBody> = {},
  ): SandboxCallbackBody {
    return {
      paymentNo,
      txnId: `sbx_forged_${paymentNo}`,
      result: 'succeeded',
      amount,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
      ...over,
    };
  }

  function sendCallback(body: SandboxCallbackBody, secret: string) {
    return fetch(`${base}/fanapih5/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(body, secret) },
      body: JSON.stringify(body),
    });
  }

  it("refuses a 'payment succeeded' signed with the built-in development secret, and a stale or replayed one", async () => {
    const { orderNo, payment, fan } = await heldPayment();
    const forged = await sendCallback(callbackBody(payment.paymentNo, payment.amount), DEV_SECRET);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: number }).code).toBe(REPLY_CODES.PAYMENT_CALLBACK_INVALID.code);
    const declined = await sendCallback(
      callbackBody(payment.paymentNo, payment.amount, { result: 'declined' }),
      DEV_SECRET,
    );
    expect(declined.status).toBe(401);
    // Signed with the real secret, but ten minutes old: a captured message replayed later.
    const stale = callbackBody(payment.paymentNo, payment.amount, { sentAt: t.clock.now() - 10 * 60_000 });
    expect((await sendCallback(stale, SECRET)).status).toBe(401);
    expect((await paymentRow(payment.paymentNo)).status).toBe('pending');

    // The genuine message is applied once; the same message replayed at once changes nothing.
    const genuine = callbackBody(payment.paymentNo, payment.amount);
    await recordSandboxCharge(t, genuine);
    expect(((await (await sendCallback(genuine, SECRET)).json()) as { data: { outcome: string } }).data.outcome).toBe(
      'paid',
    );
    expect(((await (await sendCallback(genuine, SECRET)).json()) as { data: { outcome: string } }).data.outcome).toBe(
      'duplicate',
    );
    expect(await t.dataSource.manager.countBy(Ticket, { userId: fan.user.id })).toBe(2);
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data.orderStatus).toBe('paid');
  });

  it('the hosted page answers only the form it rendered for its own payment', async () => {
    const first = await heldPayment();
    const second = await heldPayment();
    const page = await (await fetch(first.payment.redirectUrl)).text();
    expect(page).toContain('Test mode — no real payments');
    const token = formTokenOf(page)!;
    expect(token).toBe(sandboxFormToken(first.payment.paymentNo, SECRET));

    const bare = await postForm(first.payment.redirectUrl, CARD);
    expect(bare.status).toBe(403);
    expect(await bare.text()).toContain('This payment form is not valid');
    const borrowed = await postForm(second.payment.redirectUrl, { ...CARD, formToken: token });
    expect(borrowed.status).toBe(403);
    const guessed = await postForm(first.payment.redirectUrl, {
      ...CARD,
      formToken: sandboxFormToken(first.payment.paymentNo, DEV_SECRET),
    });
    expect(guessed.status).toBe(403);
    const charges = await t.dataSource.manager.countBy(SandboxTransaction, { paymentNo: first.payment.paymentNo });
    expect(
      charges + (await t.dataSource.manager.countBy(SandboxTransaction, { paymentNo: second.payment.paymentNo })),
    ).toBe(0);
  });

  it('builds every URL from PUBLIC_API_URL: a forged Host or X-Forwarded-Host reaches nothing', async () => {
    const { orderNo, payment, fan } = await heldPayment();
    expect(payment.redirectUrl.startsWith(`${base}/sandbox-pay/`)).toBe(true);
    const token = formTokenOf(await (await fetch(payment.redirectUrl)).text())!;
    const attacker = `127.0.0.1:${evil.port}`;
    const answer = await rawPost(
      payment.redirectUrl,
      {
        host: attacker,
        'x-forwarded-host': attacker,
        'x-forwarded-proto': 'http',
        'content-type': 'application/x-www-form-urlencoded',
      },
      new URLSearchParams({ ...CARD, formToken: token }).toString(),
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${base}/#/payment/result?orderNo=${orderNo}`);
    await settled();
    expect(evil.hits).toEqual([]);
    expect((await paymentRow(payment.paymentNo)).status).toBe('succeeded');
    const charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
    expect(charge.callbackUrl).toBe(`${base}/fanapih5/payment/callback`);

    // payment/create too: the provider page's address is ours whatever the request said.
    const again = await heldPayment();
    expect(again.payment.redirectUrl.startsWith(base)).toBe(true);
    expect(fan.user.id).toBeGreaterThan(0);
  });

  it('a callback that cannot be delivered is retried from its row, dead-lettered, listed by ops and re-driven', async () => {
    const { payment } = await heldPayment();
    // The service is unreachable at its public address for a while.
    config().publicApiUrl = `http://127.0.0.1:${evil.port}/down`;
    evil.hits.length = 0;
    try {
      expect((await submitHostedPage(`${base}/sandbox-pay/${payment.paymentNo}`, CARD)).status).toBe(303);
      await settled();
      await jobs().runOnce();
    } finally {
      config().publicApiUrl = base;
    }
    expect(evil.hits.length).toBeGreaterThan(0);
    let charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
    expect(charge).toMatchObject({ deliveredAt: null, attempts: 1 });
    // Not due before its back-off: nothing is sent.
    await jobs().runOnce();
    expect((await paymentRow(payment.paymentNo)).status).toBe('pending');

    // Second failure: dead after PAYMENT_MAX_ATTEMPTS=2; ops lists it and exits non-zero.
    config().publicApiUrl = `http://127.0.0.1:${evil.port}/down`;
    try {
      t.clock.advance(60_000);
      await jobs().runOnce();
    } finally {
      config().publicApiUrl = base;
    }
    charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
    expect(charge.deadAt).not.toBeNull();
    const listed = await t.ops('payments', 'pending');
    expect(listed.code).toBe(1);
    expect(listed.out).toMatch(new RegExp(`OVERDUE callback ${payment.paymentNo} DEAD after 2 attempts`));

    const redriven = await t.ops('payments', 'redrive', payment.paymentNo);
    expect(redriven.code).toBe(0);
    expect(redriven.out).toContain('callback sent again');
    expect((await paymentRow(payment.paymentNo)).status).toBe('succeeded');
  });

  it('reconciliation settles what stayed pending: paid at the provider -> tickets, never paid -> closed', async () => {
    const paidButSilent = await heldPayment();
    const abandoned = await heldPayment();
    // The fan pays, but the callback never gets through (the service was down at its address).
    config().publicApiUrl = `http://127.0.0.1:${evil.port}/down`;
    try {
      expect(
        (await submitHostedPage(paidButSilent.payment.redirectUrl.replace(/^http:\/\/[^/]+/, base), CARD)).status,
      ).toBe(303);
      await settled();
    } finally {
      config().publicApiUrl = base;
    }
    expect((await paymentRow(paidButSilent.payment.paymentNo)).status).toBe('pending');

    // Within the window nothing is touched; past it (15 minutes by default) both are settled.
    t.clock.advance(5 * 60_000);
    await t.app.get(PaymentJobs).runOnce();
    expect((await paymentRow(abandoned.payment.paymentNo)).status).toBe('pending');
    t.clock.advance(11 * 60_000);
    await t.app.get(PaymentJobs).runOnce();

    expect((await paymentRow(paidButSilent.payment.paymentNo)).status).toBe('succeeded');
    expect(await t.dataSource.manager.countBy(Ticket, { userId: paidButSilent.fan.user.id })).toBe(2);
    expect(await paymentRow(abandoned.payment.paymentNo)).toMatchObject({ status: 'failed', failure: 'expired' });
    // The abandoned page is closed at the provider: it shows no form, and a late submit charges nothing.
    expect(formTokenOf(await (await fetch(abandoned.payment.redirectUrl)).text())).toBeNull();
    const late = await submitHostedPage(abandoned.payment.redirectUrl, CARD);
    expect(late.status).toBe(403);
    const abandonedCharge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, {
      paymentNo: abandoned.payment.paymentNo,
    });
    expect(abandonedCharge.result).toBe('expired');

    // The callback that finally gets through is a duplicate of what reconciliation applied.
    t.clock.advance(10 * 60_000);
    await t.app.get(PaymentJobs).runOnce();
    expect(await t.dataSource.manager.countBy(Ticket, { userId: paidButSilent.fan.user.id })).toBe(2);
    const pending = await t.ops('payments', 'pending');
    expect(pending.out).not.toContain(paidButSilent.payment.paymentNo);
    expect(pending.out).not.toContain(abandoned.payment.paymentNo);
  });

  it('ops order refund: tickets revoked, seats back on sale, the charge refunded through the provider, once', async () => {
    const { orderNo, payment, fan, typeId } = await heldPayment(3, 2);
    expect((await submitHostedPage(payment.redirectUrl, CARD)).status).toBe(303);
    await settled();
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 2, held: 0 });
    const before = await t.dataSource.manager.findBy(Ticket, { userId: fan.user.id });
    expect(before.map((x) => x.status)).toEqual(['ready', 'ready']);

    const refunded = await t.ops('order', 'refund', orderNo, '--reason', 'event cancelled');
    expect(refunded.code).toBe(0);
    expect(refunded.out).toMatch(/refunded: 2 tickets revoked, seats back on sale; provider refund done \(sbx_re_/);

    expect((await t.dataSource.manager.findOneByOrFail(Order, { orderNo })).status).toBe('refunded');
    const after = await t.dataSource.manager.findBy(Ticket, { userId: fan.user.id });
    expect(after.map((x) => x.status)).toEqual(['revoked', 'revoked']);
    expect(after.map((x) => x.secret)).not.toEqual(before.map((x) => x.secret));
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 0, held: 0 });
    expect(await paymentRow(payment.paymentNo)).toMatchObject({ status: 'refunded', failure: 'operator' });
    const charge = await t.dataSource.manager.findOneByOrFail(SandboxTransaction, { paymentNo: payment.paymentNo });
    expect(charge.refundedAt).not.toBeNull();
    const refunds = await t.dataSource.manager.findBy(PaymentRefund, { paymentNo: payment.paymentNo });
    expect(refunds).toMatchObject([
      { status: 'done', reason: 'operator', note: 'event cancelled', amount: payment.amount },
    ]);

    const twice = await t.ops('order', 'refund', orderNo);
    expect(twice.code).toBe(0);
    expect(twice.out).toContain('was already refunded');
    expect(await t.dataSource.manager.countBy(PaymentRefund, { paymentNo: payment.paymentNo })).toBe(1);
    const list = await t.get('/fanapih5/order/myOrders', { status: 'refunded' }, fan.opts);
    expect(list.body.data.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
    // Paying it again is refused for what it is, not as a lapsed hold (3011), in the fan's language.
    const again = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    expect(again.body).toMatchObject({
      code: REPLY_CODES.ORDER_NOT_PAYABLE.code,
      msg: 'This order was cancelled or refunded, so it can no longer be paid.',
    });
    const zh = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      { ...fan.opts, lang: 'zh' },
    );
    expect(zh.body).toMatchObject({
      code: REPLY_CODES.ORDER_NOT_PAYABLE.code,
      msg: '该订单已取消或已退款，无法再支付。',
    });

    expect((await t.ops('order', 'refund', 'T0000000000000000')).code).toBe(1);
    const verify = await t.ops('verify');
    expect(verify.out).toBe('every invariant holds');
  });
});

describe('the sandbox in production: only explicitly, and then every page says test mode', () => {
  it('tells the web app (clientConfig.paymentTestMode); a development start does not', async () => {
    const prod = await TestApp.start(PRODUCTION_ENV);
    try {
      const res = await prod.get('/fanapih5/basic/clientConfig', {}, { key: 'h5-production-key-123456' });
      expect(res.body.data.paymentTestMode).toBe(true);
    } finally {
      await prod.close();
    }
    const dev = await TestApp.start();
    try {
      expect((await dev.get('/fanapih5/basic/clientConfig')).body.data.paymentTestMode).toBe(false);
    } finally {
      await dev.close();
    }
  });
});
