import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

interface Flags {
  controller: object;
  values: Map<string, boolean>;
}

const byHandler = new WeakMap<object, Flags>();

/**
 * A route's boolean decorator flag (@Public(), @Unsigned(), @Raw()...), handler over class.
 * Decorator metadata never changes after start, so each (route, flag) is looked up once
 * instead of on every request by every guard.
 */
export function routeFlag(reflector: Reflector, key: string, context: ExecutionContext): boolean {
  const handler = context.getHandler();
  const controller = context.getClass();
  let flags = byHandler.get(handler);
  if (!flags || flags.controller !== controller) {
    flags = { controller, values: new Map() };
    byHandler.set(handler, flags);
  }
  let value = flags.values.get(key);
  if (value === undefined) {
    value = reflector.getAllAndOverride<boolean | undefined>(key, [handler, controller]) === true;
    flags.values.set(key, value);
  }
  return value;
}
