import { describe, expect, it } from '@jest/globals';
import { assertBalanced, type LedgerAccountRef } from './ledger.service.js';

const fan: LedgerAccountRef = { id: 10, kind: 'fan', userId: 1, unit: 'cash' };
const coin: LedgerAccountRef = { id: 11, kind: 'fan', userId: 1, unit: 'coin' };
const sales: LedgerAccountRef = { id: 2, kind: 'sales', userId: null, unit: 'cash' };
const issuance: LedgerAccountRef = { id: 3, kind: 'coinIssuance', userId: null, unit: 'coin' };

describe('assertBalanced (a ledger movement before it is written)', () => {
  it('takes entries that sum to zero in each unit', () => {
    expect(() =>
      assertBalanced({
        kind: 'payment',
        key: 'k',
        entries: [
          { account: fan, amount: -500 },
          { account: sales, amount: 500 },
          { account: coin, amount: 3 },
          { account: issuance, amount: -3 },
        ],
      }),
    ).not.toThrow();
  });

  it('refuses a unit that does not sum to zero, even when all units together do', () => {
    expect(() =>
      assertBalanced({
        kind: 'payment',
        key: 'k',
        entries: [
          { account: fan, amount: -5 },
          { account: issuance, amount: 5 },
        ],
      }),
    ).toThrow(/cash entries sum to -5/);
  });

  it('refuses fewer than two entries, zero or fractional amounts, and an account twice', () => {
    expect(() => assertBalanced({ kind: 'topup', key: 'k', entries: [{ account: fan, amount: 0 }] })).toThrow(
      /two entries/,
    );
    for (const amount of [0, 1.5, Number.NaN]) {
      expect(() =>
        assertBalanced({
          kind: 'topup',
          key: 'k',
          entries: [
            { account: fan, amount },
            { account: sales, amount: -amount },
          ],
        }),
      ).toThrow(/bad amount/);
    }
    expect(() =>
      assertBalanced({
        kind: 'topup',
        key: 'k',
        entries: [
          { account: fan, amount: 5 },
          { account: fan, amount: -5 },
        ],
      }),
    ).toThrow(/twice/);
  });
});
