// What other modules may use of this module (the boundaries lint rule holds them to it).
export { WaitlistEntry, type WaitlistStatus } from './entities/waitlist-entry.entity.js';
export { WaitlistModule } from './waitlist.module.js';
export { WaitlistOffers } from './waitlist-offers.service.js';
export { CatalogueService } from './catalogue.service.js';
export { EVENT_OPS_COMMANDS, eventOpsCommands, type EventImportStep } from './event-ops.js';
