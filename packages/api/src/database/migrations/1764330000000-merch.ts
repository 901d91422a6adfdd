import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
};

/**
 * Official merchandise: products and their variants (each with its own stock, held and sold
 * counted like seat areas), merch orders with their lines, the per-ticket count of holder-only
 * items, and the fans' shipping-address book.
 */
export class Merch1764330000000 implements MigrationInterface {
  name = 'Merch1764330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'merch_products',
        columns: [
          id,
          { name: 'slug', type: 'varchar', length: '80' },
          { name: 'event_id', type: 'int', isNullable: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'description', type: 'text' },
          { name: 'images', type: 'text' },
          { name: 'price', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'access', type: 'varchar', length: '8' },
          { name: 'desktop_only', type: 'boolean', default: false },
          { name: 'fulfilment', type: 'varchar', length: '8' },
          { name: 'pickup_dates', type: 'text' },
          { name: 'pickup_place', type: 'varchar', length: '300', isNullable: true },
          { name: 'per_ticket_limit', type: 'int' },
          { name: 'order_limit', type: 'int' },
          { name: 'sort', type: 'int', default: 0 },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_merch_products_slug', columnNames: ['slug'], isUnique: true }),
          new TableIndex({ name: 'ix_merch_products_event', columnNames: ['event_id'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'merch_variants',
        columns: [
          id,
          { name: 'product_id', type: 'int' },
          { name: 'code', type: 'varchar', length: '40' },
          { name: 'label', type: 'varchar', length: '60' },
          { name: 'stock', type: 'int' },
          { name: 'held', type: 'int', default: 0 },
          { name: 'sold', type: 'int', default: 0 },
          { name: 'sort', type: 'int', default: 0 },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_merch_variants_code', columnNames: ['product_id', 'code'], isUnique: true }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'merch_orders',
        columns: [
          id,
          { name: 'order_no', type: 'varchar', length: '32' },
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int', isNullable: true },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'fulfilment', type: 'varchar', length: '8' },
          { name: 'platform', type: 'varchar', length: '32' },
          { name: 'lang', type: 'varchar', length: '8' },
          { name: 'hold_minutes', type: 'int' },
          { name: 'quantity', type: 'int' },
          { name: 'total', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'ticket_id', type: 'int', isNullable: true },
          { name: 'address', type: 'text', isNullable: true },
          { name: 'pickup_date', type: 'varchar', length: '10', isNullable: true },
          { name: 'pickup_place', type: 'varchar', length: '300', isNullable: true },
          { name: 'idempotency_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'carrier', type: 'varchar', length: '60', isNullable: true },
          { name: 'tracking_no', type: 'varchar', length: '60', isNullable: true },
          { name: 'expires_at', type: 'bigint' },
          { name: 'paid_at', type: 'bigint', isNullable: true },
          { name: 'shipped_at', type: 'bigint', isNullable: true },
          { name: 'delivered_at', type: 'bigint', isNullable: true },
          { name: 'collected_at', type: 'bigint', isNullable: true },
          { name: 'collected_by', type: 'int', isNullable: true },
          { name: 'ended_at', type: 'bigint', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_merch_orders_no', columnNames: ['order_no'], isUnique: true }),
          new TableIndex({
            name: 'ux_merch_orders_key',
            columnNames: ['user_id', 'idempotency_key'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_merch_orders_user', columnNames: ['user_id', 'id'] }),
          new TableIndex({ name: 'ix_merch_orders_hold', columnNames: ['status', 'expires_at'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'merch_order_items',
        columns: [
          id,
          { name: 'order_id', type: 'int' },
          { name: 'product_id', type: 'int' },
          { name: 'variant_id', type: 'int' },
          { name: 'quantity', type: 'int' },
          { name: 'unit_price', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'ix_merch_order_items_order', columnNames: ['order_id'] })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'merch_ticket_counters',
        columns: [
          { name: 'ticket_id', type: 'int', isPrimary: true },
          { name: 'product_id', type: 'int', isPrimary: true },
          { name: 'bought', type: 'int', default: 0 },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'shipping_addresses',
        columns: [
          id,
          { name: 'user_id', type: 'int' },
          { name: 'recipient', type: 'varchar', length: '60' },
          { name: 'area_code', type: 'varchar', length: '6' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'country', type: 'varchar', length: '2' },
          { name: 'region', type: 'varchar', length: '60' },
          { name: 'line1', type: 'varchar', length: '120' },
          { name: 'line2', type: 'varchar', length: '120' },
          { name: 'postcode', type: 'varchar', length: '12' },
          { name: 'is_default', type: 'boolean', default: false },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'ix_shipping_addresses_user', columnNames: ['user_id'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'shipping_addresses',
      'merch_ticket_counters',
      'merch_order_items',
      'merch_orders',
      'merch_variants',
      'merch_products',
    ]) {
      await q.dropTable(table);
    }
  }
}
