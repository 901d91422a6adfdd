import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Event discovery and the event page: the city an event takes place in (filtered on and listed
 * for the city picker) and the time its doors open. Both nullable: events imported before this
 * have neither until their organiser imports them again.
 */
export class EventCityDoors1763905000000 implements MigrationInterface {
  name = 'EventCityDoors1763905000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('events', [
      new TableColumn({ name: 'city', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'doors_at', type: 'bigint', isNullable: true }),
    ]);
    // The list filters by city and orders by start time; the city list is a DISTINCT over it.
    await q.createIndex(
      'events',
      new TableIndex({ name: 'ix_events_city_starts', columnNames: ['city', 'starts_at'] }),
    );
    await q.createIndex('events', new TableIndex({ name: 'ix_events_ends', columnNames: ['ends_at'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('events', 'ix_events_ends');
    await q.dropIndex('events', 'ix_events_city_starts');
    await q.dropColumn('events', 'doors_at');
    await q.dropColumn('events', 'city');
  }
}
