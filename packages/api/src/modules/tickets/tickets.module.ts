import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import { ApplePassController } from './wallet/apple-pass.controller.js';
import { WalletPassesService } from './wallet/wallet-passes.service.js';

@Module({
  imports: [EventsModule, OrdersModule],
  controllers: [TicketsController, ApplePassController],
  providers: [TicketsRepository, TicketsService, WalletPassesService],
  exports: [TicketsService, WalletPassesService],
})
export class TicketsModule {}
