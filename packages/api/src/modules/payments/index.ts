// What other modules may use of this module (the boundaries lint rule holds them to it).
export { PaymentCallback } from './entities/payment-callback.entity.js';
export { Payment } from './entities/payment.entity.js';
export { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
export { SavedCard } from './entities/saved-card.entity.js';
export { PaymentsModule } from './payments.module.js';
export { PaymentEvent } from './entities/payment-event.entity.js';
export { PaymentRefund } from './entities/payment-refund.entity.js';
export { OrderRefundsService } from './order-refunds.service.js';
export { PaymentEventsService } from './payment-events.service.js';
export { PaymentJobs } from './payment-jobs.js';
export { ReconciliationService } from './reconciliation.service.js';
export { RefundsService } from './refunds.service.js';
export { type PendingItem, PaymentsReport } from './payments-report.js';
export {
  type InternalProvider,
  type PayableOrder,
  type PaidOrder,
  type PaymentPurpose,
  PaymentPurposes,
} from './payment-purpose.js';
export { PaymentsService, type InsidePayment } from './payments.service.js';
export { ORDER_CANCEL_OPS_COMMANDS, PAYMENT_OPS_COMMANDS } from './payments-ops.js';
export { TicketPurpose } from './ticket-purpose.js';
export { methodName, ReceiptMailer } from './receipt-mailer.js';
