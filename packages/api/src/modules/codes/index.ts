// What other modules may use of this module (the boundaries lint rule holds them to it).
export { CodesModule } from './codes.module.js';
export { type CodeTarget, CodesService } from './codes.service.js';
export { VerificationCode } from './entities/verification-code.entity.js';
export type { TransferDetails } from './templates.js';
