import { REPLY_CODES } from '@fanpass/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { opsActor } from '../src/modules/audit/index.js';
import { OrderRefundsService } from '../src/modules/payments/index.js';
import { WalletInvariants } from '../src/modules/wallet/index.js';
import { TestApp } from './support/test-app.js';
import type { Buyer } from './support/tickets-fixtures.js';
import { heldOrders, PAY_PASSWORD, recharge, sandboxCallback, walletFan } from './support/wallet.js';

const PRICE = 10_000_00;
const FANS = 2;
const ORDERS_PER_FAN = 3;

type Action =
  | { kind: 'topUp'; fan: number; amount: number }
  | { kind: 'callback'; topUp: number; result: 'succeeded' | 'declined'; copies: number; forged: boolean }
  | { kind: 'pay'; fan: number; order: number }
  | { kind: 'refund'; order: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('topUp' as const),
    fan: fc.nat(FANS - 1),
    amount: fc.constantFrom(5_000_00, 10_000_00, 25_000_00),
  }),
  fc.record({
    kind: fc.constant('callback' as const),
    topUp: fc.nat(20),
    result: fc.constantFrom('succeeded' as const, 'succeeded' as const, 'declined' as const),
    copies: fc.integer({ min: 1, max: 3 }),
    forged: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  }),
  fc.record({ kind: fc.constant('pay' as const), fan: fc.nat(FANS - 1), order: fc.nat(ORDERS_PER_FAN - 1) }),
  fc.record({ kind: fc.constant('refund' as const), order: fc.nat(20) }),
);

/**
 * Random sequences of top-ups, provider callbacks (duplicated, reordered, forged), wallet payments
 * and operator refunds over HTTP; after every step the ledger invariants hold and each wallet shows
 * what a simple model of it says.
 */
describe('wallet ledger: property test over HTTP (fast-check)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps every invariant after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 14 }), async (actions) => {
        const fans: Buyer[] = [];
        const orders: string[][] = [];
        for (let i = 0; i < FANS; i++) {
          const fan = await walletFan(t);
          fans.push(fan);
          orders.push(await heldOrders(t, fan, ORDERS_PER_FAN, PRICE));
        }
        const balance = fans.map(() => 0);
        const topUps: { fan: number; paymentNo: string; amount: number; credited: boolean; charge?: string }[] = [];
        const paid: { fan: number; orderNo: string; refunded: boolean }[] = [];

        for (const step of actions) {
          if (step.kind === 'topUp') {
            const created = await recharge(t, fans[step.fan]!, step.amount);
            topUps.push({ fan: step.fan, paymentNo: created.paymentNo, amount: step.amount, credited: false });
          } else if (step.kind === 'callback' && topUps.length) {
            const target = topUps[step.topUp % topUps.length]!;
            const body = {
              paymentNo: target.paymentNo,
              txnId: `sbx_prop_${target.paymentNo}${step.result === 'declined' ? '_d' : ''}`,
              result: step.result,
              amount: target.amount,
              currency: 'VND',
              paymentType: 'visa',
              card: null,
              sentAt: t.clock.now(),
            };
            const answers = await Promise.all(
              Array.from({ length: step.copies }, () =>
                sandboxCallback(t, body, step.forged ? 'a'.repeat(64) : undefined),
              ),
            );
            // The sandbox makes one charge per top-up: the first it is told of; another is a forgery.
            if (!step.forged) target.charge ??= body.txnId;
            const genuine = !step.forged && target.charge === body.txnId;
            for (const a of answers) expect(a.status).toBe(genuine ? 200 : 401);
            // A success credits its top-up once, whatever came before or after (copies).
            if (genuine && step.result === 'succeeded' && !target.credited) {
              target.credited = true;
              balance[target.fan]! += target.amount;
            }
          } else if (step.kind === 'pay') {
            const orderNo = orders[step.fan]![step.order]!;
            const answer = await t.post(
              '/fanapih5/wallet/pay',
              { orderNo, payPassword: PAY_PASSWORD },
              fans[step.fan]!.opts,
            );
            const already = paid.find((p) => p.orderNo === orderNo);
            // Paid: 3013. Refunded since: the order is closed for good (3022).
            if (already)
              expect(answer.body.code).toBe(
                already.refunded ? REPLY_CODES.ORDER_NOT_PAYABLE.code : REPLY_CODES.ORDER_ALREADY_PAID.code,
              );
            else if (balance[step.fan]! >= PRICE) {
              expect(answer.body.code).toBe(REPLY_CODES.SUCCESS.code);
              balance[step.fan]! -= PRICE;
              expect(answer.body.data.balance).toBe(balance[step.fan]);
              paid.push({ fan: step.fan, orderNo, refunded: false });
            } else expect(answer.body.code).toBe(REPLY_CODES.WALLET_INSUFFICIENT.code);
          } else if (step.kind === 'refund' && paid.length) {
            const target = paid[step.order % paid.length]!;
            await t.app.get(OrderRefundsService).refund(target.orderNo, null, opsActor());
            if (!target.refunded) {
              target.refunded = true;
              balance[target.fan]! += PRICE;
            }
          }
          expect(await t.app.get(WalletInvariants).breaches()).toEqual([]);
          for (let i = 0; i < FANS; i++) {
            expect((await t.get('/fanapih5/wallet/info', {}, fans[i]!.opts)).body.data.balance).toBe(balance[i]);
          }
        }
      }),
      {
        numRuns: 12,
        // Always tried besides the random ones: an order paid from the wallet, refunded, then paid
        // again (a random run once found it, when the model still expected 3013 there).
        examples: [
          [
            [
              { kind: 'topUp', fan: 1, amount: 10_000_00 },
              { kind: 'callback', topUp: 0, result: 'succeeded', copies: 1, forged: false },
              { kind: 'pay', fan: 1, order: 1 },
              { kind: 'refund', order: 0 },
              { kind: 'pay', fan: 1, order: 1 },
            ],
          ],
        ],
      },
    );
  }, 300_000);
});
