import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** Attempt counters (sign-in, password check, payment password), durable and shared by every instance. */
export class AttemptCounters1764000000000 implements MigrationInterface {
  name = 'AttemptCounters1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'attempt_counters',
        columns: [
          { name: 'scope', type: 'varchar', length: '32', isPrimary: true },
          { name: 'subject', type: 'varchar', length: '191', isPrimary: true },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'reset_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('attempt_counters');
  }
}
