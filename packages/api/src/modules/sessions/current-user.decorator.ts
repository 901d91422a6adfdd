import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AuthedRequest } from './auth.guard.js';
import type { AuthUser } from './sessions.service.js';

/** The signed-in caller (the auth guard has made sure there is one). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw new AppError('LOGIN_EXPIRED');
  return user;
});

/** The caller when signed in, else undefined (for @OptionalAuth() routes). */
export const MaybeUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser | undefined =>
    context.switchToHttp().getRequest<AuthedRequest>().user,
);
