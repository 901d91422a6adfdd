import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Alerts (issue 49; decision 0027): the browsers' Web Push subscriptions of each account, the
 * in-app inbox (one row per alert and account, kept 90 days) and the fan's choices per alert kind
 * and channel (only the cells a fan changed; the rest are the defaults in contracts).
 */
export class Alerts1764540000000 implements MigrationInterface {
  name = 'Alerts1764540000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'endpoint', type: 'varchar', length: '500' },
          // SHA-256 of the endpoint: the unique index (an endpoint is longer than MySQL's key prefix).
          { name: 'endpoint_hash', type: 'varchar', length: '64' },
          { name: 'p256dh', type: 'varchar', length: '100' },
          { name: 'auth', type: 'varchar', length: '32' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_push_subscriptions_endpoint', columnNames: ['endpoint_hash'], isUnique: true }),
          new TableIndex({ name: 'ix_push_subscriptions_user', columnNames: ['user_id'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'alert_inbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'kind', type: 'varchar', length: '32' },
          // The business event (`waitlist-offer:<orderNo>`): one inbox item per event and account.
          { name: 'alert_key', type: 'varchar', length: '150' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'body', type: 'varchar', length: '1000' },
          { name: 'path', type: 'varchar', length: '300' },
          { name: 'created_at', type: 'bigint' },
          { name: 'read_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_alert_inbox_key', columnNames: ['user_id', 'alert_key'], isUnique: true }),
          new TableIndex({ name: 'ix_alert_inbox_user_created', columnNames: ['user_id', 'created_at'] }),
          new TableIndex({ name: 'ix_alert_inbox_created', columnNames: ['created_at'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'alert_preferences',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'kind', type: 'varchar', length: '32', isPrimary: true },
          { name: 'channel', type: 'varchar', length: '8', isPrimary: true },
          { name: 'enabled', type: 'boolean' },
          { name: 'updated_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('alert_preferences');
    await q.dropTable('alert_inbox');
    await q.dropTable('push_subscriptions');
  }
}
