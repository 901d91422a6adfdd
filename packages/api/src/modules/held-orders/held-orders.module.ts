import { Module } from '@nestjs/common';
import { HeldOrders } from './held-orders.service.js';
import { HoldExpiryJob } from './hold-expiry.job.js';

/** The held-order core that ticket and merch orders plug their rows and inventory into. */
@Module({
  providers: [HeldOrders, HoldExpiryJob],
  exports: [HeldOrders, HoldExpiryJob],
})
export class HeldOrdersModule {}
