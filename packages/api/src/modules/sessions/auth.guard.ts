import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/errors/app-error.js';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, UNSIGNED_KEY } from '../../common/http/decorators.js';
import { routeFlag } from '../../common/http/route-flags.js';
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
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const open = routeFlag(this.reflector, PUBLIC_KEY, context) || routeFlag(this.reflector, UNSIGNED_KEY, context);
    const optional = routeFlag(this.reflector, OPTIONAL_AUTH_KEY, context);
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const token = header(request, 'token');
    if (open && !optional) return true;
    const user = await this.sessions.authenticate(token, header(request, 'uuid'));
    if (user) {
      request.user = user;
      return true;
    }
    if (open || optional) return true;
    throw new AppError('LOGIN_EXPIRED');
  }
}
