import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Vouchers (each a fan's, used by one order at a time) and the discount an order carries: the
 * voucher applied, its discount, the Fan Coin spent and their discount, and the amount due (what a
 * payment charges; `total` stays the undiscounted sum). Existing orders are due their total.
 */
export class Vouchers1764320000000 implements MigrationInterface {
  name = 'Vouchers1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'vouchers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'code', type: 'varchar', length: '32' },
          { name: 'user_id', type: 'int' },
          { name: 'title', type: 'varchar', length: '100', isNullable: true },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'value', type: 'bigint' },
          { name: 'cap', type: 'bigint', isNullable: true },
          { name: 'min_spend', type: 'bigint' },
          { name: 'scope', type: 'varchar', length: '8' },
          { name: 'event_id', type: 'int', isNullable: true },
          { name: 'valid_from', type: 'bigint' },
          { name: 'valid_to', type: 'bigint' },
          { name: 'state', type: 'varchar', length: '12' },
          { name: 'order_no', type: 'varchar', length: '32', isNullable: true },
          { name: 'used_at', type: 'bigint', isNullable: true },
          { name: 'grant_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_vouchers_code', columnNames: ['code'], isUnique: true }),
          new TableIndex({ name: 'ux_vouchers_grant', columnNames: ['user_id', 'grant_key'], isUnique: true }),
          new TableIndex({ name: 'ix_vouchers_user_state', columnNames: ['user_id', 'state', 'valid_to'] }),
          new TableIndex({ name: 'ix_vouchers_order_no', columnNames: ['order_no'] }),
        ],
      }),
    );
    await q.addColumns('orders', [
      new TableColumn({ name: 'voucher_id', type: 'int', isNullable: true }),
      new TableColumn({ name: 'voucher_discount', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'fan_coin_used', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'fan_coin_discount', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'amount_due', type: 'bigint', default: 0 }),
    ]);
    await q.query('UPDATE orders SET amount_due = total');
    // A voucher lowers one order at a time (NULLs do not collide on either database).
    await q.createIndex(
      'orders',
      new TableIndex({ name: 'ux_orders_voucher', columnNames: ['voucher_id'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('orders', 'ux_orders_voucher');
    for (const column of ['amount_due', 'fan_coin_discount', 'fan_coin_used', 'voucher_discount', 'voucher_id']) {
      await q.dropColumn('orders', column);
    }
    await q.dropTable('vouchers');
  }
}
