// What other modules may use of this module (the boundaries lint rule holds them to it).
export { Campaign } from './entities/campaign.entity.js';
export { GiveawayEntry, GiveawayTally } from './entities/entry.entity.js';
export { GIVEAWAY_OPS_COMMANDS } from './giveaway-ops.js';
export { GiveawayModule } from './giveaway.module.js';
