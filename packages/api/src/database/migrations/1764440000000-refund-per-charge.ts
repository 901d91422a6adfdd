import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * A payment may be charged more than once (a charge of another amount, then the right one, then a
 * stray one): each charge that cannot pay is refunded on its own, so a payment owes one refund
 * per charge (payment and charge id unique) instead of one in all.
 */
export class RefundPerCharge1764440000000 implements MigrationInterface {
  name = 'RefundPerCharge1764440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_refunds', 'ux_payment_refunds_payment');
    await q.createIndex(
      'payment_refunds',
      new TableIndex({
        name: 'ux_payment_refunds_charge',
        columnNames: ['payment_id', 'provider_txn_id'],
        isUnique: true,
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payment_refunds', 'ux_payment_refunds_charge');
    await q.createIndex(
      'payment_refunds',
      new TableIndex({ name: 'ux_payment_refunds_payment', columnNames: ['payment_id'], isUnique: true }),
    );
  }
}
