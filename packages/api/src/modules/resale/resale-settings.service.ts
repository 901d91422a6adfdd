import { RESALE_MAX_FEE_PERCENT } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import type { EventRow } from '../events/index.js';
import { type ResaleRules, ResaleRepository } from './resale.repository.js';

/** The most hours before the start listings may close. */
const MAX_DEADLINE_HOURS = 24 * 365;

/** The problems of a change to an event's resale rules, each a line an operator can act on. */
export function resaleRulesProblems(change: Partial<ResaleRules>): string[] {
  const problems: string[] = [];
  for (const [field, max] of [
    ['feePercent', RESALE_MAX_FEE_PERCENT],
    ['deadlineHours', MAX_DEADLINE_HOURS],
  ] as const) {
    const value = change[field];
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > max)) {
      problems.push(`${field}: a whole number from 0 to ${max}`);
    }
  }
  return problems;
}

/**
 * An event's resale rules, changed by `ops resale settings|pause|resume` and by the console alike:
 * checked by one rule, saved with its line in the audit log in one transaction.
 */
@Injectable()
export class ResaleSettingsService {
  constructor(
    private readonly repository: ResaleRepository,
    private readonly audit: AuditService,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  rules(eventId: number): Promise<ResaleRules> {
    return this.repository.rules(eventId);
  }

  /** Applies the change (fields left out are kept); a rule broken is CONSOLE_SETTINGS_INVALID with every problem. */
  async change(actor: Actor, event: EventRow, change: Partial<ResaleRules>): Promise<ResaleRules> {
    const problems = resaleRulesProblems(change);
    if (problems.length) throw new AppError('CONSOLE_SETTINGS_INVALID', { problems: problems.join('; ') });
    return this.transactions.withTransaction(async (tx) => {
      const before = await this.repository.rules(event.id, tx);
      const after: ResaleRules = { ...before };
      for (const [field, value] of Object.entries(change) as [keyof ResaleRules, never][]) {
        if (value !== undefined) after[field] = value;
      }
      await this.repository.saveRules(event.id, after, this.clock.now(), tx);
      await this.audit.record(tx, actor, 'resale.settings', { eventId: event.id, target: event.slug, before, after });
      return after;
    });
  }
}
