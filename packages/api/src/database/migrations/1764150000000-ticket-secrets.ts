import { randomBytes } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * Every ticket gets the secret its current holder's device derives the rotating QR from
 * (DESIGN.md, tickets at the gate). Existing tickets get one each.
 */
export class TicketSecrets1764150000000 implements MigrationInterface {
  name = 'TicketSecrets1764150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('tickets', new TableColumn({ name: 'secret', type: 'varchar', length: '64', isNullable: true }));
    const rows = (await q.query('SELECT id FROM tickets')) as { id: number }[];
    for (const row of rows) {
      await q.query('UPDATE tickets SET secret = ? WHERE id = ?', [randomBytes(32).toString('hex'), row.id]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('tickets', 'secret');
  }
}
