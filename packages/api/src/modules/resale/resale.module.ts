import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/index.js';
import { BasicModule } from '../basic/index.js';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { TicketsModule } from '../tickets/index.js';
import { UsersModule } from '../users/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { WalletModule } from '../wallet/index.js';
import { AuditModule } from '../audit/index.js';
import { ResaleSettingsService } from './resale-settings.service.js';
import { ResaleController } from './resale.controller.js';
import { ResaleRepository } from './resale.repository.js';
import { ResaleService } from './resale.service.js';
import { ResaleStockService } from './resale-stock.service.js';

/** Face-value resale through the waiting list (decision 0026). */
@Module({
  imports: [
    AlertsModule,
    AuditModule,
    BasicModule,
    EventsModule,
    OrdersModule,
    TicketsModule,
    UsersModule,
    WaitlistModule,
    WalletModule,
  ],
  controllers: [ResaleController],
  providers: [ResaleRepository, ResaleService, ResaleStockService, ResaleSettingsService],
  exports: [ResaleService, ResaleSettingsService],
})
export class ResaleModule {}
