import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The on-sale waiting room: one settings row per queued event (with the secret shuffle seed and
 * its published SHA-256), the log of every change operators made to it, and the in-process
 * store's journal of places.
 */
export class Queue1764521000000 implements MigrationInterface {
  name = 'Queue1764521000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'queue_settings',
        columns: [
          { name: 'event_id', type: 'int', isPrimary: true },
          { name: 'enabled', type: 'boolean', default: false },
          { name: 'method', type: 'varchar', length: '16' },
          { name: 'mode', type: 'varchar', length: '16' },
          { name: 'prequeue_opens_at', type: 'bigint' },
          { name: 'rate_per_minute', type: 'int' },
          { name: 'max_active', type: 'int' },
          { name: 'admission_seconds', type: 'int' },
          { name: 'seed', type: 'varchar', length: '64' },
          { name: 'seed_hash', type: 'varchar', length: '64' },
          { name: 'updated_at', type: 'bigint' },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'queue_setting_changes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'event_id', type: 'int' },
          { name: 'changed_by', type: 'varchar', length: '100' },
          { name: 'detail', type: 'text' },
          { name: 'at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'ix_queue_setting_changes_event', columnNames: ['event_id', 'id'] })],
      }),
    );
    // The in-process store's journal (embedded defaults): places survive a restart. Redis keeps its own.
    await q.createTable(
      new Table({
        name: 'queue_entries',
        columns: [
          { name: 'event_id', type: 'int', isPrimary: true },
          { name: 'code', type: 'varchar', length: '16', isPrimary: true },
          { name: 'score', type: 'bigint' },
          { name: 'admitted_index', type: 'int', isNullable: true },
          { name: 'admission_ends_at', type: 'bigint', isNullable: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('queue_entries');
    await q.dropTable('queue_setting_changes');
    await q.dropTable('queue_settings');
  }
}
