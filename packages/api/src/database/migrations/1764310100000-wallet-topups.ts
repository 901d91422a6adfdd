import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Wallet top-ups: orders (`W…`) for money into a fan's wallet, paid through the provider. */
export class WalletTopUps1764310100000 implements MigrationInterface {
  name = 'WalletTopUps1764310100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'wallet_topups',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'order_no', type: 'varchar', length: '20' },
          { name: 'user_id', type: 'int' },
          { name: 'amount', type: 'bigint' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'status', type: 'varchar', length: '8' },
          { name: 'payment_no', type: 'varchar', length: '40', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
          { name: 'paid_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ux_wallet_topups_order_no', columnNames: ['order_no'], isUnique: true }),
          new TableIndex({ name: 'ix_wallet_topups_user_created', columnNames: ['user_id', 'created_at'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('wallet_topups');
  }
}
