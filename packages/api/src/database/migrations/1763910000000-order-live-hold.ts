import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * One live hold per fan and event: `live_key` is `<user>:<event>` while a direct order is held and
 * NULL once it is paid, expired or cancelled, under a unique index (NULLs never collide), so
 * parallel "Confirm" presses can never leave a fan holding two selections of one event. Orders held
 * before this migration keep NULL: they run out within minutes, and may have been held twice.
 */
export class OrderLiveHold1763910000000 implements MigrationInterface {
  name = 'OrderLiveHold1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('orders', new TableColumn({ name: 'live_key', type: 'varchar', length: '40', isNullable: true }));
    await q.createIndex(
      'orders',
      new TableIndex({ name: 'ux_orders_live_key', columnNames: ['live_key'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('orders', 'ux_orders_live_key');
    await q.dropColumn('orders', 'live_key');
  }
}
