import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/index.js';
import { EventsModule } from '../events/index.js';
import { HeldOrdersModule } from '../held-orders/index.js';
import { QueueModule } from '../queue/index.js';
import { HoldsService } from './holds.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/** Ticket orders: a kind of held order (held-orders) whose hold takes seats. */
@Module({
  imports: [EventsModule, AttendeesModule, HeldOrdersModule, QueueModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, HoldsService, OrdersService],
  exports: [OrdersRepository, HoldsService, OrdersService],
})
export class OrdersModule {}
