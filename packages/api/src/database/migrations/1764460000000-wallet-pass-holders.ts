import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * A wallet pass belongs to one holding of its ticket. `wallet_passes.generation` counts the
 * ticket's holder changes and revocations (each gives the pass a new authentication token), and
 * names the Google object of the current holding; `wallet_pass_retired_objects` holds the Google
 * objects of earlier holdings still owed their patch to INACTIVE. Existing passes are generation 0,
 * whose Google object keeps its old id.
 */
export class WalletPassHolders1764460000000 implements MigrationInterface {
  name = 'WalletPassHolders1764460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('wallet_passes', new TableColumn({ name: 'generation', type: 'int', default: 0 }));
    await q.createTable(
      new Table({
        name: 'wallet_pass_retired_objects',
        columns: [
          { name: 'ticket_id', type: 'int', isPrimary: true },
          { name: 'generation', type: 'int', isPrimary: true },
          { name: 'due_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wallet_pass_retired_objects');
    await q.dropColumn('wallet_passes', 'generation');
  }
}
