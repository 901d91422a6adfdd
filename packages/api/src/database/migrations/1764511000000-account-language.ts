import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The account's language (one of the six UI languages), stored at sign-up and whenever the fan
 * changes it, so every e-mail to the account is in it. Null for accounts made before: their
 * e-mails keep following the language of the request that caused them.
 */
export class AccountLanguage1764511000000 implements MigrationInterface {
  name = 'AccountLanguage1764511000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'lang', type: 'varchar', length: '8', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'lang');
  }
}
