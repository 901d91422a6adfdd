import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { PaymentEventsService } from './payment-events.service.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundsService } from './refunds.service.js';
import { SandboxCheckoutService } from './sandbox-checkout.service.js';

/**
 * The payment job, every PAYMENT_JOB_INTERVAL_MS in every instance (each row is claimed by a
 * conditional UPDATE, so instances never do the same work twice): the sandbox's callbacks owed,
 * stored provider events not applied yet, reconciliation, refunds owed. All of it lives in
 * tables, so a restart resumes where a crash stopped.
 */
@Injectable()
export class PaymentJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentJobs.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;

  constructor(
    private readonly events: PaymentEventsService,
    private readonly reconciliation: ReconciliationService,
    private readonly refunds: RefundsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly sandbox?: SandboxCheckoutService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.payments.jobIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Ops: the sandbox's dead-lettered callback of a payment is sent again. */
  async redriveCallback(paymentNo: string): Promise<boolean> {
    return (await this.sandbox?.redrive(paymentNo)) ?? false;
  }

  /** One round, unless one is already running in this instance. */
  tick(): Promise<void> {
    this.running ??= this.runOnce().finally(() => (this.running = null));
    return this.running;
  }

  /** Every step of a round; a failing step does not stop the others. */
  async runOnce(): Promise<void> {
    const steps: [string, () => Promise<unknown>][] = [
      ['sandbox callbacks', () => this.sandbox?.deliverDue() ?? Promise.resolve()],
      ['provider events', () => this.events.applyDue()],
      ['reconciliation', () => this.reconciliation.run()],
      ['refunds', () => this.refunds.sendDue()],
    ];
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (error) {
        this.logger.error(`payment job (${name}) failed: ${String(error)}`);
      }
    }
  }
}
