import { loadavg } from 'node:os';
import type { Kind } from './db.js';

/** The scenarios that carry a service level (issue 50). */
export const SCENARIOS = ['onsale', 'purchase', 'wallet', 'gate', 'queue'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface Level {
  /** At least this many a second. */
  rate: number;
  /** At most this 99th-percentile latency, in ms, where the level sets one. */
  p99?: number;
}

/**
 * The service levels on the 2-core development machine, per database; what one scenario counts a
 * second is its `unit`.
 */
export const LEVELS: Record<Scenario, { unit: string } & Record<Kind, Level>> = {
  onsale: { unit: 'holds', sqlite: { rate: 3000, p99: 150 }, mysql: { rate: 1500, p99: 300 } },
  purchase: { unit: 'tickets', sqlite: { rate: 300 }, mysql: { rate: 100 } },
  wallet: { unit: 'pays', sqlite: { rate: 700 }, mysql: { rate: 180 } },
  gate: { unit: 'scans', sqlite: { rate: 2500 }, mysql: { rate: 600 } },
  // Issue 48: admissions at the set 6,000 a minute (within 5%), every status answer within 1 s.
  queue: { unit: 'admissions', sqlite: { rate: 95, p99: 1000 }, mysql: { rate: 95, p99: 1000 } },
};

/** What one run of a scenario measured and found. */
export interface Outcome {
  scenario: Scenario;
  db: Kind;
  /** What the run did (`buyers=5000 seats=1000`), in the order printed. */
  size: Record<string, number>;
  /** Units a second over the measured load. */
  rate: number;
  p50: number;
  p99: number;
  /** The app's CPU time per unit, in µs: steadier than the rate on a shared machine. */
  cpuUs: number;
  /** Figures worth reading beside the level (the scenario's own), printed after the CPU time. */
  extra?: Record<string, number>;
  /** Correctness counts, in the order printed: each must be 0. */
  counts: Record<string, number>;
}

/** Whether an outcome meets its level: every correctness count 0, the rate and the p99 within it. */
export function met(outcome: Outcome): boolean {
  const level = LEVELS[outcome.scenario][outcome.db];
  return (
    Object.values(outcome.counts).every((n) => n === 0) &&
    outcome.rate >= level.rate &&
    (level.p99 === undefined || outcome.p99 <= level.p99)
  );
}

/** The level as a line shows it: `holds_per_s>=3000,p99_ms<=150`. */
export function levelText(scenario: Scenario, db: Kind): string {
  const { unit, [db]: level } = LEVELS[scenario];
  return `${unit}_per_s>=${level.rate}${level.p99 === undefined ? '' : `,p99_ms<=${level.p99}`}`;
}

/**
 * One line per run: the scenario, database and size, the figures, the correctness counts, the
 * level, and last `target=met` or `target=missed`.
 */
export function lineOf(outcome: Outcome): string {
  const { scenario, db } = outcome;
  const unit = LEVELS[scenario].unit;
  const fields = [
    `db=${db}`,
    ...Object.entries(outcome.size).map(([k, v]) => `${k}=${v}`),
    `${unit}_per_s=${outcome.rate.toFixed(0)}`,
    `p50_ms=${outcome.p50.toFixed(1)}`,
    `p99_ms=${outcome.p99.toFixed(1)}`,
    `cpu_us_per_${unit.slice(0, -1)}=${outcome.cpuUs.toFixed(0)}`,
    ...Object.entries(outcome.extra ?? {}).map(([k, v]) => `${k}=${v}`),
    // The machine's 1-minute load average as the run ended: above its cores, the rate is the
    // machine's as much as the app's.
    `load=${loadavg()[0]!.toFixed(1)}`,
    ...Object.entries(outcome.counts).map(([k, v]) => `${k}=${v}`),
    `level=${levelText(scenario, db)}`,
    `target=${met(outcome) ? 'met' : 'missed'}`,
  ];
  return `${scenario}: ${fields.join(' ')}`;
}

/** The line of a run that could not finish (the app stopped answering, a step failed): always missed. */
export function failedLine(scenario: Scenario, db: Kind, error: unknown): string {
  const why = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 300);
  return `${scenario}: db=${db} failed="${why.replace(/"/g, "'")}" level=${levelText(scenario, db)} target=missed`;
}

/** The `p`th percentile of ascending `sorted` values (0 for none). */
export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/** p50 and p99 of `values` (in any order), in ms. */
export function latencies(values: number[]): { p50: number; p99: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}
