import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const PLATFORM = ['clearing', 'sales', 'coinIssuance', 'vouchers'];
const UNITS = ['cash', 'coin'];

/**
 * The wallet's double-entry ledger: accounts (fans' cash and Fan Coin wallets, the platform's
 * clearing, sales, Fan Coin issuance and vouchers accounts, seeded here), transactions (unique
 * key: a movement is written once) and their append-only entries.
 */
export class WalletLedger1764310000000 implements MigrationInterface {
  name = 'WalletLedger1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'ledger_accounts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'owner', type: 'varchar', length: '32' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'user_id', type: 'int', isNullable: true },
          { name: 'unit', type: 'varchar', length: '4' },
          { name: 'balance', type: 'bigint', default: 0 },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_ledger_accounts_owner_unit', columnNames: ['owner', 'unit'], isUnique: true }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ledger_transactions',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'tx_key', type: 'varchar', length: '100' },
          { name: 'order_no', type: 'varchar', length: '20', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'ux_ledger_transactions_key', columnNames: ['tx_key'], isUnique: true }),
          new TableIndex({ name: 'ix_ledger_transactions_order', columnNames: ['order_no'] }),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'ledger_entries',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'transaction_id', type: 'int' },
          { name: 'account_id', type: 'int' },
          { name: 'amount', type: 'bigint' },
          { name: 'balance_after', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'ix_ledger_entries_account', columnNames: ['account_id', 'id'] }),
          new TableIndex({ name: 'ix_ledger_entries_transaction', columnNames: ['transaction_id'] }),
        ],
        foreignKeys: [
          {
            columnNames: ['transaction_id'],
            referencedTableName: 'ledger_transactions',
            referencedColumnNames: ['id'],
          },
          { columnNames: ['account_id'], referencedTableName: 'ledger_accounts', referencedColumnNames: ['id'] },
        ],
      }),
    );
    const now = Date.now();
    for (const kind of PLATFORM) {
      for (const unit of UNITS) {
        await q.query(
          'INSERT INTO ledger_accounts (owner, kind, user_id, unit, balance, created_at) VALUES (?, ?, NULL, ?, 0, ?)',
          [kind, kind, unit, now],
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('ledger_entries');
    await q.dropTable('ledger_transactions');
    await q.dropTable('ledger_accounts');
  }
}
