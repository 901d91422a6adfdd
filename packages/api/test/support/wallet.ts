import { REPLY_CODES } from '@fanpass/contracts';
import { expect } from '@jest/globals';
import { SandboxCheckoutService } from '../../src/modules/payments/sandbox-checkout.service.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  signSandboxCallback,
} from '../../src/modules/payments/sandbox-signature.js';
import type { AppConfig } from '../../src/config/config.js';
import { APP_CONFIG } from '../../src/infra/tokens.js';
import { recordSandboxCharge } from './sandbox.js';
import type { TestApp } from './test-app.js';
import { type Buyer, buyer, createEvent } from './tickets-fixtures.js';
import { submitHostedPage } from './traffic.js';
import { expectWithMessage } from './expect-with-message.js';

export const SANDBOX_SECRET = 'fanpass-dev-sandbox-pay-secret';
export const PAY_PASSWORD = '246810';
export const SUCCESS_CARD = {
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};
export const DECLINE_CARD = { ...SUCCESS_CARD, cardNumber: '4000000000000002' };

/** A fan who may buy, with the payment password set (unless `withPassword` is false). */
export async function walletFan(t: TestApp, withPassword = true): Promise<Buyer> {
  const fan = await buyer(t);
  if (withPassword) {
    const set = await t.post('/fanapih5/userInfo/updatePayPassword', { payPassword: PAY_PASSWORD }, fan.opts);
    expect(set.body.code).toBe(REPLY_CODES.SUCCESS.code);
  }
  return fan;
}

/** Starts a top-up; answers the reply's data (orderNo, paymentNo, redirectUrl, …). */
export async function recharge(
  t: TestApp,
  fan: Buyer,
  amount: number,
  extra: Record<string, string | number> = {},
): Promise<{ orderNo: string; paymentNo: string; redirectUrl: string; amount: number; expiresAt: number }> {
  const res = await t.post(
    '/fanapih5/wallet/recharge',
    { amount, method: 'card', paymentType: 'visa', ...extra },
    fan.opts,
  );
  expectWithMessage(res.body.code, JSON.stringify(res.body)).toBe(REPLY_CODES.SUCCESS.code);
  return res.body.data;
}

/** Waits for the sandbox's asynchronous callbacks to be applied. */
export async function settled(t: TestApp): Promise<void> {
  await t.app.get(SandboxCheckoutService).settled();
}

/** Tops a fan's wallet up through the sandbox page with the success card; answers the top-up's order number. */
export async function topUp(t: TestApp, fan: Buyer, amount: number): Promise<string> {
  const created = await recharge(t, fan, amount);
  const page = await submitHostedPage(created.redirectUrl, SUCCESS_CARD);
  expect(page.status).toBe(303);
  await settled(t);
  return created.orderNo;
}

/**
 * Posts a sandbox callback to a listening app. Signed with the sandbox's secret, it is the callback
 * of a charge the sandbox made (recorded first: the sandbox answers only for its own charges, one
 * per payment); with another signature it is a forgery, and nothing is recorded.
 */
export async function sandboxCallback(t: TestApp, body: SandboxCallbackBody, signature?: string): Promise<Response> {
  if (signature === undefined) await recordSandboxCharge(t, body);
  const base = t.app.get<AppConfig>(APP_CONFIG).publicApiUrl;
  return fetch(`${base}/fanapih5/payment/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signSandboxCallback(body, SANDBOX_SECRET),
    },
    body: JSON.stringify(body),
  });
}

/** Held ticket orders of a fan (one per event, each `price`); answers their numbers. */
export async function heldOrders(t: TestApp, fan: Buyer, n: number, price: number): Promise<string[]> {
  const orders: string[] = [];
  for (let i = 0; i < n; i++) {
    const { event, types } = await createEvent(t, { ticketTypes: [{ code: 'a', name: 'A', price, capacity: 10 }] });
    const res = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    orders.push(res.body.data.orderNo as string);
  }
  return orders;
}

/** `pnpm ops wallet verify` on the app's database: answers its exit code and output. */
export async function verifyWallet(t: TestApp): Promise<{ code: number; out: string }> {
  return t.ops('wallet', 'verify');
}
