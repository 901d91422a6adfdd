import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';

@Module({
  imports: [EventsModule, OrdersModule],
  controllers: [TicketsController],
  providers: [TicketsRepository, TicketsService],
  exports: [TicketsService],
})
export class TicketsModule {}
