import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { TopUpsRepository } from './topups.repository.js';
import { TopUpsService } from './topups.service.js';
import { WalletPayService } from './wallet-pay.service.js';
import { WalletController } from './wallet.controller.js';
import { WalletInvariants } from './wallet-invariants.js';
import { WalletService } from './wallet.service.js';

/**
 * The Fan Pay wallet (issue 12): the ledger, top-ups (the 'topup' payment purpose), paying any
 * purpose's order from the wallet (the 'wallet' internal provider), wallet info and records.
 */
@Module({
  imports: [UsersModule],
  controllers: [WalletController],
  providers: [
    LedgerRepository,
    LedgerService,
    TopUpsRepository,
    TopUpsService,
    WalletService,
    WalletPayService,
    WalletInvariants,
  ],
  exports: [LedgerService, WalletService, WalletInvariants],
})
export class WalletModule {}
