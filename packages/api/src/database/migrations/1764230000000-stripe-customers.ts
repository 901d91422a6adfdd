import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The Stripe customer of each fan (per mode: test keys and live keys have customers of their
 * own), so the cards a fan asks Stripe to remember stay with one customer.
 */
export class StripeCustomers1764230000000 implements MigrationInterface {
  name = 'StripeCustomers1764230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'stripe_customers',
        columns: [
          { name: 'user_id', type: 'int', isPrimary: true },
          { name: 'livemode', type: 'boolean', isPrimary: true },
          { name: 'customer_id', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('stripe_customers');
  }
}
