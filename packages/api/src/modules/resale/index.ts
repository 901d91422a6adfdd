// What other modules may use of this module (the boundaries lint rule holds them to it).
export { ResaleListing } from './entities/resale-listing.entity.js';
export { ResaleSetting } from './entities/resale-setting.entity.js';
export { ResaleModule } from './resale.module.js';
export { ResaleService } from './resale.service.js';
export { ResaleSettingsService } from './resale-settings.service.js';
export { RESALE_OPS_COMMANDS } from './resale-ops.js';
export { seedDemoResale } from './demo-resale.js';
export { RESALE_IMPORT_STEP } from './resale-import.js';
