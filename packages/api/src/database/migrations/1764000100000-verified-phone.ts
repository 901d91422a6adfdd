import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * One verified account per phone number: users.verified_phone (+<area code><phone>) with a unique
 * index (NULLs never collide). Existing verified numbers are carried over, the oldest account
 * keeping a number verified twice.
 */
export class VerifiedPhone1764000100000 implements MigrationInterface {
  name = 'VerifiedPhone1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'users',
      new TableColumn({ name: 'verified_phone', type: 'varchar', length: '32', isNullable: true }),
    );
    const rows = (await q.query(
      'SELECT id, area_code, phone FROM users WHERE phone_verified = 1 AND phone IS NOT NULL ORDER BY id',
    )) as { id: number; area_code: string | null; phone: string }[];
    const seen = new Set<string>();
    for (const row of rows) {
      const number = `+${row.area_code ?? ''}${String(row.phone).replace(/^0+/, '')}`;
      if (seen.has(number)) continue;
      seen.add(number);
      await q.query('UPDATE users SET verified_phone = ? WHERE id = ?', [number, row.id]);
    }
    await q.createIndex(
      'users',
      new TableIndex({ name: 'ux_users_verified_phone', columnNames: ['verified_phone'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('users', 'ux_users_verified_phone');
    await q.dropColumn('users', 'verified_phone');
  }
}
