import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** The Stripe customer of a fan: the holder of the cards the fan asked Stripe to remember. */
@Entity('stripe_customers')
export class StripeCustomer {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 64 })
  customerId: string;

  /** Made with a live key or a test key: a test-mode customer does not exist for a live key. */
  @PrimaryColumn({ type: 'boolean' })
  livemode: boolean;

  @Column(BIGINT)
  createdAt: number;
}
