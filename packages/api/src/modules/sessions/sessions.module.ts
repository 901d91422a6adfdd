import { Global, Module } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { AuthGuard } from './auth.guard.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // Signs the login tokens and verifies them on every request (SessionsService). The secret is
      // a KeyObject made once: given a string, jsonwebtoken would first try it as a public key on
      // every call, which cost a third of the CPU of a logged-in request.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionsRepository, SessionsService, AuthGuard],
  exports: [SessionsService, AuthGuard],
})
export class SessionsModule {}
