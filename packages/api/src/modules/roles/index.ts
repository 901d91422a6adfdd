// What other modules may use of this module (the boundaries lint rule holds them to it).
export { ConsoleAccess } from './console-access.js';
export { ConsoleGuard, ConsoleRoute, ConsoleUser } from './console.guard.js';
export { ConsoleRoleRow } from './entities/console-role.entity.js';
export { DEMO_CONSOLE_ACCOUNTS, seedDemoConsole } from './demo-console.js';
export { ROLES_OPS_COMMANDS } from './roles-ops.js';
export { RolesModule } from './roles.module.js';
export { RolesService } from './roles.service.js';
