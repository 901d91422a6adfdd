import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The promoter's console (issue 47, decision 0028): the roles accounts hold (`console_roles`: one
 * row per account, role and event; `event_id` 0 for a role held for the whole platform, so the
 * unique key needs no NULL), and the audit log of every console and ops action (`audit_log`,
 * append-only: the service only ever inserts and reads it).
 */
export class Console1764545000000 implements MigrationInterface {
  name = 'Console1764545000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'console_roles',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'user_id', type: 'int' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'event_id', type: 'int', default: 0 },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_console_roles', columnNames: ['user_id', 'role', 'event_id'], isUnique: true }),
          new TableIndex({ name: 'ix_console_roles_event', columnNames: ['event_id'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'actor_kind', type: 'varchar', length: '8' },
          { name: 'actor_id', type: 'int', isNullable: true },
          { name: 'actor', type: 'varchar', length: '320' },
          { name: 'action', type: 'varchar', length: '80' },
          { name: 'event_id', type: 'int', isNullable: true },
          { name: 'target', type: 'varchar', length: '200', isNullable: true },
          { name: 'before_state', type: 'text', isNullable: true },
          { name: 'after_state', type: 'text', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ix_audit_log_event', columnNames: ['event_id', 'id'] }),
          new TableIndex({ name: 'ix_audit_log_action', columnNames: ['action', 'id'] }),
          new TableIndex({ name: 'ix_audit_log_actor', columnNames: ['actor', 'id'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log');
    await q.dropTable('console_roles');
  }
}
