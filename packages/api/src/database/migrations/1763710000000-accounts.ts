import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Verification codes (e-mail and SMS) and the e-mail addresses retired by an e-mail change. */
export class Accounts1763710000000 implements MigrationInterface {
  name = 'Accounts1763710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'verification_codes',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'channel', type: 'varchar', length: '8' },
          { name: 'target', type: 'varchar', length: '254' },
          { name: 'purpose', type: 'varchar', length: '16' },
          { name: 'user_id', type: 'int', isNullable: true },
          { name: 'code_hash', type: 'varchar', length: '64' },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'client_ip', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
          { name: 'consumed_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ix_codes_target', columnNames: ['target', 'purpose', 'created_at'] }),
          new TableIndex({ name: 'ix_codes_client', columnNames: ['client_ip', 'created_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'retired_emails',
        columns: [
          { name: 'email', type: 'varchar', length: '254', isPrimary: true },
          { name: 'user_id', type: 'int' },
          { name: 'retired_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('retired_emails');
    await queryRunner.dropTable('verification_codes');
  }
}
