import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Tickets and merch in one checkout (docs/decisions/0023-one-checkout.md): a checkout is one
 * hold and one payment over a ticket order and a merch order of one event, its parts. Each part
 * names its checkout (`checkout_id`); a part lives and ends with its checkout, never alone.
 */
export class Checkouts1764531000000 implements MigrationInterface {
  name = 'Checkouts1764531000000';

  async up(q: QueryRunner): Promise<void> {
    const money = { type: 'bigint', default: 0 } as const;
    await q.createTable(
      new Table({
        name: 'checkouts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'order_no', type: 'varchar', length: '32' },
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'platform', type: 'varchar', length: '32' },
          { name: 'lang', type: 'varchar', length: '8' },
          { name: 'hold_minutes', type: 'int' },
          { name: 'tickets', type: 'int' },
          { name: 'merch', type: 'int' },
          { name: 'total', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'idempotency_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'voucher_id', type: 'int', isNullable: true },
          { name: 'voucher_discount', ...money },
          { name: 'fan_coin_used', ...money },
          { name: 'fan_coin_discount', ...money },
          { name: 'amount_due', ...money },
          { name: 'discount_version', type: 'int', default: 0 },
          { name: 'expires_at', type: 'bigint' },
          { name: 'paid_at', type: 'bigint', isNullable: true },
          { name: 'ended_at', type: 'bigint', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          { name: 'ux_checkouts_order_no', columnNames: ['order_no'], isUnique: true },
          { name: 'ux_checkouts_key', columnNames: ['user_id', 'idempotency_key'], isUnique: true },
          { name: 'ux_checkouts_voucher', columnNames: ['voucher_id'], isUnique: true },
          { name: 'ix_checkouts_hold', columnNames: ['status', 'expires_at'] },
        ],
      }),
    );
    for (const table of ['orders', 'merch_orders']) {
      await q.addColumn(table, new TableColumn({ name: 'checkout_id', type: 'int', isNullable: true }));
      await q.createIndex(table, new TableIndex({ name: `ix_${table}_checkout`, columnNames: ['checkout_id'] }));
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['merch_orders', 'orders']) {
      await q.dropIndex(table, `ix_${table}_checkout`);
      await q.dropColumn(table, 'checkout_id');
    }
    await q.dropTable('checkouts');
  }
}
