import { Module } from '@nestjs/common';
import { CodesModule } from '../codes/index.js';
import { HumanCheckModule } from '../human-check/index.js';
import { AccountEvents } from './account-events.js';
import { AccountsService } from './accounts.service.js';
import { EmailChangeService } from './email-change.service.js';
import { LoginThrottle } from './login-throttle.js';
import { EmailMessageController, PhoneMessageController } from './messages.controller.js';
import { PaymentPasswordService } from './payment-password.service.js';
import { PinHasher } from './pin-hasher.js';
import { UserInfoController } from './user-info.controller.js';
import { UsersRepository } from './users.repository.js';
import { VerificationService } from './verification.service.js';

/** Accounts: /userInfo, /emailMessage and /phoneMessage (spec §7). */
@Module({
  imports: [CodesModule, HumanCheckModule],
  controllers: [UserInfoController, EmailMessageController, PhoneMessageController],
  providers: [
    UsersRepository,
    AccountsService,
    VerificationService,
    EmailChangeService,
    PaymentPasswordService,
    PinHasher,
    LoginThrottle,
    AccountEvents,
  ],
  exports: [UsersRepository, PaymentPasswordService, AccountEvents],
})
export class UsersModule {}
