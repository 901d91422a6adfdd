import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import type { EventRow } from '../events/index.js';
import { UsersRepository } from '../users/index.js';
import { GateRepository, type GateStaffRow } from './gate.repository.js';

/**
 * Who validates tickets at an event's gates: added and removed by e-mail in the console and by
 * `ops staff add/remove`, one set of rules for both, every change in the audit log.
 */
@Injectable()
export class GateStaffService {
  constructor(
    private readonly gate: GateRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The accounts that validate tickets at the event's gates. */
  staff(eventId: number): Promise<GateStaffRow[]> {
    return this.gate.staffOf(eventId);
  }

  /**
   * Lets an account (found by e-mail; it signs up on the app first) validate tickets at the
   * event's gates; false when it already did (then nothing is recorded).
   */
  async add(actor: Actor, event: Pick<EventRow, 'id' | 'slug'>, email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    const user = await this.users.findByEmail(address);
    if (!user) throw new AppError('CONSOLE_STAFF_NO_ACCOUNT', { email: address });
    try {
      return await this.transactions.withTransaction(async (tx) => {
        if (!(await this.gate.addStaff(tx, user.id, event.id, this.clock.now()))) return false;
        await this.audit.record(tx, actor, 'staff.add', {
          eventId: event.id,
          target: address,
          after: { email: address, event: event.slug },
        });
        return true;
      });
    } catch (error) {
      // The same account added at the same moment by a second request: that one recorded it.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Stops an account validating tickets for the event; refused when it did not. */
  async remove(actor: Actor, event: Pick<EventRow, 'id' | 'slug'>, email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const user = await this.users.findByEmail(address);
    if (!user) throw new AppError('CONSOLE_STAFF_NOT_FOUND');
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.gate.removeStaff(tx, user.id, event.id))) throw new AppError('CONSOLE_STAFF_NOT_FOUND');
      await this.audit.record(tx, actor, 'staff.remove', {
        eventId: event.id,
        target: address,
        before: { email: address, event: event.slug },
      });
    });
  }
}
