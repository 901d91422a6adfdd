import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignatureGuard } from './guards/signature.guard.js';
import { ThrottleGuard } from './guards/throttle.guard.js';
import { type RouteFlags, RouteFlagsReader } from '../common/http/route-flags.js';
import { RepairGuard } from '../modules/basic/index.js';
import { AuthGuard, type AuthedRequest } from '../modules/sessions/index.js';

/**
 * The four checks every API request passes, in this order: cheap refusals first (the throttle),
 * then repair mode, the signature, the login (docs/architecture.md, "The path of a request").
 * One global Nest guard (APP_GUARD): Nest runs it after the body is parsed and before the pipes
 * validate the params; a refusal throws its coded error to the exception filter. The route's
 * flags come from its decorators through the Reflector, and ride on the request for the reply's
 * envelope (`request.fanpassRoute`, envelope-adapter.ts).
 */
@Injectable()
export class RequestGuards implements CanActivate {
  private readonly flags: RouteFlagsReader;

  constructor(
    private readonly throttle: ThrottleGuard,
    private readonly repair: RepairGuard,
    private readonly signature: SignatureGuard,
    private readonly auth: AuthGuard,
    reflector: Reflector,
  ) {
    this.flags = new RouteFlagsReader(reflector);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthedRequest>();
    const route = this.flags.of(context.getHandler(), context.getClass());
    request.fanpassRoute = route;
    await this.check(request, route);
    return true;
  }

  private async check(request: AuthedRequest, route: RouteFlags): Promise<void> {
    const throttled = this.throttle.check(request);
    if (this.throttle.shared && !route.unsigned) {
      await this.whileCounted(request, route, throttled);
    } else {
      await throttled;
      const repair = this.repaired(route);
      if (repair) await repair;
      if (!route.unsigned) await this.signature.check(request);
    }
    const auth = this.auth.check(request, route);
    if (auth) await auth;
  }

  /**
   * The throttle counted in Redis (several instances): repair mode and the signature are checked
   * while the count is on its way, so the nonce's claim goes to Redis beside it (one round trip,
   * not two), and their answers count only once the throttle has let the request through: a
   * request over the limit is refused with 429 whatever else is wrong with it, gives its nonce
   * back and spends nothing of a partner's limit (SignatureGuard.check).
   */
  private async whileCounted(request: AuthedRequest, route: RouteFlags, throttled: Promise<void>): Promise<void> {
    const checked = (async () => {
      const repair = this.repaired(route);
      if (repair) await repair;
      await this.signature.check(request, throttled);
    })();
    // Handled at once, taken after the throttle's answer: a refusal decided first must not be left
    // unhandled while the count is on its way (Node would end the process for it).
    checked.catch(() => undefined);
    await throttled;
    await checked;
  }

  /** Repair mode's check, unless the route stays up during repairs: nothing when it answers at once. */
  private repaired(route: RouteFlags): Promise<void> | undefined {
    return route.repairExempt ? undefined : this.repair.check();
  }
}
