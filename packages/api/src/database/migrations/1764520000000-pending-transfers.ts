import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Transfers to anyone (issue 45, item 17): a ticket sent to an e-mail with no account waits for
 * its recipient. A transfer now has a state (pending, done, cancelled, expired), a deadline, the
 * status its ticket had before it waited (given back on cancel or expiry), the sender's language
 * (for what the app tells them later, off any request), and no recipient account until one accepts. Rows written before are done transfers.
 */
export class PendingTransfers1764520000000 implements MigrationInterface {
  name = 'PendingTransfers1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('ticket_transfers', [
      new TableColumn({ name: 'state', type: 'varchar', length: '16', default: "'done'" }),
      new TableColumn({ name: 'expires_at', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'accepted_at', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'ticket_status', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'lang', type: 'varchar', length: '8', isNullable: true }),
    ]);
    await q.changeColumn(
      'ticket_transfers',
      'to_user_id',
      new TableColumn({ name: 'to_user_id', type: 'int', isNullable: true }),
    );
    await q.createIndex(
      'ticket_transfers',
      new TableIndex({ name: 'ix_ticket_transfers_state', columnNames: ['state', 'expires_at'] }),
    );
    await q.createIndex(
      'ticket_transfers',
      new TableIndex({ name: 'ix_ticket_transfers_from', columnNames: ['from_user_id', 'created_at'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('ticket_transfers', 'ix_ticket_transfers_from');
    await q.dropIndex('ticket_transfers', 'ix_ticket_transfers_state');
    await q.changeColumn(
      'ticket_transfers',
      'to_user_id',
      new TableColumn({ name: 'to_user_id', type: 'int', isNullable: false }),
    );
    await q.dropColumns('ticket_transfers', ['lang', 'ticket_status', 'accepted_at', 'expires_at', 'state']);
  }
}
