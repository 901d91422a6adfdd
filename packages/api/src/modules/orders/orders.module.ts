import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/index.js';
import { EventsModule } from '../events/index.js';
import { ExpiryJob } from './expiry.job.js';
import { HoldsService } from './holds.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [EventsModule, AttendeesModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, HoldsService, OrdersService, ExpiryJob],
  exports: [OrdersRepository, HoldsService, OrdersService, ExpiryJob],
})
export class OrdersModule {}
