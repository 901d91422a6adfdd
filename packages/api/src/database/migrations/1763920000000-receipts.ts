import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Receipts: the language and time zone the fan paid in (the provider's callback that settles the
 * payment carries neither), the time zone a fan joined a waiting list in (the offer's deadline is
 * written in it), and e-mail attachments kept in the development outbox (the receipt's .ics).
 */
export class Receipts1763920000000 implements MigrationInterface {
  name = 'Receipts1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('payments', [
      new TableColumn({ name: 'lang', type: 'varchar', length: '8', isNullable: true }),
      new TableColumn({ name: 'time_zone', type: 'varchar', length: '64', isNullable: true }),
    ]);
    await q.addColumn(
      'waitlist_entries',
      new TableColumn({ name: 'time_zone', type: 'varchar', length: '64', isNullable: true }),
    );
    await q.addColumn('outbox_messages', new TableColumn({ name: 'attachments', type: 'text', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('outbox_messages', 'attachments');
    await q.dropColumn('waitlist_entries', 'time_zone');
    await q.dropColumn('payments', 'time_zone');
    await q.dropColumn('payments', 'lang');
  }
}
