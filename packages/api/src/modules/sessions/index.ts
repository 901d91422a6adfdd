// What other modules may use of this module (the boundaries lint rule holds them to it).
export { AuthGuard, type AuthedRequest } from './auth.guard.js';
export { assertBuyer, buysOnDesktop } from './buyer.js';
export { CurrentUser, MaybeUser } from './current-user.decorator.js';
export { Session } from './entities/session.entity.js';
export { SessionsModule } from './sessions.module.js';
export { type AuthUser, type SessionOrigin, SessionsService } from './sessions.service.js';
export type { UserStatus } from './sessions.repository.js';
