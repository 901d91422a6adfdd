import type { PaymentStatus } from '@fanpass/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

export type { PaymentStatus };

/** One attempt to pay an order (of any purpose) through a provider, or inside the platform (the wallet). */
@Entity('payments')
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Public id (the hosted page's path). */
  @Column({ type: 'varchar', length: 40 })
  paymentNo: string;

  /** What it pays for ('ticket', 'topup', 'merch': payment-purpose.ts); orderId is a row of that purpose's table. */
  @Column({ type: 'varchar', length: 16, default: 'ticket' })
  purpose: string;

  @Column({ type: 'int' })
  orderId: number;

  /** The order's number (unique across purposes: each has its own prefix). */
  @Column({ type: 'varchar', length: 32, nullable: true })
  orderNo: string | null;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** 'card' or 'provider' (the other payment types); the wallet plugs in as one more. */
  @Column({ type: 'varchar', length: 20 })
  method: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  paymentType: string | null;

  @Column({ type: 'int', nullable: true })
  savedCardId: number | null;

  @Column(BIGINT)
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /**
   * What of the paying charge has been refunded so far (a return through resale, an operator's
   * refund): raised only by a conditional UPDATE that keeps it within `amount`, in the transaction
   * that owes the refund (`PaymentsRepository.takeRefundable`).
   */
  @Column({ ...BIGINT, default: 0 })
  refunded: number;

  @Column({ type: 'varchar', length: 20 })
  status: PaymentStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerTxnId: string | null;

  /** The provider's id of this payment (checkout session, payment intent), for reconciliation. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  failure: string | null;

  /** The language and IANA time zone the fan paid in, for the receipt e-mail. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  lang: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  /** Where the browser returns from the provider's page. */
  @Column({ type: 'varchar', length: 512, nullable: true })
  returnUrl: string | null;

  /** A payment inside the platform (the wallet): the caller's Idempotency-Key, unique per fan. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  idempotencyKey: string | null;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
