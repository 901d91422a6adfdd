import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import type { Payment } from './entities/payment.entity.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderOutcome } from './payment-provider.js';
import { PaymentsRepository } from './payments.repository.js';

export interface ReconcileResult {
  paymentNo: string;
  state: ProviderOutcome['state'];
  outcome: string;
}

/**
 * Nothing stays pending forever: every payment still pending after its window
 * (PAYMENT_RECONCILE_AFTER_SECONDS) is asked about at the provider. Paid → settled like a
 * webhook (tickets, or a refund when the seats are gone); still open → closed at the provider,
 * then failed; declined or expired → failed. Its answer goes through the same stored events as
 * webhooks, so a webhook arriving as well is applied once.
 */
@Injectable()
export class ReconciliationService {
  private readonly logger = new Logger(ReconciliationService.name);

  constructor(
    private readonly payments: PaymentsRepository,
    private readonly events: PaymentEventsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Settles every payment pending past its window (up to `limit`); answers what each became. */
  async run(limit = 50): Promise<ReconcileResult[]> {
    const before = this.clock.now() - this.config.payments.reconcileAfterSeconds * 1000;
    const results: ReconcileResult[] = [];
    for (const payment of await this.payments.stalePending(before, limit)) {
      try {
        results.push(await this.reconcile(payment));
      } catch (error) {
        this.logger.error(`reconciling payment ${payment.paymentNo} failed: ${String(error)}`);
      }
    }
    return results;
  }

  private async reconcile(payment: Payment): Promise<ReconcileResult> {
    if (payment.provider !== this.provider.name) {
      throw new Error(`provider ${payment.provider} is not the configured one (${this.provider.name})`);
    }
    const ref = {
      paymentNo: payment.paymentNo,
      providerRef: payment.providerRef,
      amount: payment.amount,
      currency: payment.currency,
    };
    let outcome = await this.provider.lookup(ref);
    if (outcome.state === 'pending') outcome = await this.provider.cancel(ref);
    const charge = outcome.state === 'succeeded' || outcome.state === 'declined' ? (outcome.txnId ?? '') : '';
    const applied = await this.events.receive(
      { eventId: `reconcile:${payment.paymentNo}:${outcome.state}:${charge}`, paymentNo: payment.paymentNo, outcome },
      'reconcile',
    );
    this.logger.warn(`payment ${payment.paymentNo} reconciled: ${outcome.state} -> ${applied}`);
    return { paymentNo: payment.paymentNo, state: outcome.state, outcome: applied };
  }
}
