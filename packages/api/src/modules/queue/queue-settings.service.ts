import { QUEUE_METHODS, QUEUE_MODES, type QueueMethod, type QueueMode, seedCommitment } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { EventRow } from '../events/index.js';
import type { QueueSettingChange } from './entities/queue-setting-change.entity.js';
import { QueueSettings } from './entities/queue-settings.entity.js';
import { QueueRepository } from './queue.repository.js';
import { QueueState } from './queue-state.js';

/** The settings an operator (or the event import) may change. */
export interface QueueSettingsInput {
  enabled?: boolean;
  method?: QueueMethod;
  mode?: QueueMode;
  prequeueOpensAt?: number;
  ratePerMinute?: number;
  maxActive?: number;
  admissionSeconds?: number;
}

/** What a new queue starts with (docs/operations.md "Waiting room" explains how to size them). */
export const QUEUE_DEFAULTS = {
  method: 'shuffle',
  mode: 'open',
  prequeueMinutes: 30,
  ratePerMinute: 600,
  maxActive: 2_000,
  admissionSeconds: 600,
} as const;

const LIMITS = {
  ratePerMinute: [1, 1_000_000],
  maxActive: [1, 10_000_000],
  admissionSeconds: [30, 24 * 3600],
} as const;

/** The problems of an input, each a line an operator can act on; none when it may be applied. */
export function settingsProblems(input: QueueSettingsInput): string[] {
  const problems: string[] = [];
  if (input.method !== undefined && !QUEUE_METHODS.includes(input.method)) {
    problems.push(`method: one of ${QUEUE_METHODS.join(', ')}`);
  }
  if (input.mode !== undefined && !QUEUE_MODES.includes(input.mode)) {
    problems.push(`mode: one of ${QUEUE_MODES.join(', ')}`);
  }
  for (const [field, [min, max]] of Object.entries(LIMITS) as [keyof typeof LIMITS, readonly [number, number]][]) {
    const value = input[field];
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
      problems.push(`${field}: a whole number from ${min} to ${max}`);
    }
  }
  if (input.prequeueOpensAt !== undefined && !Number.isFinite(input.prequeueOpensAt)) {
    problems.push('prequeueOpensAt: a date and time (ISO 8601)');
  }
  return problems;
}

/**
 * Operators' changes to an event's waiting room: each applied with its line in the change log in
 * one transaction. The shuffle seed is chosen once, when the queue is first set up, and its SHA-256
 * is published from then on; it never changes, so the commitment holds.
 */
@Injectable()
export class QueueSettingsService {
  constructor(
    private readonly repository: QueueRepository,
    private readonly transactions: TransactionRunner,
    private readonly state: QueueState,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** An event's waiting-room settings; null when it has none. */
  settingsOf(eventId: number): Promise<QueueSettings | null> {
    return this.repository.settings(eventId);
  }

  /** Applies the input; answers the change lines (none when nothing changed) or the problems. */
  async apply(
    event: EventRow,
    input: QueueSettingsInput,
    by: string,
    tx?: EntityManager,
  ): Promise<{ changes: string[]; problems: string[] }> {
    const problems = settingsProblems(input);
    if (problems.length) return { changes: [], problems };
    const work = async (t: EntityManager) => {
      const now = this.clock.now();
      const current = await this.repository.settings(event.id, t);
      const next: QueueSettings = Object.assign(new QueueSettings(), current ?? this.fresh(event, now));
      const changes: string[] = current ? [] : [`created (seed commitment ${next.seedHash})`];
      for (const [field, value] of Object.entries(input) as [keyof QueueSettingsInput, unknown][]) {
        if (value === undefined || next[field] === value) continue;
        changes.push(`${field}: ${this.show(field, next[field])} -> ${this.show(field, value)}`);
        Object.assign(next, { [field]: value });
      }
      if (!changes.length) return changes;
      next.updatedAt = now;
      const change: Omit<QueueSettingChange, 'id'> = {
        eventId: event.id,
        changedBy: by,
        detail: changes.join('\n'),
        at: now,
      };
      await this.repository.save(t, next, change);
      return changes;
    };
    const changes = tx ? await work(tx) : await this.transactions.withTransaction(work);
    this.state.forget(event.id);
    return { changes, problems: [] };
  }

  /** The event import's step: each event's settings, applied in the import's own transaction. */
  async applyImported(tx: EntityManager, bySlug: Map<string, QueueSettingsInput>): Promise<string[]> {
    const lines: string[] = [];
    for (const [slug, input] of bySlug) {
      const event = await this.repository.eventBySlug(slug, tx);
      if (!event) continue;
      const { changes } = await this.apply(event, input, 'import', tx);
      if (changes.length) lines.push(`${slug} waiting room: ${changes.join('; ')}`);
    }
    return lines;
  }

  private fresh(event: EventRow, now: number): QueueSettings {
    const seed = randomBytes(32).toString('hex');
    return Object.assign(new QueueSettings(), {
      eventId: event.id,
      enabled: true,
      method: QUEUE_DEFAULTS.method,
      mode: QUEUE_DEFAULTS.mode,
      prequeueOpensAt: event.saleStartsAt - QUEUE_DEFAULTS.prequeueMinutes * 60_000,
      ratePerMinute: QUEUE_DEFAULTS.ratePerMinute,
      maxActive: QUEUE_DEFAULTS.maxActive,
      admissionSeconds: QUEUE_DEFAULTS.admissionSeconds,
      seed,
      seedHash: seedCommitment(seed),
      updatedAt: now,
    });
  }

  private show(field: keyof QueueSettingsInput, value: unknown): string {
    return field === 'prequeueOpensAt' && typeof value === 'number' ? new Date(value).toISOString() : String(value);
  }
}
