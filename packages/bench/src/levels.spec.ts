import { describe, expect, it } from 'vitest';
import { scansOf } from './gate.js';
import { failedLine, lineOf, met, type Outcome, percentile } from './levels.js';
import { jobsOf, quantities } from './onsale.js';

const onsale = (over: Partial<Outcome> = {}): Outcome => ({
  scenario: 'onsale',
  db: 'sqlite',
  size: { seats: 1000, buyers: 5000 },
  rate: 3500,
  p50: 20,
  p99: 120,
  cpuUs: 300,
  counts: { oversold: 0, over_limit: 0, orphans: 0, unexpected: 0 },
  ...over,
});

describe('service levels', () => {
  it('meets a level when the rate and the p99 are within it and every count is 0', () => {
    expect(met(onsale())).toBe(true);
    expect(met(onsale({ rate: 3000, p99: 150 }))).toBe(true);
  });

  it('misses a level on a slow rate, a long p99 or any wrong count', () => {
    expect(met(onsale({ rate: 2999 }))).toBe(false);
    expect(met(onsale({ p99: 150.1 }))).toBe(false);
    expect(met(onsale({ counts: { oversold: 0, over_limit: 1, orphans: 0, unexpected: 0 } }))).toBe(false);
  });

  it('holds each database to its own level', () => {
    expect(met(onsale({ db: 'mysql', rate: 1600, p99: 280 }))).toBe(true);
    expect(met(onsale({ db: 'sqlite', rate: 1600, p99: 280 }))).toBe(false);
    const gate = { ...onsale(), scenario: 'gate' as const, counts: { admitted_twice: 0, wrong_verdicts: 0 } };
    // The gate sets no latency level.
    expect(met({ ...gate, db: 'mysql', rate: 600, p99: 5000 })).toBe(true);
  });

  it('prints the figures, the counts and the level, ending with the verdict', () => {
    const line = lineOf(onsale());
    expect(line).toMatch(
      /^onsale: db=sqlite seats=1000 buyers=5000 holds_per_s=3500 p50_ms=20\.0 p99_ms=120\.0 cpu_us_per_hold=300 load=\d+\.\d oversold=0 over_limit=0 orphans=0 unexpected=0 level=holds_per_s>=3000,p99_ms<=150 target=met$/,
    );
    expect(lineOf(onsale({ rate: 10 }))).toMatch(/ target=missed$/);
  });

  it('prints a run that could not finish as missed, on one line', () => {
    expect(failedLine('wallet', 'mysql', new Error('the app stopped answering\nat …'))).toBe(
      'wallet: db=mysql failed="the app stopped answering" level=pays_per_s>=180 target=missed',
    );
  });

  it('reads percentiles from sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(51);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('the crowds', () => {
  it('orders 1 to 4 tickets, each about as often, the same on every run', () => {
    const qty = quantities(4000);
    for (const n of [1, 2, 3, 4]) expect(qty.filter((q) => q === n).length).toBeGreaterThan(800);
    expect(qty.every((q) => q >= 1 && q <= 4)).toBe(true);
    expect(quantities(50)).toEqual(qty.slice(0, 50));
  });

  it('has every buyer order once and a tenth of them a second time', () => {
    const jobs = jobsOf(Array.from({ length: 100 }, (_, i) => i));
    expect(jobs).toHaveLength(110);
    const perFan = new Map<number, number>();
    for (const job of jobs) perFan.set(job.fan, (perFan.get(job.fan) ?? 0) + 1);
    expect([...perFan.values()].filter((n) => n === 2)).toHaveLength(10);
    expect(perFan.size).toBe(100);
  });

  it('scans every ticket, 5% of them twice and 2% with an expired code', () => {
    const scans = scansOf(Array.from({ length: 1000 }, (_, i) => i));
    expect(scans).toHaveLength(1070);
    expect(scans.filter((s) => s.age > 0)).toHaveLength(20);
    expect(new Set(scans.map((s) => s.ticket)).size).toBe(1000);
  });
});
