import { type ConsoleRole, PLATFORMS } from '@fanpass/contracts';
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiHeader } from '@nestjs/swagger';
import { AppError } from '../../common/errors/app-error.js';
import { ApiCodes } from '../../common/http/api-reply.js';
import type { AuthedRequest } from '../sessions/index.js';
import type { ConsoleAccess } from './console-access.js';
import { RolesService } from './roles.service.js';

const CONSOLE_RULE_KEY = 'fanpass:console-rule';

/** Which roles may call a console route, and where the route names its event (if it does). */
interface ConsoleRule {
  roles: readonly ConsoleRole[];
  /** The field of the path, query or body holding the event id the roles must cover. */
  event?: string;
}

export type ConsoleRequest = AuthedRequest & { consoleAccess?: ConsoleAccess };

/** The event id a route names, from its path, its query or its body (in that order); null when absent. */
function eventIdOf(request: ConsoleRequest, field: string): number | null {
  for (const source of [request.params, request.query, request.body]) {
    const raw = (source as Record<string, unknown> | undefined)?.[field];
    if (raw === undefined || raw === null || raw === '') continue;
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }
  return null;
}

/**
 * The console's check, after the global request checks (signature, login): only our own web
 * clients (platform H5 or PC; never a partner key), only an account holding a console role, and
 * only a role the route allows, for the event the route names. The account's access rides on
 * the request for `@ConsoleUser()`.
 */
@Injectable()
export class ConsoleGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly roles: RolesService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ConsoleRequest>();
    const platform = request.headers.platform;
    if (typeof platform !== 'string' || !(PLATFORMS as readonly string[]).includes(platform)) {
      throw new AppError('CONSOLE_CLIENT_REFUSED');
    }
    const user = request.user;
    if (!user) throw new AppError('LOGIN_EXPIRED');
    const rule = this.reflector.getAllAndOverride<ConsoleRule | undefined>(CONSOLE_RULE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const access = await this.roles.access(user.id);
    if (!access.roles.length) throw new AppError('CONSOLE_NO_ROLE');
    if (!rule) throw new AppError('CONSOLE_FORBIDDEN');
    const eventId = rule.event ? eventIdOf(request, rule.event) : null;
    if (eventId !== null) access.assertEvent(eventId, rule.roles);
    else if (!access.holdsAny(rule.roles)) throw new AppError('CONSOLE_FORBIDDEN');
    request.consoleAccess = access;
    return true;
  }
}

/**
 * A console route: the roles that may call it, and where it names its event (then an organiser
 * or staff role must be held for that event). Put on a controller or a handler (the handler's wins).
 */
export function ConsoleRoute(roles: readonly ConsoleRole[], options: { event?: string } = {}) {
  return applyDecorators(
    SetMetadata(CONSOLE_RULE_KEY, { roles, event: options.event } satisfies ConsoleRule),
    UseGuards(ConsoleGuard),
    ApiHeader({ name: 'platform', description: 'H5 or PC: partner keys never reach the console', required: true }),
    ApiCodes('CONSOLE_CLIENT_REFUSED', 'CONSOLE_NO_ROLE', 'CONSOLE_FORBIDDEN', 'CONSOLE_EVENT_FORBIDDEN'),
  );
}

/** The caller's console access (the guard has made sure there is one). */
export const ConsoleUser = createParamDecorator((_data: unknown, context: ExecutionContext): ConsoleAccess => {
  const access = context.switchToHttp().getRequest<ConsoleRequest>().consoleAccess;
  if (!access) throw new AppError('CONSOLE_NO_ROLE');
  return access;
});
