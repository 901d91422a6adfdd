import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The giveaway: campaigns (their rules, prizes, the draw's commitment and result), entries (one
 * row per reason, its key unique per campaign) and per-fan-per-campaign tallies (the counters the
 * caps are enforced on).
 */
export class Giveaway1764340000000 implements MigrationInterface {
  name = 'Giveaway1764340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'giveaway_campaigns',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'slug', type: 'varchar', length: '40' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'prizes', type: 'text' },
          { name: 'rules', type: 'text' },
          { name: 'starts_at', type: 'bigint' },
          { name: 'ends_at', type: 'bigint' },
          { name: 'seed', type: 'varchar', length: '64', isNullable: true },
          { name: 'seed_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'committed_at', type: 'bigint', isNullable: true },
          { name: 'participants', type: 'text', isNullable: true },
          { name: 'winners', type: 'text', isNullable: true },
          { name: 'drawn_at', type: 'bigint', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'ux_giveaway_campaigns_slug', columnNames: ['slug'], isUnique: true })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'giveaway_tallies',
        columns: [
          { name: 'campaign_id', type: 'int', isPrimary: true },
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'register', type: 'int', default: 0 },
          { name: 'topup', type: 'int', default: 0 },
          { name: 'invite', type: 'int', default: 0 },
          { name: 'invite_topup', type: 'int', default: 0 },
          { name: 'joined_at', type: 'bigint', isNullable: true },
          { name: 'lang', type: 'varchar', length: '8', isNullable: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'giveaway_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'campaign_id', type: 'int' },
          { name: 'user_id', type: 'int' },
          { name: 'source', type: 'varchar', length: '16' },
          { name: 'reason_key', type: 'varchar', length: '80' },
          { name: 'count', type: 'int' },
          { name: 'detail', type: 'varchar', length: '254', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({
            name: 'ux_giveaway_entries_reason',
            columnNames: ['campaign_id', 'reason_key'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_giveaway_entries_user', columnNames: ['user_id', 'created_at'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('giveaway_entries');
    await q.dropTable('giveaway_tallies');
    await q.dropTable('giveaway_campaigns');
  }
}
