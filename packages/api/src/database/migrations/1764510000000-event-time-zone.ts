import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Each event's venue time zone (IANA name), so every screen, e-mail, calendar file and wallet pass
 * shows the time as the venue reads it. Events already on the catalogue take the spec's default
 * area's zone (Macau) until their organiser imports them again with their own.
 */
export class EventTimeZone1764510000000 implements MigrationInterface {
  name = 'EventTimeZone1764510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'events',
      new TableColumn({ name: 'time_zone', type: 'varchar', length: '64', isNullable: false, default: "'Asia/Macau'" }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('events', 'time_zone');
  }
}
