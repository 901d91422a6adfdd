import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { TicketsModule } from '../tickets/index.js';
import { UsersModule } from '../users/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';
import { SandboxCheckoutService } from './sandbox-checkout.service.js';
import { SandboxPayController } from './sandbox-pay.controller.js';
import { SandboxPayProvider } from './sandbox.provider.js';
import { ReceiptMailer } from './receipt-mailer.js';
import { ReceiptsService } from './receipts.service.js';
import { SettlementService } from './settlement.service.js';

@Module({
  imports: [EventsModule, OrdersModule, TicketsModule, UsersModule, WaitlistModule],
  controllers: [PaymentsController, SandboxPayController],
  providers: [
    PaymentsRepository,
    PaymentsService,
    SettlementService,
    ReceiptMailer,
    ReceiptsService,
    SandboxCheckoutService,
    SandboxPayProvider,
    { provide: PAYMENT_PROVIDER, useExisting: SandboxPayProvider },
  ],
})
export class PaymentsModule implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The hosted page posts an HTML form: parse application/x-www-form-urlencoded bodies. */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance() as FastifyInstance | undefined;
    if (!fastify || fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
  }
}
