import {
  CONSOLE_ROLES,
  type ConsoleGrantBody,
  type ConsoleGrantView,
  type ConsoleRole,
  EVENT_ROLES,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { EventsRepository } from '../events/index.js';
import { UsersRepository } from '../users/index.js';
import { ConsoleAccess } from './console-access.js';
import { isDemoAccount } from './demo-console.js';
import { type HeldRole, RolesRepository } from './roles.repository.js';

function grantView(held: HeldRole): ConsoleGrantView {
  return {
    id: held.id,
    email: held.email,
    role: held.role,
    eventId: held.eventId || null,
    eventSlug: held.eventSlug,
    eventTitle: held.eventTitle,
    grantedAt: held.createdAt,
  };
}

/**
 * Who holds which console role, granted and revoked by an admin in the console or by `ops roles`
 * (the same rules for both; every change is in the audit log).
 */
@Injectable()
export class RolesService {
  constructor(
    private readonly roles: RolesRepository,
    private readonly users: UsersRepository,
    private readonly events: EventsRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What an account may do in the console (read on every console call). */
  async access(userId: number): Promise<ConsoleAccess> {
    const [user, held] = await Promise.all([this.users.findById(userId), this.roles.ofUser(userId)]);
    const platform = new Set<ConsoleRole>();
    const byEvent = new Map<number, Set<ConsoleRole>>();
    for (const { role, eventId } of held) {
      if (!(CONSOLE_ROLES as readonly string[]).includes(role)) continue;
      const known = role as ConsoleRole;
      if (eventId === 0) platform.add(known);
      else {
        const held = byEvent.get(eventId) ?? new Set<ConsoleRole>();
        held.add(known);
        byEvent.set(eventId, held);
      }
    }
    return new ConsoleAccess(userId, user?.email ?? '', platform, byEvent);
  }

  /** The account and scope a grant or revocation names, checked. */
  private async target(body: ConsoleGrantBody): Promise<{ userId: number; eventId: number; email: string }> {
    const email = body.email.trim().toLowerCase();
    const scoped = EVENT_ROLES.includes(body.role);
    if (scoped && !body.eventId) throw new AppError('CONSOLE_ROLE_NEEDS_EVENT');
    const eventId = scoped ? body.eventId! : 0;
    if (scoped && !(await this.events.findEvent(eventId))) throw new AppError('CONSOLE_EVENT_NOT_FOUND');
    const user = await this.users.findByEmail(email);
    if (!user) throw new AppError('CONSOLE_ACCOUNT_NOT_FOUND');
    return { userId: user.id, eventId, email };
  }

  /** Gives `role` to the account (no change when it holds it already); production refuses demo accounts. */
  async grant(actor: Actor, body: ConsoleGrantBody): Promise<ConsoleGrantView[]> {
    const { userId, eventId, email } = await this.target(body);
    if (this.config.env === 'production' && isDemoAccount(email)) throw new AppError('CONSOLE_DEMO_ACCOUNT');
    await this.transactions.withTransaction(async (tx) => {
      const now = this.clock.now();
      if (await this.roles.grant(tx, { userId, role: body.role, eventId, createdAt: now })) {
        await this.audit.record(tx, actor, 'role.grant', {
          eventId: eventId || null,
          target: email,
          after: { role: body.role, eventId: eventId || null },
        });
      }
    });
    return this.list(undefined, email);
  }

  /** Takes `role` away from the account. */
  async revoke(actor: Actor, body: ConsoleGrantBody): Promise<ConsoleGrantView[]> {
    const { userId, eventId, email } = await this.target(body);
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.roles.revoke(tx, userId, body.role, eventId))) throw new AppError('CONSOLE_ROLE_NOT_HELD');
      await this.audit.record(tx, actor, 'role.revoke', {
        eventId: eventId || null,
        target: email,
        before: { role: body.role, eventId: eventId || null },
      });
    });
    return this.list(undefined, email);
  }

  /** Every role held (of one event and the platform's), or one account's. */
  async list(eventId?: number, email?: string): Promise<ConsoleGrantView[]> {
    const held = await this.roles.list(eventId);
    return held.filter((h) => email === undefined || h.email === email).map(grantView);
  }
}
