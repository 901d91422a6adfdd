import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Gate entry: staff accounts per event, the scans gate devices made offline and uploaded (one row
 * per device and scan id, so a second upload changes nothing), and an index to read an event's
 * tickets for its gate manifest.
 */
export class Gate1764210000000 implements MigrationInterface {
  name = 'Gate1764210000000';

  async up(q: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await q.createTable(
      new Table({
        name: 'gate_staff',
        columns: [
          id,
          { name: 'user_id', type: 'int' },
          { name: 'event_id', type: 'int' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_gate_staff_user_event', columnNames: ['user_id', 'event_id'], isUnique: true }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'gate_scans',
        columns: [
          id,
          { name: 'event_id', type: 'int' },
          { name: 'ticket_id', type: 'int', isNullable: true },
          { name: 'code', type: 'varchar', length: '32' },
          { name: 'device_id', type: 'varchar', length: '64' },
          { name: 'scan_id', type: 'varchar', length: '64' },
          { name: 'gate', type: 'varchar', length: '60' },
          { name: 'scanned_at', type: 'bigint' },
          { name: 'verdict', type: 'varchar', length: '16' },
          { name: 'outcome', type: 'varchar', length: '16' },
          { name: 'other_gate', type: 'varchar', length: '60', isNullable: true },
          { name: 'other_at', type: 'bigint', isNullable: true },
          { name: 'user_id', type: 'int' },
          { name: 'synced_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_gate_scans_device_scan', columnNames: ['device_id', 'scan_id'], isUnique: true }),
          new TableIndex({ name: 'ix_gate_scans_event_outcome', columnNames: ['event_id', 'outcome'] }),
        ],
      }),
    );
    await q.createIndex('tickets', new TableIndex({ name: 'ix_tickets_event', columnNames: ['event_id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('tickets', 'ix_tickets_event');
    await q.dropTable('gate_scans');
    await q.dropTable('gate_staff');
  }
}
