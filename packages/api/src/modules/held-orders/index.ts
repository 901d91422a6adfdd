// What other modules may use of this module (the boundaries lint rule holds them to it).
export {
  type HeldOrderKind,
  type HeldOrderRow,
  type HoldClaim,
  type HoldEnd,
  type HoldPart,
  type HoldPlan,
  heldPayable,
  payableState,
} from './held-order.js';
export { type CreateSteps, HeldOrders } from './held-orders.service.js';
export { HeldOrdersModule } from './held-orders.module.js';
export { HoldExpiryJob } from './hold-expiry.job.js';
