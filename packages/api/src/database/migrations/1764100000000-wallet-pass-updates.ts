import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Updatable wallet passes: per ticket, the Apple pass's authentication token, the time its
 * content last changed (Apple's update tag and Last-Modified), whether a Google save link was
 * handed out, and the deliveries (APNs pushes, the Google object patch) still owed after a change;
 * and the devices that registered each Apple pass for update pushes.
 */
export class WalletPassUpdates1764100000000 implements MigrationInterface {
  name = 'WalletPassUpdates1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'wallet_passes',
        columns: [
          { name: 'ticket_id', type: 'int', isPrimary: true },
          { name: 'auth_token', type: 'varchar', length: '64' },
          { name: 'updated_at', type: 'bigint' },
          { name: 'google_linked', type: 'boolean', default: 0 },
          { name: 'push_due_at', type: 'bigint', isNullable: true },
          { name: 'patch_due_at', type: 'bigint', isNullable: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'wallet_pass_registrations',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'device_id', type: 'varchar', length: '128' },
          { name: 'ticket_id', type: 'int' },
          { name: 'push_token', type: 'varchar', length: '256' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({
            name: 'ux_wallet_reg_device_ticket',
            columnNames: ['device_id', 'ticket_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'ix_wallet_reg_ticket', columnNames: ['ticket_id'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wallet_pass_registrations');
    await q.dropTable('wallet_passes');
  }
}
