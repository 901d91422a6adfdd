import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The alerts a job sends on the clock (issue 49; decision 0027): one row per reminder sent (a hold
 * about to end, an offer about to lapse, doors opening today, a pick-up day), written in the
 * transaction that writes the alert, so each is sent once whatever the number of instances.
 */
export class AlertReminders1764541000000 implements MigrationInterface {
  name = 'AlertReminders1764541000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'alert_reminders',
        columns: [
          { name: 'kind', type: 'varchar', length: '32', isPrimary: true },
          // What it is about: an order number, or an event's id.
          { name: 'ref', type: 'varchar', length: '64', isPrimary: true },
          { name: 'sent_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('alert_reminders');
  }
}
