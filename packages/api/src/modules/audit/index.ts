// What other modules may use of this module (the boundaries lint rule holds them to it).
export { AuditEntry } from './entities/audit-entry.entity.js';
export { AuditModule } from './audit.module.js';
export { type Actor, type AuditDetail, AuditService, opsActor } from './audit.service.js';
