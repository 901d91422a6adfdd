import { Module } from '@nestjs/common';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';

/** The Fan Pay wallet: the ledger, top-ups, paying from the wallet (issue 12). */
@Module({
  providers: [LedgerRepository, LedgerService],
  exports: [LedgerService],
})
export class WalletModule {}
