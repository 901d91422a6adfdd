import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, RAW_KEY, REPAIR_EXEMPT_KEY, UNSIGNED_KEY } from './decorators.js';

/** A route's decorator flags (@Public(), @Unsigned(), @Raw()...), handler over class. */
export interface RouteFlags {
  readonly public: boolean;
  readonly optionalAuth: boolean;
  readonly unsigned: boolean;
  readonly raw: boolean;
  readonly repairExempt: boolean;
}

type Handler = ReturnType<ExecutionContext['getHandler']>;
type Controller = ReturnType<ExecutionContext['getClass']>;

/** Reads a route's flags through Nest's Reflector, once per handler (they never change). */
export class RouteFlagsReader {
  private readonly known = new WeakMap<Handler, RouteFlags>();

  constructor(private readonly reflector: Reflector) {}

  of(handler: Handler, controller: Controller): RouteFlags {
    let flags = this.known.get(handler);
    if (!flags) {
      const flag = (key: string) =>
        this.reflector.getAllAndOverride<boolean | undefined>(key, [handler, controller]) === true;
      flags = {
        public: flag(PUBLIC_KEY),
        optionalAuth: flag(OPTIONAL_AUTH_KEY),
        unsigned: flag(UNSIGNED_KEY),
        raw: flag(RAW_KEY),
        repairExempt: flag(REPAIR_EXEMPT_KEY),
      };
      this.known.set(handler, flags);
    }
    return flags;
  }
}
