import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Pick-up orders get the secret the buyer's device draws the rotating pick-up QR from (as a
 * ticket's holder secret; docs/merch.md). The signed, never-changing pick-up QR it replaces was a
 * bearer code: existing pick-up orders get a secret each.
 */
export class MerchPickupSecrets1764490000000 implements MigrationInterface {
  name = 'MerchPickupSecrets1764490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'merch_orders',
      new TableColumn({ name: 'pickup_secret', type: 'varchar', length: '64', isNullable: true }),
    );
    const rows = (await q.query("SELECT id FROM merch_orders WHERE fulfilment = 'pickup'")) as { id: number }[];
    for (const row of rows) {
      await q.query('UPDATE merch_orders SET pickup_secret = ? WHERE id = ?', [
        randomBytes(32).toString('hex'),
        row.id,
      ]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('merch_orders', 'pickup_secret');
  }
}
