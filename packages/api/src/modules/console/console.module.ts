import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts/index.js';
import { AuditModule } from '../audit/index.js';
import { BasicModule } from '../basic/index.js';
import { EventsModule } from '../events/index.js';
import { GateModule } from '../gate/index.js';
import { MerchModule } from '../merch/index.js';
import { GiveawayModule } from '../giveaway/index.js';
import { OrdersModule } from '../orders/index.js';
import { QueueModule } from '../queue/index.js';
import { ResaleModule } from '../resale/index.js';
import { RolesModule } from '../roles/index.js';
import { SupportModule } from '../support/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { ConsoleCommunicationController } from './console-communication.controller.js';
import { ConsoleCommunicationService } from './console-communication.service.js';
import { ConsoleCheckinController } from './console-checkin.controller.js';
import { ConsoleCheckinService } from './console-checkin.service.js';
import { ConsoleEventsController } from './console-events.controller.js';
import { ConsoleEventsService } from './console-events.service.js';
import { ConsoleMerchController } from './console-merch.controller.js';
import { ConsoleMerchService } from './console-merch.service.js';
import { ConsoleGiveawayController } from './console-giveaway.controller.js';
import { ConsoleGiveawayService } from './console-giveaway.service.js';
import { ConsoleOrdersController } from './console-orders.controller.js';
import { ConsoleOrdersRepository } from './console-orders.repository.js';
import { ConsoleOrdersService } from './console-orders.service.js';
import { ConsoleSalesService } from './console-sales.service.js';
import { ConsoleSupportController } from './console-support.controller.js';

/**
 * The promoter's console operations (issue 47): controllers under /fanapih5/console guarded by
 * `@ConsoleRoute`, each calling the service the ops CLI uses for the same change.
 */
@Module({
  imports: [
    AlertsModule,
    AuditModule,
    BasicModule,
    EventsModule,
    GateModule,
    GiveawayModule,
    MerchModule,
    OrdersModule,
    QueueModule,
    ResaleModule,
    RolesModule,
    SupportModule,
    WaitlistModule,
  ],
  controllers: [
    ConsoleEventsController,
    ConsoleCheckinController,
    ConsoleCommunicationController,
    ConsoleGiveawayController,
    ConsoleMerchController,
    ConsoleOrdersController,
    ConsoleSupportController,
  ],
  providers: [
    ConsoleCheckinService,
    ConsoleCommunicationService,
    ConsoleEventsService,
    ConsoleGiveawayService,
    ConsoleMerchService,
    ConsoleOrdersRepository,
    ConsoleOrdersService,
    ConsoleSalesService,
  ],
})
export class ConsoleModule {}
