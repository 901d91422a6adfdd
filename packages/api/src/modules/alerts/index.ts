// What other modules may use of this module (the boundaries lint rule holds them to it).
export { AlertsModule } from './alerts.module.js';
export { AlertsService, type Alert, type EventNotice } from './alerts.service.js';
export { ALERTS_OPS_COMMANDS } from './alerts-ops.js';
