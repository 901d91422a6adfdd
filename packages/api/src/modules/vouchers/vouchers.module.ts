import { Module, type OnModuleInit } from '@nestjs/common';
import { EventsModule } from '../events/index.js';
import { HeldOrders, HeldOrdersModule } from '../held-orders/index.js';
import { MerchModule } from '../merch/index.js';
import { OrdersModule } from '../orders/index.js';
import { PaymentPurposes } from '../payments/index.js';
import { UsersModule } from '../users/index.js';
import { WalletModule, WalletService } from '../wallet/index.js';
import { DiscountableOrders } from './discountable-orders.js';
import { DiscountsService, VOUCHER_PROVIDER } from './discounts.service.js';
import { FanCoinService } from './fan-coin.service.js';
import { VouchersController } from './vouchers.controller.js';
import { VouchersRepository } from './vouchers.repository.js';
import { VouchersService } from './vouchers.service.js';

/** Vouchers ('My Voucher'), Fan Coin earned and spent, and the discount of a held ticket or merch order. */
@Module({
  // Both kinds of held order a discount lowers register themselves with the core.
  imports: [OrdersModule, MerchModule, HeldOrdersModule, EventsModule, UsersModule, WalletModule],
  controllers: [VouchersController],
  providers: [VouchersRepository, VouchersService, DiscountableOrders, DiscountsService, FanCoinService],
  exports: [VouchersService, DiscountsService, FanCoinService],
})
export class VouchersModule implements OnModuleInit {
  constructor(
    private readonly held: HeldOrders,
    private readonly purposes: PaymentPurposes,
    private readonly discounts: DiscountsService,
    private readonly coins: FanCoinService,
    private readonly vouchers: VouchersService,
    private readonly wallet: WalletService,
  ) {}

  onModuleInit(): void {
    // The voucher and coins of a hold that ends unpaid go back in the transaction that ends it.
    this.held.onEnded((tx, order) => this.discounts.returnDiscount(tx, order));
    // Fan Coin earned in the transaction that paid an order (not a top-up).
    this.purposes.onPaid((tx, paid) => this.coins.earn(tx, paid));
    // wallet/info's count of usable vouchers.
    this.wallet.countVouchersWith((userId) => this.vouchers.available(userId));
    // An order the discount paid in full was paid 0 by 'voucher': refunding it gives back nothing.
    this.purposes.registerInternalProvider({
      name: VOUCHER_PROVIDER,
      refund: (input) =>
        input.amount === 0
          ? Promise.resolve({ refundId: `voucher-${input.paymentNo}` })
          : Promise.reject(new Error(`payment ${input.paymentNo} by voucher paid ${input.amount}, not 0`)),
    });
  }
}
