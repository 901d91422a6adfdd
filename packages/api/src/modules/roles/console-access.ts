import { type ConsoleRole, EVENT_ROLES } from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';
import type { Actor } from '../audit/index.js';

/**
 * What one signed-in account may do in the console: its roles, platform-wide or per event. The
 * guard decides a route by it; a service whose event comes from what it acts on (an order's
 * event) asks it again with `assertEvent` before acting.
 */
export class ConsoleAccess {
  constructor(
    readonly userId: number,
    readonly email: string,
    /** Platform-wide roles (admin, support). */
    readonly platformRoles: ReadonlySet<ConsoleRole>,
    /** Event roles: event id -> the roles held for it. */
    readonly eventRoles: ReadonlyMap<number, ReadonlySet<ConsoleRole>>,
  ) {}

  get admin(): boolean {
    return this.platformRoles.has('admin');
  }

  get roles(): ConsoleRole[] {
    const all = new Set<ConsoleRole>(this.platformRoles);
    for (const roles of this.eventRoles.values()) for (const role of roles) all.add(role);
    return [...all];
  }

  /** The events this account holds `role` for. */
  eventsAs(role: ConsoleRole): number[] {
    return [...this.eventRoles].filter(([, roles]) => roles.has(role)).map(([id]) => id);
  }

  /** The actor the audit log records for this account's actions. */
  get actor(): Actor {
    return { kind: 'console', userId: this.userId, label: this.email };
  }

  /** True when one of `allowed` is held for the whole platform (admin always is). */
  platformWide(allowed: readonly ConsoleRole[]): boolean {
    return this.admin || allowed.some((role) => !EVENT_ROLES.includes(role) && this.platformRoles.has(role));
  }

  /**
   * The events a listing may show for `allowed`: undefined for all of them (a platform role),
   * else the events one of those roles is held for.
   */
  visibleEvents(allowed: readonly ConsoleRole[]): number[] | undefined {
    if (this.platformWide(allowed)) return undefined;
    return [...this.eventRoles].filter(([, roles]) => allowed.some((role) => roles.has(role))).map(([id]) => id);
  }

  /** Whether any of `allowed` is held at all (for some event or the platform). */
  holdsAny(allowed: readonly ConsoleRole[]): boolean {
    return this.platformWide(allowed) || (this.visibleEvents(allowed)?.length ?? 0) > 0;
  }

  /**
   * Refuses unless one of `allowed` covers `eventId`: a role not held at all is CONSOLE_FORBIDDEN
   * (staff asking to refund), one held only for other events CONSOLE_EVENT_FORBIDDEN (an
   * organiser of another promoter's event).
   */
  assertEvent(eventId: number, allowed: readonly ConsoleRole[]): void {
    if (this.platformWide(allowed)) return;
    const held = this.eventRoles.get(eventId);
    if (held && allowed.some((role) => held.has(role))) return;
    throw new AppError(this.holdsAny(allowed) ? 'CONSOLE_EVENT_FORBIDDEN' : 'CONSOLE_FORBIDDEN');
  }
}
