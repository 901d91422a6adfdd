import { Module } from '@nestjs/common';
import { EventsModule } from '../events/index.js';
import { OrdersModule } from '../orders/index.js';
import { TicketsController } from './tickets.controller.js';
import { TicketsRepository } from './tickets.repository.js';
import { TicketsService } from './tickets.service.js';
import { ApplePassController } from './wallet/apple-pass.controller.js';
import { AppleWebServiceController } from './wallet/apple-web-service.controller.js';
import { AppleWebService } from './wallet/apple-web-service.js';
import { WalletPassUpdates } from './wallet/wallet-pass-updates.js';
import { WalletPassesRepository } from './wallet/wallet-passes.repository.js';
import { WalletPassesService } from './wallet/wallet-passes.service.js';
import { WALLET_UPDATE_SENDERS } from './wallet/wallet-update-senders.js';

@Module({
  imports: [EventsModule, OrdersModule],
  controllers: [TicketsController, ApplePassController, AppleWebServiceController],
  providers: [
    TicketsRepository,
    TicketsService,
    WalletPassesService,
    WalletPassesRepository,
    WalletPassUpdates,
    AppleWebService,
    ...WALLET_UPDATE_SENDERS,
  ],
  exports: [TicketsService],
})
export class TicketsModule {}
