import type { WalletMethodView } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../sessions/index.js';
import type { payableState } from '../held-orders/index.js';
import type { Payment } from './entities/payment.entity.js';

/**
 * What a payment pays for. Ticket orders are one purpose; a wallet top-up and a merch order are
 * others, each owned by its own module, which registers it here (`PaymentPurposes.register`, in
 * its `onModuleInit`). The payment step (`payment/create`), the provider's callback, reconciliation
 * and refunds go through the purpose, so every purpose is paid by every method and provider, and
 * a charge that arrives for an order that can no longer be paid is refunded the same way.
 */
export interface PayableOrder {
  /** The purpose's name ('ticket', 'topup', 'merch'): stored on the payment. */
  purpose: string;
  /** The order's row id in the purpose's own table (stored as the payment's orderId). */
  id: number;
  orderNo: string;
  userId: number;
  /**
   * 'held': may be paid now; 'paid': paid already; 'expired': its hold ran out (ORDER_EXPIRED);
   * 'closed': cancelled or refunded (ORDER_NOT_PAYABLE).
   */
  state: ReturnType<typeof payableState>;
  /** The amount due now (minor units): what a payment of it charges. */
  amount: number;
  currency: string;
  /** When the hold ends (epoch ms). */
  expiresAt: number;
  holdMinutes: number;
  /**
   * The purpose's own record as `payable` read it, handed back to `pay` when the same request pays
   * it inside the platform (so it is not read twice); `pay` must still decide by a conditional
   * write that the order is held and due that amount.
   */
  record?: unknown;
}

export interface PaymentPurpose {
  readonly name: string;
  /** Whether an order number is this purpose's (by its prefix: `T` ticket, `W` top-up, `M` merch). */
  owns(orderNo: string): boolean;
  /** The fan's own order; throws the purpose's not-found error for anyone else's. */
  payable(user: AuthUser, orderNo: string): Promise<PayableOrder>;
  /**
   * In the transaction that settles a charge (or debits the wallet): makes the order paid and
   * does what paying it means (tickets issued, the wallet credited, stock sold). `late` is true
   * when the hold may have lapsed and the order may be revived if what it held is still free.
   * Answers false when the order can no longer be paid: the charge is then refunded, never kept.
   * `payable` is the order as this request read it before the transaction (a wallet payment).
   */
  pay(tx: EntityManager, payment: Payment, now: number, late: boolean, payable?: PayableOrder): Promise<boolean>;
  /**
   * In the transaction that paid it, after `pay` and the paid-order listeners: the receipt e-mail,
   * written to the outbox (sent once that transaction commits, decision 0022).
   */
  mailPaid?(tx: EntityManager, payment: Payment, now: number): Promise<void>;
  /**
   * An operator's refund of a paid order of this purpose (`pnpm ops order refund`; the ticket
   * purpose's is OrderRefundsService's own): its order's status (null: no such order), and, in the
   * refund's transaction, the order moved paid → refunded with what paying it delivered taken back
   * (null when it was no longer paid). The payment and the refund owed are OrderRefundsService's.
   */
  readonly operatorRefund?: {
    statusOf(orderNo: string): Promise<string | null>;
    takeBack(tx: EntityManager, orderNo: string, now: number): Promise<{ summary: string } | null>;
  };
  /**
   * Where the browser lands after the provider's page (built from PUBLIC_API_URL): `newCard` when
   * the fan typed a new card (the app went through /payment/addCard), `cancelled` for the page the
   * provider sends a fan who gave up.
   */
  resultUrl(orderNo: string, options: { newCard: boolean; cancelled: boolean }): string;
}

/** What a paid order (of any purpose but a top-up) tells listeners, inside the transaction that paid it. */
export interface PaidOrder {
  purpose: string;
  orderNo: string;
  orderId: number;
  userId: number;
  /** Minor units actually paid. */
  amount: number;
  currency: string;
  payment: Payment;
}

/**
 * A provider inside the platform (the wallet): it pays in the caller's transaction, so only its
 * refunds go through here — RefundsService sends a refund owed on such a payment to it.
 */
export interface InternalProvider {
  readonly name: string;
  /** Gives a payment's amount back; idempotent by `idempotencyKey` (a retry refunds once). */
  refund(input: {
    paymentNo: string;
    userId: number;
    amount: number;
    currency: string;
    idempotencyKey: string;
    /** Part of the payment (`resale:<listingId>`), or null for the whole. */
    part: string | null;
  }): Promise<{ refundId: string }>;
  /** How it shows among a fan's payment methods (GET /payment/methods' `wallet`: the balance). */
  offer?(user: AuthUser): Promise<WalletMethodView>;
}

/** The purposes, paid-order listeners and internal providers the modules registered. */
@Injectable()
export class PaymentPurposes {
  private readonly purposes = new Map<string, PaymentPurpose>();
  private readonly listeners: Array<(tx: EntityManager, paid: PaidOrder) => Promise<void>> = [];
  private readonly internal = new Map<string, InternalProvider>();

  register(purpose: PaymentPurpose): void {
    if (this.purposes.has(purpose.name)) throw new Error(`payment purpose ${purpose.name} is registered twice`);
    this.purposes.set(purpose.name, purpose);
  }

  /** Called in the transaction that paid an order (not a top-up): Fan Coin earned, and the like. */
  onPaid(listener: (tx: EntityManager, paid: PaidOrder) => Promise<void>): void {
    this.listeners.push(listener);
  }

  registerInternalProvider(provider: InternalProvider): void {
    this.internal.set(provider.name, provider);
  }

  byName(name: string): PaymentPurpose {
    const purpose = this.purposes.get(name);
    if (!purpose) throw new Error(`no payment purpose ${name}`);
    return purpose;
  }

  /** The purpose owning an order number, or null (an unknown number). */
  forOrderNo(orderNo: string): PaymentPurpose | null {
    for (const purpose of this.purposes.values()) if (purpose.owns(orderNo)) return purpose;
    return null;
  }

  internalProvider(name: string): InternalProvider | null {
    return this.internal.get(name) ?? null;
  }

  async paid(tx: EntityManager, paid: PaidOrder): Promise<void> {
    for (const listener of this.listeners) await listener(tx, paid);
  }
}
