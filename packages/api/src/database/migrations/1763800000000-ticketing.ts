import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';

const id: TableColumnOptions = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
};
const times: TableColumnOptions[] = [
  { name: 'created_at', type: 'bigint' },
  { name: 'updated_at', type: 'bigint' },
];
const unique = (name: string, columns: string[]) => new TableIndex({ name, columnNames: columns, isUnique: true });
const index = (name: string, columns: string[]) => new TableIndex({ name, columnNames: columns });

/**
 * Events and seat areas, real-name attendees, orders and holds with the per-account counter,
 * payments (callbacks, sandbox provider records, saved cards), tickets and the waiting list.
 * Every rule that must never break has a unique index behind it.
 */
export class Ticketing1763800000000 implements MigrationInterface {
  name = 'Ticketing1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'events',
        columns: [
          id,
          { name: 'slug', type: 'varchar', length: '80' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'about', type: 'text' },
          { name: 'images', type: 'text' },
          { name: 'venue', type: 'varchar', length: '200' },
          { name: 'location', type: 'varchar', length: '300' },
          { name: 'starts_at', type: 'bigint' },
          { name: 'ends_at', type: 'bigint' },
          { name: 'sale_starts_at', type: 'bigint' },
          { name: 'desktop_only', type: 'boolean', default: 0 },
          { name: 'real_name_required', type: 'boolean', default: 0 },
          { name: 'ticket_limit', type: 'int' },
          { name: 'currency', type: 'varchar', length: '3' },
          ...times,
        ],
        indices: [unique('ux_events_slug', ['slug']), index('ix_events_starts', ['starts_at'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ticket_types',
        columns: [
          id,
          { name: 'event_id', type: 'int' },
          { name: 'code', type: 'varchar', length: '60' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'price', type: 'bigint' },
          { name: 'capacity', type: 'int' },
          { name: 'sold', type: 'int', default: 0 },
          { name: 'held', type: 'int', default: 0 },
          { name: 'sort_order', type: 'int', default: 0 },
          ...times,
        ],
        indices: [unique('ux_ticket_types_event_code', ['event_id', 'code'])],
        foreignKeys: [{ columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'purchase_counters',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'event_id', type: 'int', isPrimary: true },
          { name: 'tickets', type: 'int', default: 0 },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'attendees',
        columns: [
          id,
          { name: 'user_id', type: 'int' },
          { name: 'full_name', type: 'varchar', length: '60' },
          { name: 'id_type', type: 'varchar', length: '20' },
          { name: 'id_number', type: 'varchar', length: '40' },
          { name: 'area_code', type: 'varchar', length: '6' },
          { name: 'phone', type: 'varchar', length: '20' },
          ...times,
        ],
        indices: [index('ix_attendees_user', ['user_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'orders',
        columns: [
          id,
          { name: 'order_no', type: 'varchar', length: '32' },
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'platform', type: 'varchar', length: '32' },
          { name: 'hold_minutes', type: 'int' },
          { name: 'quantity', type: 'int' },
          { name: 'total', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'attendees', type: 'text', isNullable: true },
          { name: 'idempotency_key', type: 'varchar', length: '64', isNullable: true },
          { name: 'expires_at', type: 'bigint' },
          { name: 'paid_at', type: 'bigint', isNullable: true },
          ...times,
        ],
        indices: [
          unique('ux_orders_order_no', ['order_no']),
          unique('ux_orders_user_idempotency', ['user_id', 'idempotency_key']),
          index('ix_orders_status_expires', ['status', 'expires_at']),
          index('ix_orders_user', ['user_id', 'created_at']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'order_items',
        columns: [
          id,
          { name: 'order_id', type: 'int' },
          { name: 'ticket_type_id', type: 'int' },
          { name: 'quantity', type: 'int' },
          { name: 'unit_price', type: 'bigint' },
        ],
        indices: [unique('ux_order_items_order_type', ['order_id', 'ticket_type_id'])],
        foreignKeys: [{ columnNames: ['order_id'], referencedTableName: 'orders', referencedColumnNames: ['id'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payments',
        columns: [
          id,
          { name: 'payment_no', type: 'varchar', length: '40' },
          { name: 'order_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'method', type: 'varchar', length: '20' },
          { name: 'payment_type', type: 'varchar', length: '20', isNullable: true },
          { name: 'saved_card_id', type: 'int', isNullable: true },
          { name: 'amount', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'provider_txn_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'failure', type: 'varchar', length: '100', isNullable: true },
          ...times,
        ],
        indices: [
          unique('ux_payments_payment_no', ['payment_no']),
          unique('ux_payments_provider_txn', ['provider', 'provider_txn_id']),
          index('ix_payments_order', ['order_id']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payment_callbacks',
        columns: [
          id,
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'provider_txn_id', type: 'varchar', length: '64' },
          { name: 'payment_id', type: 'int' },
          { name: 'result', type: 'varchar', length: '20' },
          { name: 'outcome', type: 'varchar', length: '20' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [unique('ux_payment_callbacks_txn', ['provider', 'provider_txn_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'sandbox_transactions',
        columns: [
          { name: 'txn_id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'payment_no', type: 'varchar', length: '40' },
          { name: 'amount', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'result', type: 'varchar', length: '20' },
          { name: 'payment_type', type: 'varchar', length: '20' },
          { name: 'card_token', type: 'varchar', length: '64', isNullable: true },
          { name: 'callback_url', type: 'varchar', length: '300' },
          { name: 'delivered_at', type: 'bigint', isNullable: true },
          { name: 'refunded_at', type: 'bigint', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [unique('ux_sandbox_payment_no', ['payment_no'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'saved_cards',
        columns: [
          id,
          { name: 'user_id', type: 'int' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'token', type: 'varchar', length: '64' },
          { name: 'brand', type: 'varchar', length: '20' },
          { name: 'last4', type: 'varchar', length: '4' },
          { name: 'exp_month', type: 'int' },
          { name: 'exp_year', type: 'int' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [unique('ux_saved_cards_token', ['provider', 'token']), index('ix_saved_cards_user', ['user_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'tickets',
        columns: [
          id,
          { name: 'code', type: 'varchar', length: '32' },
          { name: 'order_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'ticket_type_id', type: 'int' },
          { name: 'seat_area', type: 'varchar', length: '100' },
          { name: 'attendee_name', type: 'varchar', length: '60', isNullable: true },
          { name: 'status', type: 'varchar', length: '16' },
          ...times,
        ],
        indices: [
          unique('ux_tickets_code', ['code']),
          index('ix_tickets_user', ['user_id']),
          index('ix_tickets_order', ['order_id']),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ticket_history',
        columns: [
          id,
          { name: 'ticket_id', type: 'int' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'detail', type: 'varchar', length: '200', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [index('ix_ticket_history_ticket', ['ticket_id'])],
      }),
    );
    await q.createTable(
      new Table({
        name: 'waitlist_entries',
        columns: [
          id,
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'ticket_type_id', type: 'int' },
          { name: 'quantity', type: 'int' },
          { name: 'status', type: 'varchar', length: '16' },
          // `${userId}:${ticketTypeId}` while waiting or offered, NULL after: one live entry per fan and area.
          { name: 'active_key', type: 'varchar', length: '40', isNullable: true },
          { name: 'order_id', type: 'int', isNullable: true },
          { name: 'lang', type: 'varchar', length: '8' },
          ...times,
        ],
        indices: [
          unique('ux_waitlist_active', ['active_key']),
          index('ix_waitlist_type_status', ['ticket_type_id', 'status', 'id']),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'waitlist_entries',
      'ticket_history',
      'tickets',
      'saved_cards',
      'sandbox_transactions',
      'payment_callbacks',
      'payments',
      'order_items',
      'orders',
      'attendees',
      'purchase_counters',
      'ticket_types',
      'events',
    ]) {
      await q.dropTable(table);
    }
  }
}
