import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/index.js';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { UsersModule } from '../users/index.js';
import { AuditModule } from '../audit/index.js';
import { TicketsModule } from '../tickets/index.js';
import { CatalogueService } from './catalogue.service.js';
import { WaitlistController } from './waitlist.controller.js';
import { WaitlistMailer } from './waitlist-mailer.js';
import { WaitlistOffers } from './waitlist-offers.service.js';
import { WaitlistRepository } from './waitlist.repository.js';
import { WaitlistService } from './waitlist.service.js';

/** The waiting list: fans join sold-out seat areas; returned and added seats are offered in order. */
@Module({
  imports: [AlertsModule, EventsModule, OrdersModule, UsersModule, TicketsModule, AuditModule],
  controllers: [WaitlistController],
  providers: [WaitlistRepository, WaitlistMailer, WaitlistOffers, WaitlistService, CatalogueService],
  exports: [WaitlistOffers, CatalogueService],
})
export class WaitlistModule {}
