// What other modules may use of this module (the boundaries lint rule holds them to it).
export { LedgerAccount, PLATFORM_ACCOUNTS, type PlatformAccount } from './entities/ledger-account.entity.js';
export { LedgerEntry } from './entities/ledger-entry.entity.js';
export { LedgerTransaction } from './entities/ledger-transaction.entity.js';
export { WalletTopUp } from './entities/wallet-topup.entity.js';
export {
  type LedgerAccountRef,
  type LedgerLeg,
  type LedgerPosted,
  type LedgerPosting,
  LedgerService,
} from './ledger.service.js';
export { type VoucherCounter, WalletService } from './wallet.service.js';
export { WalletInvariants } from './wallet-invariants.js';
export { WalletModule } from './wallet.module.js';
export { WALLET_OPS_COMMANDS } from './wallet-ops.js';
