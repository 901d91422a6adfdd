import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
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
 * most every REPAIR_CACHE_MS so the check costs nothing per request.
 */
@Injectable()
export class RepairService {
  private cached: { state: RepairState; at: number } | undefined;

  constructor(
    private readonly settings: SettingsRepository,
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
    const now = this.clock.now();
    const raw = await this.settings.get(KEY);
    const state = raw ? (JSON.parse(raw) as RepairState) : OFF;
    this.cached = { state, at: now };
    return state;
  }

  async turnOn(message: string): Promise<RepairState> {
    const state: RepairState = { on: true, message, since: this.clock.now() };
    await this.settings.put(KEY, JSON.stringify(state), state.since!);
    this.cached = undefined;
    return state;
  }

  async turnOff(): Promise<RepairState> {
    await this.settings.put(KEY, JSON.stringify(OFF), this.clock.now());
    this.cached = undefined;
    return OFF;
  }
}
