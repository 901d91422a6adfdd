import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
};
const retry = [
  { name: 'attempts', type: 'int', default: 0 },
  { name: 'next_attempt_at', type: 'bigint' },
  { name: 'last_error', type: 'varchar', length: '300', isNullable: true },
];

/**
 * Provider messages survive a crash (DESIGN.md, payments): incoming outcomes are stored before
 * they are applied, refunds owed are stored in the transaction that decides them, and the
 * sandbox's outgoing callbacks are retried from their row; payments keep the provider's id of
 * the payment for reconciliation.
 */
export class PaymentEvents1764160000000 implements MigrationInterface {
  name = 'PaymentEvents1764160000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          id,
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'event_id', type: 'varchar', length: '100' },
          { name: 'payment_no', type: 'varchar', length: '40' },
          { name: 'outcome', type: 'text' },
          { name: 'source', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'result', type: 'varchar', length: '20', isNullable: true },
          ...retry,
          { name: 'created_at', type: 'bigint' },
          { name: 'applied_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_payment_events_event', columnNames: ['provider', 'event_id'], isUnique: true }),
          new TableIndex({ name: 'ix_payment_events_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'ix_payment_events_payment', columnNames: ['payment_no'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          id,
          { name: 'payment_id', type: 'int' },
          { name: 'payment_no', type: 'varchar', length: '40' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'provider_txn_id', type: 'varchar', length: '100' },
          { name: 'amount', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'reason', type: 'varchar', length: '40' },
          { name: 'note', type: 'varchar', length: '300', isNullable: true },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'provider_refund_id', type: 'varchar', length: '100', isNullable: true },
          ...retry,
          { name: 'created_at', type: 'bigint' },
          { name: 'done_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_payment_refunds_payment', columnNames: ['payment_id'], isUnique: true }),
          new TableIndex({ name: 'ix_payment_refunds_due', columnNames: ['status', 'next_attempt_at'] }),
        ],
      }),
    );
    await q.addColumn(
      'payments',
      new TableColumn({ name: 'provider_ref', type: 'varchar', length: '255', isNullable: true }),
    );
    await q.createIndex(
      'payments',
      new TableIndex({ name: 'ix_payments_status_created', columnNames: ['status', 'created_at'] }),
    );
    await q.addColumns('sandbox_transactions', [
      new TableColumn({ name: 'card_brand', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'card_last4', type: 'varchar', length: '4', isNullable: true }),
      new TableColumn({ name: 'card_expiry', type: 'varchar', length: '7', isNullable: true }),
      new TableColumn({ name: 'attempts', type: 'int', default: 0 }),
      new TableColumn({ name: 'next_attempt_at', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'dead_at', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'last_error', type: 'varchar', length: '300', isNullable: true }),
    ]);
    // Callbacks of charges made before this migration that never got through are due now.
    await q.query('UPDATE sandbox_transactions SET next_attempt_at = created_at WHERE delivered_at IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('sandbox_transactions', [
      'card_brand',
      'card_last4',
      'card_expiry',
      'attempts',
      'next_attempt_at',
      'dead_at',
      'last_error',
    ]);
    await q.dropIndex('payments', 'ix_payments_status_created');
    await q.dropColumn('payments', 'provider_ref');
    await q.dropTable('payment_refunds');
    await q.dropTable('payment_events');
  }
}
