import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistService } from './waitlist.service.js';

@Module({
  imports: [EventsModule, OrdersModule],
  controllers: [WaitlistController],
  providers: [WaitlistService],
})
export class WaitlistModule {}
