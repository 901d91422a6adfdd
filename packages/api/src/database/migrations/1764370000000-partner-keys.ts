import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Partner keys (platform PARTNER + keyId header). A row holds no key: the key is derived from
 * PARTNER_KEY_SECRET and the key id (docs/decisions/0007-partner-keys.md). A rotated or revoked
 * key keeps its row, retired, so an old key id is never issued again.
 */
export class PartnerKeys1764370000000 implements MigrationInterface {
  name = 'PartnerKeys1764370000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'partner_keys',
        columns: [
          { name: 'key_id', type: 'varchar', length: '16', isPrimary: true },
          { name: 'partner', type: 'varchar', length: '64' },
          { name: 'rate_per_minute', type: 'int' },
          { name: 'created_at', type: 'bigint' },
          { name: 'retired_at', type: 'bigint', isNullable: true },
          { name: 'retired_why', type: 'varchar', length: '16', isNullable: true },
        ],
        indices: [new TableIndex({ name: 'ix_partner_keys_partner', columnNames: ['partner'] })],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('partner_keys');
  }
}
