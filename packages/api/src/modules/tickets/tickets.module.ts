import { Module } from '@nestjs/common';
import { AttendeesModule } from '../attendees/index.js';
import { BasicModule } from '../basic/index.js';
import { CodesModule } from '../codes/index.js';
import { AlertsModule } from '../alerts/index.js';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { UsersModule } from '../users/index.js';
import { SeatsJob } from './seats/seats.job.js';
import { SeatsRepository } from './seats/seats.repository.js';
import { SeatsService } from './seats/seats.service.js';
import { TransferExpiryJob } from './transfers/transfer-expiry.job.js';
import { TransfersController } from './transfers/transfers.controller.js';
import { TransfersRepository } from './transfers/transfers.repository.js';
import { TransfersService } from './transfers/transfers.service.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import { TicketResale } from './ticket-resale.js';
import { ApplePassController } from './passes/apple-pass.controller.js';
import { AppleWebServiceController } from './passes/apple-web-service.controller.js';
import { AppleWebService } from './passes/apple-web-service.js';
import { WalletPassUpdates } from './passes/wallet-pass-updates.js';
import { WalletPassesRepository } from './passes/wallet-passes.repository.js';
import { WalletPassesService } from './passes/wallet-passes.service.js';
import { WALLET_UPDATE_SENDERS } from './passes/wallet-update-senders.js';

@Module({
  imports: [AlertsModule, EventsModule, OrdersModule, UsersModule, CodesModule, BasicModule, AttendeesModule],
  controllers: [TicketsController, TransfersController, ApplePassController, AppleWebServiceController],
  providers: [
    TicketsRepository,
    TicketsService,
    WalletPassesService,
    WalletPassesRepository,
    WalletPassUpdates,
    AppleWebService,
    ...WALLET_UPDATE_SENDERS,
    SeatsRepository,
    SeatsService,
    SeatsJob,
    TransfersRepository,
    TransfersService,
    TransferExpiryJob,
    TicketResale,
  ],
  exports: [TicketsService, SeatsService, TicketResale],
})
export class TicketsModule {}
