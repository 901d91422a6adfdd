import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import type { NonceStore } from '../../infra/nonce-store.js';
import { APP_CONFIG, CLOCK, NONCE_STORE } from '../../infra/tokens.js';
import { AltchaHumanCheck } from './altcha.provider.js';
import { HUMAN_CHECK, type HumanCheck } from './human-check.js';
import { HumanCheckController } from './human-check.controller.js';
import { HumanCheckService } from './human-check.service.js';
import { RemoteHumanCheck } from './remote.provider.js';

/** The human check: HUMAN_CHECK_PROVIDER picks ALTCHA (default), reCAPTCHA or Turnstile. */
@Module({
  controllers: [HumanCheckController],
  providers: [
    {
      provide: HUMAN_CHECK,
      inject: [APP_CONFIG, CLOCK, NONCE_STORE],
      useFactory: (config: AppConfig, clock: Clock, nonces: NonceStore): HumanCheck =>
        config.humanCheck.provider === 'altcha'
          ? new AltchaHumanCheck(config.humanCheck, clock, nonces)
          : new RemoteHumanCheck(config.humanCheck.provider, config.humanCheck),
    },
    HumanCheckService,
  ],
  exports: [HumanCheckService],
})
export class HumanCheckModule {}
