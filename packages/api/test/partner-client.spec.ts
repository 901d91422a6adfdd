import {
  createFanpassClient,
  FanpassApiError,
  type FanpassClient,
  type OrderView,
  REPLY_CODES,
  TERMS_VERSION,
} from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { User } from '../src/modules/users/entities/user.entity.js';
import { ACCOUNTS_ENV, captcha, lastCode, newEmail, PASSWORD } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { createEvent } from './support/tickets-fixtures.js';

/** A partner's journey with the typed client of packages/contracts, over real HTTP, signed with a partner key. */
describe('the typed client, end to end with a partner key', () => {
  let t: TestApp;
  let client: FanpassClient;
  let baseUrl: string;
  let keyId: string;

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, PARTNER_KEY_CACHE_MS: '0' });
    baseUrl = await t.listen();
    const added = await t.ops('partner', 'add', 'client-test');
    keyId = /keyId: (\S+)/.exec(added.out)![1]!;
    const key = /key: {3}(\S+)/.exec(added.out)![1]!;
    client = createFanpassClient({ baseUrl, platform: 'PARTNER', keyId, key, language: 'en_US' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs a fan up, lists events and places an order; refusals arrive as typed errors with their code', async () => {
    const email = newEmail('partner');
    const sent = await client.call('POST /emailMessage/emailCodeSend', {
      email,
      type: 'register',
      captcha: await captcha(t),
    });
    expect(sent).toBeTruthy();
    const fan = await client.call('POST /userInfo/regByEmail', {
      email,
      password: PASSWORD,
      code: await lastCode(t, email),
      termsVersion: TERMS_VERSION,
    });
    expect(fan.email).toBe(email);
    client.setLogin({ token: fan.token!, uuid: fan.uuid });
    expect((await client.call('GET /userInfo/getUserInfo/{id}', { id: String(fan.id) })).email).toBe(email);

    const { event, types } = await createEvent(t);
    const page = await client.call('GET /event/list', { page: 1, pageSize: 50 });
    expect(page.list.map((e) => e.id)).toContain(event.id);

    const order = { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] };
    // Ordering needs a verified phone: the refusal is a FanpassApiError with the code.
    const refused = await client.call('POST /order/create', order).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FanpassApiError);
    expect((refused as FanpassApiError).code).toBe(REPLY_CODES.PHONE_NOT_VERIFIED.code);
    expect((refused as FanpassApiError).status).toBe(403);

    await t.dataSource.manager.update(User, { id: fan.id }, { phoneVerified: true });
    const held: OrderView = await client.call('POST /order/create', order, { idempotencyKey: 'partner-order-0001' });
    expect(held.status).toBe('held');
    expect(held.quantity).toBe(2);
    const again = await client.call('POST /order/create', order, { idempotencyKey: 'partner-order-0001' });
    expect(again.orderNo).toBe(held.orderNo);
    expect((await client.call('GET /order/detail', { orderNo: held.orderNo })).orderNo).toBe(held.orderNo);
  });

  it('throws 8001 once the key is revoked', async () => {
    await t.ops('partner', 'revoke', 'client-test');
    const error = await client.get('GET /basic/getAreaList').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FanpassApiError);
    expect((error as FanpassApiError).code).toBe(REPLY_CODES.PARTNER_KEY_UNKNOWN.code);
    expect((error as FanpassApiError).status).toBe(401);
  });
});
