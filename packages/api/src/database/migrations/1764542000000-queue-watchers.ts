import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Who is waiting in an event's queue, for its alerts (issue 49; decision 0027): the account behind
 * each place (the queue's stores know only the place's code), when it was last told it is its turn,
 * and when it was told the event sold out while it waited.
 */
export class QueueWatchers1764542000000 implements MigrationInterface {
  name = 'QueueWatchers1764542000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'queue_watchers',
        columns: [
          { name: 'event_id', type: 'int', isPrimary: true },
          { name: 'code', type: 'varchar', length: '16', isPrimary: true },
          { name: 'user_id', type: 'int' },
          { name: 'admitted_at', type: 'bigint', isNullable: true },
          { name: 'sold_out_at', type: 'bigint', isNullable: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('queue_watchers');
  }
}
