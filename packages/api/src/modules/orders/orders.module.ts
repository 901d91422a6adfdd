import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/attendees.module.js';
import { EventsModule } from '../events/events.module.js';
import { WaitlistRepository } from '../waitlist/waitlist.repository.js';
import { ExpiryJob } from './expiry.job.js';
import { HoldsService } from './holds.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';
import { WaitlistMailer } from './waitlist-mailer.js';

@Module({
  imports: [EventsModule, AttendeesModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, WaitlistRepository, WaitlistMailer, HoldsService, OrdersService, ExpiryJob],
  exports: [OrdersRepository, WaitlistRepository, HoldsService, OrdersService, ExpiryJob],
})
export class OrdersModule {}
