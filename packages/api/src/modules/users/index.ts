// What other modules may use of this module (the boundaries lint rule holds them to it).
export { RetiredEmail } from './entities/retired-email.entity.js';
export { User } from './entities/user.entity.js';
export { UsersModule } from './users.module.js';
export { UsersRepository } from './users.repository.js';
export { PaymentPasswordService } from './payment-password.service.js';
export { EmailField, PayPasswordField } from './dto/fields.js';
export { AccountEvents } from './account-events.js';
export { ACCOUNT_OPS_COMMANDS } from './account-ops.js';
export { accountLanguage } from './account-language.js';
