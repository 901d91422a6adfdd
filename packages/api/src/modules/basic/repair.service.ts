import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { type Actor, AuditService } from '../audit/index.js';
import { SettingsRepository } from './settings.repository.js';

export interface RepairState {
  on: boolean;
  message: string;
  since: number | null;
}

const KEY = 'repair';
const OFF: RepairState = { on: false, message: '', since: null };

/**
 * Repair mode lives in the database so every instance sees it; each instance re-reads it at
 * most every REPAIR_CACHE_MS so the check costs nothing per request. One read at a time: the
 * requests that find the remembered state stale wait for the same read, so a crowd arriving as it
 * goes stale costs the database one query, not one each.
 */
@Injectable()
export class RepairService {
  private cached: { state: RepairState; at: number } | undefined;
  private reading: Promise<RepairState> | undefined;

  constructor(
    private readonly settings: SettingsRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The state read less than REPAIR_CACHE_MS ago, if there is one. */
  remembered(): RepairState | undefined {
    return this.cached && this.clock.now() - this.cached.at < this.config.repairCacheMs ? this.cached.state : undefined;
  }

  async current(): Promise<RepairState> {
    const remembered = this.remembered();
    if (remembered) return remembered;
    this.reading ??= this.refresh().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  private async refresh(): Promise<RepairState> {
    const now = this.clock.now();
    const state = await this.read();
    this.cached = { state, at: now };
    return state;
  }

  /** Turns repair mode on (or changes its message), recorded in the audit log with the change. */
  turnOn(actor: Actor, message: string): Promise<RepairState> {
    return this.change(actor, 'repair.on', { on: true, message, since: this.clock.now() });
  }

  turnOff(actor: Actor): Promise<RepairState> {
    return this.change(actor, 'repair.off', OFF);
  }

  private async read(tx?: EntityManager): Promise<RepairState> {
    const raw = await this.settings.get(KEY, tx);
    return raw ? (JSON.parse(raw) as RepairState) : OFF;
  }

  private async change(actor: Actor, action: string, state: RepairState): Promise<RepairState> {
    await this.transactions.withTransaction(async (tx) => {
      const before = await this.read(tx);
      await this.settings.put(KEY, JSON.stringify(state), this.clock.now(), tx);
      await this.audit.record(tx, actor, action, { target: 'repair mode', before, after: state });
    });
    this.cached = undefined;
    this.reading = undefined;
    return state;
  }
}
