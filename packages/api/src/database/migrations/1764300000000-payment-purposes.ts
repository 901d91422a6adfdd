import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Payments pay more than ticket orders (a wallet top-up, a merch order): each names its purpose and
 * its order's number, keeps the page the browser returns to, and a payment made inside the platform
 * (the wallet) keeps the caller's Idempotency-Key, unique per fan, so a replay answers the first.
 */
export class PaymentPurposes1764300000000 implements MigrationInterface {
  name = 'PaymentPurposes1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payments', [
      new TableColumn({ name: 'purpose', type: 'varchar', length: '16', default: "'ticket'" }),
      new TableColumn({ name: 'order_no', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'return_url', type: 'varchar', length: '512', isNullable: true }),
      new TableColumn({ name: 'idempotency_key', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await q.query('UPDATE payments SET order_no = (SELECT o.order_no FROM orders o WHERE o.id = payments.order_id)');
    await q.createIndex(
      'payments',
      new TableIndex({ name: 'ux_payments_idempotency', columnNames: ['user_id', 'idempotency_key'], isUnique: true }),
    );
    await q.createIndex('payments', new TableIndex({ name: 'ix_payments_order_no', columnNames: ['order_no'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payments', 'ix_payments_order_no');
    await q.dropIndex('payments', 'ux_payments_idempotency');
    for (const column of ['idempotency_key', 'return_url', 'order_no', 'purpose'])
      await q.dropColumn('payments', column);
  }
}
