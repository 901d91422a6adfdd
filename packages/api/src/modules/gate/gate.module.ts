import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { EventsModule } from '../events/index.js';
import { UsersModule } from '../users/index.js';
import { GateController } from './gate.controller.js';
import { GateRepository } from './gate.repository.js';
import { GateService } from './gate.service.js';
import { GateStaffService } from './gate-staff.service.js';
import { ManifestSigner } from './manifest-signer.js';
import { QrSecretController } from './qr-secret.controller.js';

/** Gate entry: staff accounts, the holder's QR secret, online and offline validation. */
@Module({
  imports: [AuditModule, EventsModule, UsersModule],
  controllers: [GateController, QrSecretController],
  providers: [GateRepository, GateService, GateStaffService, ManifestSigner],
  exports: [GateService, GateRepository, GateStaffService],
})
export class GateModule {}
