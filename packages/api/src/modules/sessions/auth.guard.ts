import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import type { RouteFlags } from '../../common/http/route-flags.js';
import { type AuthUser, SessionsService } from './sessions.service.js';

export type AuthedRequest = FastifyRequest & { user?: AuthUser };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Every route needs a login unless it is @Public() (or @Unsigned(), which our clients never
 * call). A missing, expired or revoked login answers 401 with code 2062000.
 */
@Injectable()
export class AuthGuard {
  constructor(private readonly sessions: SessionsService) {}

  check(request: AuthedRequest, route: RouteFlags): Promise<void> | undefined {
    const open = route.public || route.unsigned;
    if (open && !route.optionalAuth) return undefined;
    return this.sessions.authenticate(header(request, 'token'), header(request, 'uuid')).then((user) => {
      if (user) request.user = user;
      else if (!open && !route.optionalAuth) throw new AppError('LOGIN_EXPIRED');
    });
  }
}
