import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Cooperation enquiries and support requests (one table, `type` tells them apart), with the one
 * image a support request may carry; and notices in every language (`translations`: JSON of
 * language -> {title, content}; the row's own title and content are the English fallback).
 */
export class Enquiries1764200000000 implements MigrationInterface {
  name = 'Enquiries1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // An image of up to 2 MB: BLOB holds 64 KB on MySQL, MEDIUMBLOB 16 MB; SQLite has one BLOB.
    const blob =
      q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb' ? 'mediumblob' : 'blob';
    await q.createTable(
      new Table({
        name: 'enquiries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'ref', type: 'varchar', length: '20' },
          { name: 'type', type: 'varchar', length: '12' },
          { name: 'status', type: 'varchar', length: '8' },
          { name: 'user_id', type: 'int', isNullable: true },
          { name: 'lang', type: 'varchar', length: '8' },
          { name: 'name', type: 'varchar', length: '100', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'area_code', type: 'varchar', length: '6', isNullable: true },
          { name: 'phone', type: 'varchar', length: '20', isNullable: true },
          { name: 'country', type: 'varchar', length: '2', isNullable: true },
          { name: 'event_type', type: 'varchar', length: '20', isNullable: true },
          { name: 'participants', type: 'varchar', length: '12', isNullable: true },
          { name: 'interests', type: 'varchar', length: '200', isNullable: true },
          { name: 'marketing_consent', type: 'boolean', isNullable: true },
          { name: 'issue_type', type: 'varchar', length: '20', isNullable: true },
          { name: 'message', type: 'text', isNullable: true },
          { name: 'attachment_type', type: 'varchar', length: '20', isNullable: true },
          { name: 'attachment', type: blob, isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'closed_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_enquiries_ref', columnNames: ['ref'], isUnique: true }),
          new TableIndex({ name: 'ix_enquiries_type_created', columnNames: ['type', 'created_at'] }),
        ],
      }),
    );
    await q.addColumn('notices', new TableColumn({ name: 'translations', type: 'text', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('notices', 'translations');
    await q.dropTable('enquiries');
  }
}
