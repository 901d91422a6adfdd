import { type ConsoleRole, REPLY_CODES } from '@fanpass/contracts';
import { expect } from '@jest/globals';
import { SandboxCheckoutService } from '../../src/modules/payments/sandbox-checkout.service.js';
import { ConsoleRoleRow } from '../../src/modules/roles/entities/console-role.entity.js';
import type { TestApp } from './test-app.js';
import { submitHostedPage } from './traffic.js';
import { type Buyer, buyer } from './tickets-fixtures.js';

/** A signed-in account on the desktop web holding console roles (`[role, eventId]`; eventId 0 for the platform). */
export async function consoleUser(t: TestApp, ...roles: [ConsoleRole, number][]): Promise<Buyer> {
  const account = await buyer(t, {}, 'PC');
  for (const [role, eventId] of roles) {
    await t.dataSource.manager.insert(ConsoleRoleRow, {
      userId: account.user.id,
      role,
      eventId,
      createdAt: t.clock.now(),
    });
  }
  return account;
}

const CARD = {
  cardHolder: 'Console Fan',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};

/** A fan's paid ticket order of `quantity` seats in one area, paid by card on the sandbox's hosted page (the app must listen). */
export async function paidOrder(
  t: TestApp,
  fan: Buyer,
  eventId: number,
  ticketTypeId: number,
  quantity = 1,
): Promise<string> {
  const created = await t.post('/fanapih5/order/create', { eventId, items: [{ ticketTypeId, quantity }] }, fan.opts);
  expect(created.body.code).toBe(REPLY_CODES.SUCCESS.code);
  const orderNo = created.body.data.orderNo as string;
  const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
  expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
  expect((await submitHostedPage(res.body.data.redirectUrl as string, CARD)).status).toBe(303);
  await t.app.get(SandboxCheckoutService).settled();
  return orderNo;
}
