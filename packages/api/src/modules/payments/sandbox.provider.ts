import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
import type { CreatePaymentInput, PaymentProvider, VerifiedCallback } from './payment-provider.js';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCallbackBody, verifySandboxSignature } from './sandbox-signature.js';

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

/**
 * The built-in sandbox provider (DESIGN.md): a hosted page under /sandbox-pay/, test cards,
 * and an asynchronous callback signed with HMAC-SHA256 (SANDBOX_PAY_SECRET).
 */
@Injectable()
export class SandboxPayProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string }> {
    return Promise.resolve({ redirectUrl: `${input.baseUrl}/sandbox-pay/${encodeURIComponent(input.paymentNo)}` });
  }

  verifyCallback(headers: Record<string, string | string[] | undefined>, body: unknown): VerifiedCallback {
    const raw = headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Array.isArray(raw) ? raw[0] : raw;
    if (!signature || !isCallbackBody(body) || !verifySandboxSignature(body, signature, this.config.sandboxPaySecret)) {
      throw new AppError('PAYMENT_CALLBACK_INVALID');
    }
    return {
      paymentNo: body.paymentNo,
      txnId: body.txnId,
      result: body.result,
      amount: body.amount,
      currency: body.currency,
      card: body.card,
    };
  }

  async refund(txnId: string): Promise<void> {
    await this.dataSource.manager.update(
      SandboxTransaction,
      { txnId, refundedAt: IsNull() },
      { refundedAt: this.clock.now() },
    );
  }
}
