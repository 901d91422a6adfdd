// What other modules may use of this module (the boundaries lint rule holds them to it).
export { HumanCheckModule } from './human-check.module.js';
export { HumanCheckService } from './human-check.service.js';
