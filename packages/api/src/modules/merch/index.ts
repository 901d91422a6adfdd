// What other modules may use of this module (the boundaries lint rule holds them to it).
import { MerchOrderItem } from './entities/merch-order-item.entity.js';
import { MerchOrder } from './entities/merch-order.entity.js';
import { MerchProduct } from './entities/merch-product.entity.js';
import { MerchTicketCounter } from './entities/merch-ticket-counter.entity.js';
import { MerchVariant } from './entities/merch-variant.entity.js';
import { ShippingAddress } from './entities/shipping-address.entity.js';

export { MerchOrder, MerchOrderItem, MerchProduct, MerchTicketCounter, MerchVariant, ShippingAddress };
export const MERCH_ENTITIES = [
  MerchProduct,
  MerchVariant,
  MerchOrder,
  MerchOrderItem,
  MerchTicketCounter,
  ShippingAddress,
];
export { demoMerch, seedDemoMerch } from './demo-merch.js';
export { MERCH_OPS_COMMANDS } from './merch-ops.js';
export { MerchModule } from './merch.module.js';
export { MerchHolds, type MerchHoldRequest } from './merch-holds.js';
export { MerchOrdersRepository } from './merch-orders.repository.js';
export { MerchOrdersService } from './merch-orders.service.js';
export { MerchService } from './merch.service.js';
export { MerchFulfilmentService, type PickupOutcome, type ShipOutcome } from './merch-fulfilment.service.js';
export { MerchStockService, type StockOutcome } from './merch-stock.service.js';
export { CreateMerchOrderBody, MerchOrderItemBody } from './dto/merch-order.dto.js';
export { MerchOrderView as MerchOrderViewSchema } from './dto/merch.view.js';
export { OrderAddressView as OrderAddressViewSchema } from './dto/merch.view.js';
