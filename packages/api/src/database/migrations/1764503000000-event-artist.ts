import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The artist (or line-up) of an event, for the event page and the search, which matches it as it
 * matches the title, venue and city. Nullable: events imported before have none until their
 * organiser imports them again.
 */
export class EventArtist1764503000000 implements MigrationInterface {
  name = 'EventArtist1764503000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('events', new TableColumn({ name: 'artist', type: 'varchar', length: '200', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('events', 'artist');
  }
}
