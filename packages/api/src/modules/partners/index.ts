// What other modules may use of this module (the boundaries lint rule holds them to it).
export { PARTNER_OPS_COMMANDS } from './partners-ops.js';
export { PartnerKeysService } from './partner-keys.service.js';
export { PartnersModule } from './partners.module.js';
