import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const UNITS = ['cash', 'coin'];

/**
 * Face-value resale (issue 46, decision 0026): per-event resale settings (a missing row is the
 * default: on, no fee, listings close two hours before doors, no returns for a refund), the
 * listings (unique `live_key` = the ticket's id while it is listed or held: one live listing per
 * ticket), and the platform's resale fee account in the ledger.
 */
export class Resale1764534000000 implements MigrationInterface {
  name = 'Resale1764534000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'resale_settings',
        columns: [
          { name: 'event_id', type: 'int', isPrimary: true },
          { name: 'enabled', type: 'boolean', default: false },
          { name: 'paused', type: 'boolean', default: false },
          { name: 'deadline_hours', type: 'int', default: 2 },
          { name: 'fee_percent', type: 'int', default: 0 },
          { name: 'refund_allowed', type: 'boolean', default: false },
          { name: 'updated_at', type: 'bigint' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'resale_listings',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'ticket_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'ticket_type_id', type: 'int' },
          { name: 'seller_id', type: 'int' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'payout', type: 'varchar', length: '8' },
          { name: 'price', type: 'bigint' },
          { name: 'fee', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'ticket_status', type: 'varchar', length: '16' },
          { name: 'from_order_id', type: 'int' },
          { name: 'live_key', type: 'int', isNullable: true },
          { name: 'order_id', type: 'int', isNullable: true },
          { name: 'buyer_id', type: 'int', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
          { name: 'sold_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_resale_listings_live', columnNames: ['live_key'], isUnique: true }),
          new TableIndex({ name: 'ix_resale_listings_event', columnNames: ['event_id', 'status', 'id'] }),
          new TableIndex({ name: 'ix_resale_listings_order', columnNames: ['order_id'] }),
          new TableIndex({ name: 'ix_resale_listings_seller', columnNames: ['seller_id', 'id'] }),
          new TableIndex({ name: 'ix_resale_listings_ticket', columnNames: ['ticket_id', 'id'] }),
        ],
      }),
    );
    const now = Date.now();
    for (const unit of UNITS) {
      await q.query(
        'INSERT INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, ?, NULL, ?, 0, ?)',
        ['resaleFees', 'resaleFees', unit, now],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM ledger_accounts WHERE owner = 'resaleFees'");
    await q.dropTable('resale_listings');
    await q.dropTable('resale_settings');
  }
}
