import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Users, sessions, settings, notices and the development outbox. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'uuid', type: 'varchar', length: '36' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'nickname', type: 'varchar', length: '60', isNullable: true },
          { name: 'avatar', type: 'varchar', length: '100', isNullable: true },
          { name: 'area_code', type: 'varchar', length: '6', isNullable: true },
          { name: 'phone', type: 'varchar', length: '20', isNullable: true },
          { name: 'phone_verified', type: 'boolean', default: 0 },
          { name: 'pay_password_hash', type: 'varchar', length: '255', isNullable: true },
          { name: 'pay_password_failures', type: 'int', default: 0 },
          { name: 'pay_locked_until', type: 'bigint', isNullable: true },
          { name: 'invite_code', type: 'varchar', length: '16' },
          { name: 'invited_by', type: 'int', isNullable: true },
          { name: 'status', type: 'varchar', length: '16', default: "'active'" },
          { name: 'role', type: 'varchar', length: '16', default: "'fan'" },
          { name: 'created_at', type: 'bigint' },
          { name: 'updated_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_users_uuid', columnNames: ['uuid'], isUnique: true }),
          new TableIndex({ name: 'ux_users_email', columnNames: ['email'], isUnique: true }),
          new TableIndex({ name: 'ux_users_invite_code', columnNames: ['invite_code'], isUnique: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'int' },
          { name: 'platform', type: 'varchar', length: '32' },
          { name: 'created_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
          { name: 'revoked_at', type: 'bigint', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'ix_sessions_user', columnNames: ['user_id', 'revoked_at'] })],
        foreignKeys: [
          {
            name: 'fk_sessions_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'settings',
        columns: [
          { name: 'key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'text' },
          { name: 'updated_at', type: 'bigint' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'notices',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'content', type: 'text' },
          { name: 'active', type: 'boolean', default: 1 },
          { name: 'created_at', type: 'bigint' },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'outbox_messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'channel', type: 'varchar', length: '8' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'body', type: 'text' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'ix_outbox_recipient', columnNames: ['recipient', 'created_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_messages');
    await queryRunner.dropTable('notices');
    await queryRunner.dropTable('settings');
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
