import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The consent to the Terms of Service and Privacy Policy that sign-up requires (spec §5): which
 * version the fan agreed to and when. Null for accounts made before sign-up recorded it (and the
 * demo accounts), which agreed on screens that did not tell the server.
 */
export class TermsConsent1764507000000 implements MigrationInterface {
  name = 'TermsConsent1764507000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('users', [
      new TableColumn({ name: 'terms_version', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'terms_accepted_at', type: 'bigint', isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'terms_accepted_at');
    await q.dropColumn('users', 'terms_version');
  }
}
