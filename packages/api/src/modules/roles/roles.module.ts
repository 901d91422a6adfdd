import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { EventsModule } from '../events/index.js';
import { UsersModule } from '../users/index.js';
import { ConsoleAccessController } from './console-access.controller.js';
import { ConsoleGuard } from './console.guard.js';
import { RolesRepository } from './roles.repository.js';
import { RolesService } from './roles.service.js';

/**
 * The console's roles and its guard (decision 0028): who may open the console and for which
 * events; a console section's module imports this one and puts `@ConsoleRoute` on its handlers.
 */
@Module({
  imports: [AuditModule, EventsModule, UsersModule],
  controllers: [ConsoleAccessController],
  providers: [RolesRepository, RolesService, ConsoleGuard],
  exports: [RolesService, ConsoleGuard, AuditModule],
})
export class RolesModule {}
