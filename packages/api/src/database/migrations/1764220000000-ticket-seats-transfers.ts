import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Seats and entry details of seat areas (event import), each ticket's seat and transfer lock,
 * the ticket transfers, and notices addressed to one account (in-app notices).
 */
export class TicketSeatsTransfers1764220000000 implements MigrationInterface {
  name = 'TicketSeatsTransfers1764220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'seats',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'ticket_type_id', type: 'int' },
          { name: 'row_label', type: 'varchar', length: '20' },
          { name: 'seat_number', type: 'varchar', length: '20' },
          { name: 'position', type: 'int' },
          { name: 'ticket_id', type: 'int', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'ux_seats_place',
            columnNames: ['ticket_type_id', 'row_label', 'seat_number'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ux_seats_ticket', columnNames: ['ticket_id'], isUnique: true }),
          new TableIndex({ name: 'ix_seats_type_position', columnNames: ['ticket_type_id', 'position'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'entry_details',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'event_id', type: 'int' },
          // 0 for the event's own details, else the seat area they override them for.
          { name: 'ticket_type_id', type: 'int', default: 0 },
          { name: 'gate', type: 'varchar', length: '100', isNullable: true },
          { name: 'queue_at', type: 'bigint', isNullable: true },
          { name: 'entry_at', type: 'bigint', isNullable: true },
          { name: 'guide', type: 'text', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_entry_details', columnNames: ['event_id', 'ticket_type_id'], isUnique: true }),
        ],
      }),
    );
    await q.addColumns('tickets', [
      new TableColumn({ name: 'seat_state', type: 'varchar', length: '12', isNullable: true }),
      new TableColumn({ name: 'seat_row', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'seat_number', type: 'varchar', length: '20', isNullable: true }),
      new TableColumn({ name: 'transfer_locked_until', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'attendee_pending', type: 'boolean', default: 0 }),
    ]);
    await q.createIndex(
      'tickets',
      new TableIndex({
        name: 'ux_tickets_seat',
        columnNames: ['ticket_type_id', 'seat_row', 'seat_number'],
        isUnique: true,
      }),
    );
    await q.createTable(
      new Table({
        name: 'ticket_transfers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'ticket_id', type: 'int' },
          { name: 'from_user_id', type: 'int' },
          { name: 'to_user_id', type: 'int' },
          { name: 'to_email', type: 'varchar', length: '254' },
          { name: 'share_token', type: 'varchar', length: '32' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_transfers_share', columnNames: ['share_token'], isUnique: true }),
          new TableIndex({ name: 'ix_transfers_ticket', columnNames: ['ticket_id'] }),
        ],
      }),
    );
    await q.addColumn('notices', new TableColumn({ name: 'user_id', type: 'int', isNullable: true }));
    await q.createIndex('notices', new TableIndex({ name: 'ix_notices_user', columnNames: ['user_id', 'active'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('notices', 'ix_notices_user');
    await q.dropColumn('notices', 'user_id');
    await q.dropTable('ticket_transfers');
    await q.dropIndex('tickets', 'ux_tickets_seat');
    for (const column of ['attendee_pending', 'transfer_locked_until', 'seat_number', 'seat_row', 'seat_state']) {
      await q.dropColumn('tickets', column);
    }
    await q.dropTable('entry_details');
    await q.dropTable('seats');
  }
}
