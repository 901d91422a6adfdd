import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Partial refunds (a return through resale, decision 0026): a payment keeps what of its paying
 * charge has been refunded (`refunded`, raised only by a conditional UPDATE that keeps it within
 * the amount), a refund row is unique per (payment, charge, refund key) — 'charge' for a whole
 * charge, `resale:<listingId>` for a return — and the sandbox provider keeps what of a charge it
 * refunded and each refund by its idempotency key (a retry refunds once).
 */
export class PartialRefunds1764535000000 implements MigrationInterface {
  name = 'PartialRefunds1764535000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('payments', new TableColumn({ name: 'refunded', type: 'bigint', default: 0 }));
    await q.query(
      'UPDATE payments SET refunded = (SELECT COALESCE(SUM(r.amount), 0) FROM payment_refunds r ' +
        'WHERE r.payment_id = payments.id AND r.provider_txn_id = payments.provider_txn_id) ' +
        "WHERE status = 'refunded'",
    );
    await q.addColumn(
      'payment_refunds',
      new TableColumn({ name: 'refund_key', type: 'varchar', length: '60', default: "'charge'" }),
    );
    await q.dropIndex('payment_refunds', 'ux_payment_refunds_charge');
    await q.createIndex(
      'payment_refunds',
      new TableIndex({
        name: 'ux_payment_refunds_key',
        columnNames: ['payment_id', 'provider_txn_id', 'refund_key'],
        isUnique: true,
      }),
    );
    await q.addColumn('sandbox_transactions', new TableColumn({ name: 'refunded', type: 'bigint', default: 0 }));
    await q.query('UPDATE sandbox_transactions SET refunded = amount WHERE refunded_at IS NOT NULL');
    await q.createTable(
      new Table({
        name: 'sandbox_refunds',
        columns: [
          { name: 'idempotency_key', type: 'varchar', length: '120', isPrimary: true },
          { name: 'txn_id', type: 'varchar', length: '64' },
          { name: 'amount', type: 'bigint' },
          { name: 'created_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('sandbox_refunds');
    await q.dropColumn('sandbox_transactions', 'refunded');
    await q.dropIndex('payment_refunds', 'ux_payment_refunds_key');
    await q.createIndex(
      'payment_refunds',
      new TableIndex({
        name: 'ux_payment_refunds_charge',
        columnNames: ['payment_id', 'provider_txn_id'],
        isUnique: true,
      }),
    );
    await q.dropColumn('payment_refunds', 'refund_key');
    await q.dropColumn('payments', 'refunded');
  }
}
