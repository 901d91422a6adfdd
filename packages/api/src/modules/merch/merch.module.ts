import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/index.js';
import { AuditModule } from '../audit/index.js';
import { EventsModule } from '../events/index.js';
import { GateModule } from '../gate/index.js';
import { HeldOrdersModule } from '../held-orders/index.js';
import { UsersModule } from '../users/index.js';
import { AddressesController } from './addresses.controller.js';
import { AddressesRepository } from './addresses.repository.js';
import { AddressesService } from './addresses.service.js';
import { MerchController, MerchOrdersController } from './merch.controller.js';
import { MerchFulfilmentService } from './merch-fulfilment.service.js';
import { MerchStockService } from './merch-stock.service.js';
import { MerchHolds } from './merch-holds.js';
import { MerchMailer } from './merch-mailer.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchOrdersService } from './merch-orders.service.js';
import { MerchRepository } from './merch.repository.js';
import { MerchService } from './merch.service.js';
import { PickupQr } from './pickup-qr.js';
import { MerchPaymentPurpose } from './merch-payment.js';

/** Official merchandise: catalogue, holder-only items, merch orders, the address book, delivery and pick-up. */
@Module({
  imports: [AlertsModule, AuditModule, EventsModule, GateModule, UsersModule, HeldOrdersModule],
  controllers: [MerchController, MerchOrdersController, AddressesController],
  providers: [
    MerchRepository,
    MerchOrdersRepository,
    AddressesRepository,
    MerchService,
    MerchHolds,
    MerchOrdersService,
    MerchFulfilmentService,
    MerchStockService,
    MerchMailer,
    AddressesService,
    PickupQr,
    MerchPaymentPurpose,
  ],
  exports: [
    MerchService,
    MerchOrdersService,
    MerchOrdersRepository,
    MerchHolds,
    MerchFulfilmentService,
    MerchStockService,
  ],
})
export class MerchModule {}
