import { Module } from '@nestjs/common';
import { CodesRepository } from './codes.repository.js';
import { CodesService } from './codes.service.js';

/** E-mail and SMS verification codes (the transfer and wallet modules use CodesService too). */
@Module({
  providers: [CodesRepository, CodesService],
  exports: [CodesService],
})
export class CodesModule {}
