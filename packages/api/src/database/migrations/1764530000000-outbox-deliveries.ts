import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The durable outbox (issue 45, item 14; decision 0022): every e-mail or SMS a business change
 * causes is a row written in that change's transaction, sent after the commit by the delivery job,
 * retried with backoff and dead-lettered. One row per business event (unique idempotency key). The
 * channel is open (e-mail and SMS today; Web Push and the in-app inbox later), `user_id` names the
 * account a delivery is for, and `payload` is the channel's own JSON.
 */
export class OutboxDeliveries1764530000000 implements MigrationInterface {
  name = 'OutboxDeliveries1764530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'outbox_deliveries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          // 191 characters: a unique index on utf8mb4 fits in MySQL's 767-byte key prefix.
          { name: 'idempotency_key', type: 'varchar', length: '191' },
          { name: 'channel', type: 'varchar', length: '16' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'user_id', type: 'int', isNullable: true },
          { name: 'payload', type: 'text' },
          { name: 'status', type: 'varchar', length: '8' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'next_attempt_at', type: 'bigint' },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'sent_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_outbox_deliveries_key', columnNames: ['idempotency_key'], isUnique: true }),
          new TableIndex({ name: 'ix_outbox_deliveries_due', columnNames: ['status', 'next_attempt_at'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('outbox_deliveries');
  }
}
