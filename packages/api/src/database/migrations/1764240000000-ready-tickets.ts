import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tickets of general-admission areas issued before seat assignment existed were left 'paid'; they
 * are usable now, so they become 'ready' (what such tickets are issued as today). Gates admit
 * 'ready' tickets only: a 'paid' one is a seated ticket still waiting for its seat.
 */
export class ReadyTickets1764240000000 implements MigrationInterface {
  name = 'ReadyTickets1764240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("UPDATE tickets SET status = 'ready' WHERE status = 'paid' AND seat_state IS NULL");
  }

  async down(): Promise<void> {
    // Nothing to undo: 'ready' is what these tickets should have been.
  }
}
