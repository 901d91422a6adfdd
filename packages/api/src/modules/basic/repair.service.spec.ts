import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/config.js';
import type { TransactionRunner } from '../../database/transaction.js';
import type { AuditService } from '../audit/index.js';
import { RepairService } from './repair.service.js';
import type { SettingsRepository } from './settings.repository.js';

/** A RepairService over a settings table that counts its reads and answers each when told to. */
function service(cacheMs = 1_000) {
  let now = 1_000_000;
  const reads: ((value: string | null) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const settings = {
    get: () =>
      new Promise<string | null>((resolve, reject) => {
        reads.push(resolve);
        failures.push(reject);
      }),
  } as unknown as SettingsRepository;
  const repair = new RepairService(
    settings,
    {} as TransactionRunner,
    {} as AuditService,
    { repairCacheMs: cacheMs } as AppConfig,
    { now: () => now },
  );
  return { repair, reads, failures, later: (ms: number) => (now += ms) };
}

const ON = JSON.stringify({ on: true, message: 'Back soon', since: 1 });

describe('RepairService: repair mode read once per cache period, however many ask', () => {
  it('a crowd asking while the state is unknown waits for one read, and all hear its answer', async () => {
    const { repair, reads } = service();
    const asked = Promise.all(Array.from({ length: 50 }, () => repair.current()));
    expect(reads).toHaveLength(1);
    reads[0]!(ON);
    const states = await asked;
    expect(states.every((s) => s.on && s.message === 'Back soon')).toBe(true);
    expect(repair.remembered()?.on).toBe(true);
  });

  it('the remembered state answers until it is stale, then one new read answers the next crowd', async () => {
    const { repair, reads, later } = service(1_000);
    const first = repair.current();
    reads[0]!(null);
    expect((await first).on).toBe(false);
    later(999);
    expect(repair.remembered()?.on).toBe(false);
    later(1);
    expect(repair.remembered()).toBeUndefined();
    const again = Promise.all([repair.current(), repair.current(), repair.current()]);
    expect(reads).toHaveLength(2);
    reads[1]!(ON);
    expect((await again).map((s) => s.on)).toEqual([true, true, true]);
  });

  it('a failed read is not remembered: the next request reads again', async () => {
    const { repair, reads, failures } = service();
    const failing = repair.current();
    failures[0]!(new Error('database gone'));
    await expect(failing).rejects.toThrow('database gone');
    const next = repair.current();
    expect(reads).toHaveLength(2);
    reads[1]!(null);
    expect((await next).on).toBe(false);
  });
});
