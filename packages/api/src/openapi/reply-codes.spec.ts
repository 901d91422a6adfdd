import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { operationCodes, type OperationCodes } from './reply-codes.js';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('operationCodes: the reply codes read from the sources', () => {
  let read: OperationCodes;
  beforeAll(() => {
    read = operationCodes(API_ROOT);
  }, 120_000);

  it('follows a handler through its services, interfaces and callbacks to every code it can reach', () => {
    const pay = read.codes.get('WalletController_pay')!;
    // The payment password (a callback into users), the ledger, the order (a payment purpose's interface).
    expect(pay).toEqual(
      expect.arrayContaining([
        'PAY_PASSWORD_WRONG',
        'PAY_PASSWORD_LOCKED',
        'PAY_PASSWORD_NOT_SET',
        'WALLET_INSUFFICIENT',
        'ORDER_NOT_FOUND',
        'MERCH_ORDER_NOT_FOUND',
        'ORDER_EXPIRED',
        'IDEMPOTENCY_KEY_INVALID',
      ]),
    );
    // Not what only top-ups say.
    expect(pay).not.toContain('WALLET_DEPOSIT_AMOUNT_INVALID');
  });

  it('lists no code an operation cannot reach, and names every error it finds', () => {
    expect(read.codes.get('EventsController_list')).toEqual([]);
    expect(read.codes.get('EventsController_detail')).toContain('EVENT_NOT_FOUND');
    // A code chosen by a variable counts by the literals of its type.
    expect(read.codes.get('EmailMessageController_send')).toEqual(
      expect.arrayContaining(['CODE_ADDRESS_LIMIT', 'CODE_CLIENT_LIMIT']),
    );
    expect(read.unresolved).toEqual([]);
  });
});
