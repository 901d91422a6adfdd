import type { CallbackOutcome } from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import type { PaymentEvent } from './entities/payment-event.entity.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from './payment-provider.js';
import { PaymentsRepository } from './payments.repository.js';
import { backoffMs, CLAIM_MS } from './retry.js';
import { SettlementService } from './settlement.service.js';

/**
 * Provider messages in: each verified message is stored first (a replay of a stored one is a
 * no-op), then applied by the settlement in the transaction that marks it applied. A message the
 * service could not apply (a crash, a database error) stays stored and the payment job applies it
 * later, with back-off and a dead-letter state ops can list and re-drive.
 */
@Injectable()
export class PaymentEventsService {
  private readonly logger = new Logger(PaymentEventsService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly settlement: SettlementService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Stores and applies a verified message: what it did, or 'duplicate' for a replay. */
  async receive(event: ProviderEvent, source: 'webhook' | 'reconcile'): Promise<CallbackOutcome> {
    const now = this.clock.now();
    const stored = await this.payments.insertEvent({
      provider: this.provider.name,
      eventId: event.eventId,
      paymentNo: event.paymentNo,
      outcome: JSON.stringify(event.outcome),
      source,
      status: 'received',
      result: null,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      appliedAt: null,
    });
    if (!stored) return 'duplicate';
    const result = await this.apply(stored);
    // Stored but not applied yet (it failed and will be retried): the provider need not resend it.
    return result ?? 'ignored';
  }

  /** The job: every stored message that is due. */
  async applyDue(limit = 50): Promise<number> {
    let applied = 0;
    for (const event of await this.payments.eventRows.due(this.clock.now(), limit)) {
      if ((await this.apply(event)) !== null) applied++;
    }
    return applied;
  }

  /** Ops: dead messages of a payment are applied again. */
  async redrive(paymentNo: string): Promise<number> {
    const revived = await this.payments.eventRows.revive('paymentNo = :paymentNo', { paymentNo }, this.clock.now());
    if (revived) await this.applyDue();
    return revived;
  }

  /** One attempt, claimed by a conditional UPDATE so two instances never apply it at once. */
  private async apply(event: PaymentEvent): Promise<CallbackOutcome | null> {
    if (!(await this.payments.eventRows.claim(event.id, event.attempts, this.clock.now() + CLAIM_MS))) return null;
    try {
      return await this.settlement.apply({ ...event, attempts: event.attempts + 1 });
    } catch (error) {
      const attempts = event.attempts + 1;
      const dead = attempts >= this.config.payments.maxAttempts;
      const problem = String(error).slice(0, 250);
      this.logger.error(`payment event ${event.eventId} (${event.paymentNo}) failed: ${problem}`);
      await this.payments.eventRows.failed(event.id, problem, this.clock.now() + backoffMs(attempts), dead);
      return null;
    }
  }
}
