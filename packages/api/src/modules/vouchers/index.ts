// What other modules may use of this module (the boundaries lint rule holds them to it).
export { DiscountsService } from './discounts.service.js';
export { Voucher } from './entities/voucher.entity.js';
export { FanCoinService } from './fan-coin.service.js';
export { VOUCHER_OPS_COMMANDS } from './vouchers-ops.js';
export { VouchersModule } from './vouchers.module.js';
export { VouchersService } from './vouchers.service.js';
