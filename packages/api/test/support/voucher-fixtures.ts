import { randomBytes } from 'node:crypto';
import { REPLY_CODES } from '@fanpass/contracts';
import { expect } from '@jest/globals';
import { TransactionRunner } from '../../src/database/transaction.js';
import { VouchersService } from '../../src/modules/vouchers/vouchers.service.js';
import { LedgerService } from '../../src/modules/wallet/ledger.service.js';
import type { VoucherGrant } from '../../src/modules/vouchers/voucher-grant.js';
import type { Buyer } from './tickets-fixtures.js';
import type { TestApp } from './test-app.js';

const DAY = 86_400_000;

/** Gives a fan a voucher (fixed 50,000.00 off, any ticket order, 30 days, unless overridden); answers its id. */
export async function giveVoucher(t: TestApp, fan: Buyer, over: Partial<VoucherGrant> = {}): Promise<number> {
  const now = t.clock.now();
  const grant: VoucherGrant = {
    title: null,
    kind: 'fixed',
    value: 50_000_00,
    cap: null,
    minSpend: 0,
    scope: 'any',
    eventId: null,
    validFrom: now - 1000,
    validTo: now + 30 * DAY,
    code: null,
    grantKey: null,
    ...over,
  };
  await t.app.get(VouchersService).grantTo(fan.user.id, grant);
  const mine = await t.get('/fanapih5/voucher/mine', { pageSize: 1 }, fan.opts);
  return mine.body.data.list[0].id as number;
}

/** Holds seats of an event for a fan; answers the order number. */
export async function holdOrder(
  t: TestApp,
  fan: Buyer,
  eventId: number,
  typeId: number,
  quantity = 1,
): Promise<string> {
  const res = await t.post(
    '/fanapih5/order/create',
    { eventId, items: [{ ticketTypeId: typeId, quantity }] },
    fan.opts,
  );
  expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
  return res.body.data.orderNo as string;
}

export function applyDiscount(t: TestApp, fan: Buyer, orderNo: string, voucherId: number | null, fanCoin = 0) {
  return t.post('/fanapih5/order/applyDiscount', { orderNo, voucherId, fanCoin }, fan.opts);
}

/** Gives a fan Fan Coin from the issuance account (as if earned). */
export async function fundCoins(t: TestApp, fan: Buyer, n: number): Promise<void> {
  const ledger = t.app.get(LedgerService);
  await t.app.get(TransactionRunner).withTransaction(async (tx) => {
    await ledger.post(tx, {
      kind: 'coinEarned',
      key: `test-fund:${fan.user.id}:${randomBytes(8).toString('hex')}`,
      entries: [
        { account: await ledger.accountOf(tx, fan.user.id, 'coin'), amount: n },
        { account: await ledger.platform('coin', 'coinIssuance'), amount: -n },
      ],
    });
  });
}
