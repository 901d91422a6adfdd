import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * Every paid order settles the waiting-list offer it was placed on, if any, by its order id
 * (`WaitlistRepository.fulfilByOrder`). Without an index that was a scan of every entry — and
 * on MySQL an UPDATE that scans locks every row it reads, so payments would wait on each other.
 */
export class WaitlistOrderIndex1764380000000 implements MigrationInterface {
  name = 'WaitlistOrderIndex1764380000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex('waitlist_entries', new TableIndex({ name: 'ix_waitlist_order', columnNames: ['order_id'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('waitlist_entries', 'ix_waitlist_order');
  }
}
