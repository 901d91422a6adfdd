import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * The device class a session signed in from (`desktop`, `mobile` or `unknown`, read from the
 * browser's own headers at sign-in): a desktop-only purchase needs `desktop` here as well as on its
 * own request (docs/decisions/0014-desktop-only-sales.md). Sessions opened before are `unknown`:
 * buying a desktop-only item needs a new sign-in on the computer.
 */
export class SessionDeviceClass1764480000000 implements MigrationInterface {
  name = 'SessionDeviceClass1764480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn(
      'sessions',
      new TableColumn({ name: 'device_class', type: 'varchar', length: '16', default: "'unknown'" }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sessions', 'device_class');
  }
}
