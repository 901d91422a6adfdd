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
    const required = !open && !route.optionalAuth;
    const user = this.sessions.authenticate(header(request, 'token'), header(request, 'uuid'));
    if (user instanceof Promise) return user.then((found) => admit(request, found, required));
    admit(request, user, required);
    return undefined;
  }
}

/** The caller on the request, or a refusal when the route needs a login and there is none. */
function admit(request: AuthedRequest, user: AuthUser | null, required: boolean): void {
  if (user) request.user = user;
  else if (required) throw new AppError('LOGIN_EXPIRED');
}
