import { PAYMENT_TYPES } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { SandboxRefund } from './entities/sandbox-refund.entity.js';
import { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
import { rememberedCard } from './sandbox-checkout.service.js';
import type {
  CreatedPayment,
  CreatePaymentInput,
  FinalOutcome,
  PaymentProvider,
  ProviderEvent,
  ProviderOutcome,
  ProviderPaymentRef,
} from './payment-provider.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_SIGNATURE_TOLERANCE_MS,
  type SandboxCallbackBody,
  verifySandboxSignature,
} from './sandbox-signature.js';

function isCallbackBody(value: unknown): value is SandboxCallbackBody {
  const b = value as Partial<SandboxCallbackBody> | null;
  return (
    typeof b === 'object' &&
    b !== null &&
    typeof b.paymentNo === 'string' &&
    typeof b.txnId === 'string' &&
    (b.result === 'succeeded' || b.result === 'declined') &&
    typeof b.amount === 'number' &&
    typeof b.currency === 'string' &&
    typeof b.paymentType === 'string' &&
    typeof b.sentAt === 'number' &&
    (b.card === null ||
      (typeof b.card === 'object' &&
        typeof b.card.token === 'string' &&
        typeof b.card.brand === 'string' &&
        typeof b.card.last4 === 'string' &&
        typeof b.card.expMonth === 'number' &&
        typeof b.card.expYear === 'number'))
  );
}

function parse(rawBody: string): unknown {
  try {
    return JSON.parse(rawBody) as unknown;
  } catch {
    return null;
  }
}

/** What the sandbox's record of a payment says became of it. */
function outcomeOf(charge: SandboxTransaction | null): ProviderOutcome {
  if (!charge) return { state: 'pending' };
  if (charge.result === 'succeeded') {
    return { state: 'succeeded', txnId: charge.txnId, amount: charge.amount, currency: charge.currency, card: null };
  }
  if (charge.result === 'declined') return { state: 'declined', txnId: charge.txnId, reason: 'declined' };
  return { state: 'expired' };
}

/** Whether a verified callback says exactly what the sandbox's record of that charge says. */
function recorded(event: ProviderEvent, charge: SandboxTransaction | null): boolean {
  const outcome = event.outcome;
  if (!charge || charge.paymentNo !== event.paymentNo || charge.result !== outcome.state) return false;
  if (outcome.state === 'declined') return outcome.txnId === charge.txnId;
  if (outcome.state !== 'succeeded') return false;
  const card = rememberedCard(charge);
  const said = outcome.card;
  return (
    outcome.txnId === charge.txnId &&
    outcome.amount === charge.amount &&
    outcome.currency === charge.currency &&
    (card === null
      ? said === null
      : said !== null &&
        said.token === card.token &&
        said.brand === card.brand &&
        said.last4 === card.last4 &&
        said.expMonth === card.expMonth &&
        said.expYear === card.expYear)
  );
}

/**
 * The built-in sandbox provider (DESIGN.md): a hosted page under /sandbox-pay/, test cards, and
 * an asynchronous callback signed with HMAC-SHA256 (SANDBOX_PAY_SECRET). Development and tests
 * only; production refuses it unless ALLOW_SANDBOX_IN_PRODUCTION (then in test mode). The
 * development secret is public, so a signature proves nothing there: a callback must also be one
 * the sandbox sent, about a charge it recorded (`confirm`).
 */
