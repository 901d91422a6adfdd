// What other modules may use of this module (the boundaries lint rule holds them to it).
export { Order, type OrderAttendee } from './entities/order.entity.js';
export { OrderItem } from './entities/order-item.entity.js';
export { PurchaseCounter } from './entities/purchase-counter.entity.js';
export { type HoldRequest, HoldsService, type OfferHoldRequest, type ResaleHoldRequest } from './holds.service.js';
export type { ResaleStock } from './resale-stock.js';
export { OrdersModule } from './orders.module.js';
export { OrdersRepository } from './orders.repository.js';
export { OrdersService } from './orders.service.js';
export type { ReturnedSeats, SeatHandOver } from './returned-seats.js';
export { ORDERS_OPS_COMMANDS } from './orders-ops.js';
export { CreateOrderBody, OrderItemBody } from './dto/order.dto.js';
export { OrderView as OrderViewSchema } from './dto/order.view.js';
export { OrderView as OrderReplyView } from './dto/order.view.js';
