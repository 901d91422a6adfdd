import { Module } from '@nestjs/common';
import { EventsModule } from '../events/index.js';
import { HeldOrdersModule } from '../held-orders/index.js';
import { MerchModule } from '../merch/index.js';
import { OrdersModule } from '../orders/index.js';
import { QueueModule } from '../queue/index.js';
import { UsersModule } from '../users/index.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutHolds } from './checkout-holds.js';
import { CheckoutPaymentPurpose } from './checkout-payment.js';
import { CheckoutsRepository } from './checkouts.repository.js';
import { CheckoutsService } from './checkouts.service.js';

/** Tickets and merch in one checkout: one hold, one payment (a held-order kind over both). */
@Module({
  imports: [EventsModule, HeldOrdersModule, MerchModule, OrdersModule, QueueModule, UsersModule],
  controllers: [CheckoutController],
  providers: [CheckoutsRepository, CheckoutHolds, CheckoutsService, CheckoutPaymentPurpose],
})
export class CheckoutModule {}