@Injectable()
export class SandboxPayProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly paymentTypes = PAYMENT_TYPES;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const page = `${this.config.publicApiUrl}/sandbox-pay/${encodeURIComponent(input.paymentNo)}`;
    return Promise.resolve({ redirectUrl: `${page}?lang=${encodeURIComponent(input.lang)}`, providerRef: null });
  }

  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const raw = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Array.isArray(raw) ? raw[0] : raw;
    const body = parse(rawBody);
    if (
      !signature ||
      !isCallbackBody(body) ||
      !verifySandboxSignature(body, signature, this.config.payments.sandboxSecret) ||
      Math.abs(this.clock.now() - body.sentAt) > SANDBOX_SIGNATURE_TOLERANCE_MS
    ) {
      throw new AppError('PAYMENT_CALLBACK_INVALID');
    }
    return {
      // The sandbox sends one callback per charge: the charge's id names the message.
      eventId: body.txnId,
      paymentNo: body.paymentNo,
      outcome:
        body.result === 'succeeded'
          ? { state: 'succeeded', txnId: body.txnId, amount: body.amount, currency: body.currency, card: body.card }
          : { state: 'declined', txnId: body.txnId, reason: 'declined' },
    };
  }

  /**
   * A callback counts only for a charge the hosted page made and recorded (sandbox_transactions):
   * the same charge id, payment, result, amount, currency and card. Anything else — a success, a
   * decline or a top-up made up and signed with the public development secret — is refused; the
   * sandbox's own callback replayed is the same charge again (a duplicate, applied once).
   */
  async confirm(event: ProviderEvent): Promise<void> {
    const charge = await this.dataSource.manager.findOneBy(SandboxTransaction, { txnId: event.eventId });
    if (!recorded(event, charge)) throw new AppError('PAYMENT_CALLBACK_INVALID');
  }

  async lookup(payment: ProviderPaymentRef): Promise<ProviderOutcome> {
    return outcomeOf(await this.dataSource.manager.findOneBy(SandboxTransaction, { paymentNo: payment.paymentNo }));
  }

  /** Closes the hosted page: a void record takes the payment's one charge slot (unique payment number). */
  async cancel(payment: ProviderPaymentRef): Promise<FinalOutcome> {
    const now = this.clock.now();
    try {
      await this.dataSource.manager.insert(SandboxTransaction, {
        txnId: `sbx_void_${randomBytes(12).toString('hex')}`,
        paymentNo: payment.paymentNo,
        amount: payment.amount,
        currency: payment.currency,
        result: 'expired',
        paymentType: '',
        cardToken: null,
        cardBrand: null,
        cardLast4: null,
        cardExpiry: null,
        callbackUrl: '',
        deliveredAt: now,
        refundedAt: null,
        attempts: 0,
        nextAttemptAt: null,
        deadAt: null,
        lastError: null,
        createdAt: now,
      });
      return { state: 'expired' };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The fan paid (or was declined) at that very moment: that is the outcome.
      return (await this.lookup(payment)) as FinalOutcome;
    }
  }

  /**
   * Refunds all or part of a charge, as a provider does: once per idempotency key (a retry answers
   * the same refund), and never more than the charge in all (refused, like a real provider).
   */
  async refund(input: { txnId: string; amount: number; idempotencyKey: string }): Promise<{ refundId: string }> {
    const charge = await this.dataSource.manager.findOneBy(SandboxTransaction, { txnId: input.txnId });
    if (!charge || charge.result !== 'succeeded') throw new Error(`sandbox: no charge ${input.txnId} to refund`);
    const refundId = `sbx_re_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const now = this.clock.now();
    await this.dataSource.transaction(async (tx) => {
      if (await tx.findOneBy(SandboxRefund, { idempotencyKey: input.idempotencyKey })) return;
      await tx.insert(SandboxRefund, {
        idempotencyKey: input.idempotencyKey,
        txnId: input.txnId,
        amount: input.amount,
        createdAt: now,
      });
      const taken = await tx
        .createQueryBuilder()
        .update(SandboxTransaction)
        .set({ refunded: () => 'refunded + :amount', refundedAt: now })
        .where('txn_id = :txnId AND refunded + :amount <= amount', { txnId: input.txnId, amount: input.amount })
        .execute();
      if ((taken.affected ?? 0) !== 1) throw new Error(`sandbox: refunds of ${input.txnId} would exceed the charge`);
    });
    return { refundId };
  }

  /** The sandbox keeps no card vault: a remembered card is only its token in saved_cards. */
  forgetCard(): Promise<void> {
    return Promise.resolve();
  }
}
