import { type DynamicModule, Module, type OnModuleInit, type Provider, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config/config.js';
import { AuditModule } from '../audit/index.js';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { TicketsModule } from '../tickets/index.js';
import { UsersModule } from '../users/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { OrderRefundsService } from './order-refunds.service.js';
import { PaymentEventsService } from './payment-events.service.js';
import { PaymentJobs } from './payment-jobs.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentPurposes } from './payment-purpose.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { PaymentsReport } from './payments-report.js';
import { ReceiptMailer } from './receipt-mailer.js';
import { ReceiptsService } from './receipts.service.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundsService } from './refunds.service.js';
import { SandboxCheckoutService } from './sandbox-checkout.service.js';
import { SandboxPayController } from './sandbox-pay.controller.js';
import { SandboxPayProvider } from './sandbox.provider.js';
import { SettlementService } from './settlement.service.js';
import { stripeProviders } from './stripe/stripe.providers.js';
import { TicketPurpose } from './ticket-purpose.js';

/** The configured provider, and what only it brings (the sandbox's hosted page). */
function providerParts(config: PaymentsConfig): { providers: Provider[]; controllers: Type[] } {
  if (config.provider === 'sandbox') {
    return {
      providers: [
        SandboxPayProvider,
        SandboxCheckoutService,
        { provide: PAYMENT_PROVIDER, useExisting: SandboxPayProvider },
      ],
      controllers: [SandboxPayController],
    };
  }
  if (config.provider === 'stripe') return { providers: stripeProviders(config.stripe), controllers: [] };
  throw new Error(`payment provider ${config.provider} is not available in this build`);
}

@Module({})
export class PaymentsModule implements OnModuleInit {
  /**
   * The payment step with the configured provider (PAYMENT_PROVIDER). The sandbox's page and its
   * callback exist only when the sandbox is the provider: never beside a real one.
   */
  static register(config: PaymentsConfig): DynamicModule {
    const parts = providerParts(config);
    return {
      module: PaymentsModule,
      // Global: the modules that own a payment purpose (wallet top-ups, merch) register it with
      // PaymentPurposes and start payments through PaymentsService without importing this module.
      global: true,
      imports: [AuditModule, EventsModule, OrdersModule, TicketsModule, UsersModule, WaitlistModule],
      controllers: [PaymentsController, ...parts.controllers],
      providers: [
        PaymentsRepository,
        PaymentsService,
        PaymentPurposes,
        TicketPurpose,
        SettlementService,
        PaymentEventsService,
        ReconciliationService,
        RefundsService,
        OrderRefundsService,
        PaymentJobs,
        PaymentsReport,
        ReceiptMailer,
        ReceiptsService,
        ...parts.providers,
      ],
      exports: [
        PaymentPurposes,
        PaymentsService,
        PaymentsReport,
        OrderRefundsService,
        ReconciliationService,
        PaymentEventsService,
        RefundsService,
        PaymentJobs,
        TicketPurpose,
        ReceiptMailer,
      ],
    };
  }

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly purposes: PaymentPurposes,
    private readonly tickets: TicketPurpose,
  ) {}

  /** Ticket orders are this module's own purpose; the hosted page posts an HTML form. */
  onModuleInit(): void {
    this.purposes.register(this.tickets);
    const fastify = this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined;
    if (!fastify || fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
}
