import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { BasicController } from './basic.controller.js';
import { BasicService } from './basic.service.js';
import { RepairGuard } from './repair.guard.js';
import { NoticesService } from './notices.service.js';
import { RepairService } from './repair.service.js';
import { SettingsRepository } from './settings.repository.js';

@Module({
  imports: [AuditModule],
  controllers: [BasicController],
  providers: [BasicService, SettingsRepository, RepairService, RepairGuard, NoticesService],
  exports: [RepairService, RepairGuard, NoticesService],
})
export class BasicModule {}
