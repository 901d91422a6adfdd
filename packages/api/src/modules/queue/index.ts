// What other modules may use of this module (the boundaries lint rule holds them to it).
export { QUEUE_ENTITIES } from './entities/index.js';
export { QueueAdmissionInterceptor } from './queue-admission.interceptor.js';
export { QueueModule } from './queue.module.js';
export { parseQueueImport } from './queue-import.js';
export { QUEUE_OPS_COMMANDS } from './queue-ops.js';
export { QueueSettingsService, type QueueSettingsInput } from './queue-settings.service.js';
export { QueueService } from './queue.service.js';
