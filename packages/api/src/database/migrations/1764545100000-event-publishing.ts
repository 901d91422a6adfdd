import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Events an organiser publishes and closes from the console (issue 47): `published` (events made
 * before stay on the catalogue), and `sale_ends_at`, when the sale closes (null: at the end).
 */
export class EventPublishing1764545100000 implements MigrationInterface {
  name = 'EventPublishing1764545100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('events', [
      new TableColumn({ name: 'published', type: 'boolean', default: true }),
      new TableColumn({ name: 'sale_ends_at', type: 'bigint', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('events', 'sale_ends_at');
    await q.dropColumn('events', 'published');
  }
}
