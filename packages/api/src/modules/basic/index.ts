// What other modules may use of this module (the boundaries lint rule holds them to it).
export { BasicModule } from './basic.module.js';
export { Notice } from './entities/notice.entity.js';
export { Setting } from './entities/setting.entity.js';
export { NoticesService, type NoticeTranslations, noticeTranslations } from './notices.service.js';
export { RepairGuard } from './repair.guard.js';
export { RepairService } from './repair.service.js';
export { COUNTRY_DIAL_CODES } from './regions.js';
export { BASIC_OPS_COMMANDS } from './basic-ops.js';
