// What other modules may use of this module (the boundaries lint rule holds them to it).
export { Checkout } from './entities/checkout.entity.js';
export { CheckoutModule } from './checkout.module.js';
