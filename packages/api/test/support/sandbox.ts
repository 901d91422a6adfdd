import { isUniqueViolation } from '../../src/database/db-errors.js';
import { SandboxTransaction } from '../../src/modules/payments/entities/sandbox-transaction.entity.js';
import type { SandboxCallbackBody } from '../../src/modules/payments/sandbox-signature.js';
import type { TestApp } from './test-app.js';

/**
 * Records the charge a sandbox callback names, as the hosted page records it when the fan pays
 * (its callback already delivered), so that a test may post that callback itself: the sandbox
 * answers only for charges it made. The sandbox makes one charge per payment, so nothing is
 * recorded for a payment that has another one already (its callback is then refused).
 */
export async function recordSandboxCharge(t: TestApp, body: SandboxCallbackBody): Promise<void> {
  const card = body.card;
  const now = t.clock.now();
  try {
    await t.dataSource.manager.insert(SandboxTransaction, {
      txnId: body.txnId,
      paymentNo: body.paymentNo,
      amount: body.amount,
      currency: body.currency,
      result: body.result,
      paymentType: body.paymentType,
      cardToken: card?.token ?? null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      cardExpiry: card ? `${card.expMonth}/${card.expYear}` : null,
      callbackUrl: '',
      deliveredAt: now,
      refundedAt: null,
      attempts: 1,
      nextAttemptAt: null,
      deadAt: null,
      lastError: null,
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
