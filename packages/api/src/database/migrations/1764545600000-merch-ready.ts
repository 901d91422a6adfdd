import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * A pick-up order the counter has made ready (issue 47's console): `ready_at`, null until staff
 * mark it ready. A paid pick-up order is collectable either way; this tells the counter which bags
 * are packed.
 */
export class MerchReady1764545600000 implements MigrationInterface {
  name = 'MerchReady1764545600000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('merch_orders', new TableColumn({ name: 'ready_at', type: 'bigint', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('merch_orders', 'ready_at');
  }
}
