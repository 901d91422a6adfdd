import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Merch orders carry a discount as ticket orders do (`database/order-discount.ts`): the voucher
 * applied (a merch-scope voucher), its discount, the Fan Coin spent and their discount, the amount
 * due (what a payment charges) and the version each change claims. Existing orders are due their
 * total.
 */
export class MerchDiscounts1764420000000 implements MigrationInterface {
  name = 'MerchDiscounts1764420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('merch_orders', [
      new TableColumn({ name: 'voucher_id', type: 'int', isNullable: true }),
      new TableColumn({ name: 'voucher_discount', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'fan_coin_used', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'fan_coin_discount', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'amount_due', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'discount_version', type: 'int', default: 0 }),
    ]);
    await q.query('UPDATE merch_orders SET amount_due = total');
    // A voucher lowers one order at a time (NULLs do not collide on either database).
    await q.createIndex(
      'merch_orders',
      new TableIndex({ name: 'ux_merch_orders_voucher', columnNames: ['voucher_id'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('merch_orders', 'ux_merch_orders_voucher');
    for (const column of [
      'discount_version',
      'amount_due',
      'fan_coin_discount',
      'fan_coin_used',
      'voucher_discount',
      'voucher_id',
    ]) {
      await q.dropColumn('merch_orders', column);
    }
  }
}
