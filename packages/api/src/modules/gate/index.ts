// What other modules may use of this module (the boundaries lint rule holds them to it).
export { GateScan } from './entities/gate-scan.entity.js';
export { GateStaff } from './entities/gate-staff.entity.js';
export { GATE_OPS_COMMANDS } from './gate-ops.js';
export { GateModule } from './gate.module.js';
export { GateRepository, type GateStaffRow, type RecentScanRow } from './gate.repository.js';
export { GateService } from './gate.service.js';
export { GateStaffService } from './gate-staff.service.js';
