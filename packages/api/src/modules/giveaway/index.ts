// What other modules may use of this module (the boundaries lint rule holds them to it).
export { Campaign } from './entities/campaign.entity.js';
export { GiveawayEntry, GiveawayTally } from './entities/entry.entity.js';
export { checkCampaign } from './campaign-input.js';
export { type DrawOutcome, DrawService } from './draw.service.js';
export { GIVEAWAY_OPS_COMMANDS } from './giveaway-ops.js';
export { GiveawayService } from './giveaway.service.js';
export { GiveawayModule } from './giveaway.module.js';
export { GiveawayPrizeView, GiveawayResultView, GiveawayRulesView } from './dto/giveaway.view.js';
