import type { Seat } from './entities/seat.entity.js';

/**
 * The seats for one order's n tickets among the free seats (in map order): the first run of n
 * seats side by side in one row; when no row has one, the first n free seats. Fewer than n when
 * the area has fewer free seats left.
 */
export function pickSeats(free: Seat[], n: number): Seat[] {
  let run: Seat[] = [];
  for (const seat of free) {
    const last = run[run.length - 1];
    run = last && last.rowLabel === seat.rowLabel && seat.position === last.position + 1 ? [...run, seat] : [seat];
    if (run.length === n) return run;
  }
  return free.slice(0, n);
}
