import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { HumanCheckModule } from '../human-check/index.js';
import { UsersModule } from '../users/index.js';
import { EnquiriesService } from './enquiries.service.js';
import { SupportController } from './support.controller.js';
import { SupportMailer } from './support-mailer.js';
import { SupportRepository } from './support.repository.js';
import { SupportService } from './support.service.js';

/** Business cooperation enquiries and support requests (spec §3). */
@Module({
  imports: [AuditModule, HumanCheckModule, UsersModule],
  controllers: [SupportController],
  providers: [SupportRepository, SupportMailer, SupportService, EnquiriesService],
  exports: [SupportRepository, EnquiriesService],
})
export class SupportModule {}
