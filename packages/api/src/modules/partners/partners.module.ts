import { Global, Module } from '@nestjs/common';
import { PARTNER_KEYS } from '../../infra/tokens.js';
import { PartnerKeysService } from './partner-keys.service.js';

/** Partner keys; global so the signature guard (common) finds them under PARTNER_KEYS. */
@Global()
@Module({
  providers: [PartnerKeysService, { provide: PARTNER_KEYS, useExisting: PartnerKeysService }],
  exports: [PartnerKeysService, PARTNER_KEYS],
})
export class PartnersModule {}
