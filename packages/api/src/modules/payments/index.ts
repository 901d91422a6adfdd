// What other modules may use of this module (the boundaries lint rule holds them to it).
export { PaymentCallback } from './entities/payment-callback.entity.js';
export { Payment } from './entities/payment.entity.js';
export { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
export { SavedCard } from './entities/saved-card.entity.js';
export { PaymentsModule } from './payments.module.js';
