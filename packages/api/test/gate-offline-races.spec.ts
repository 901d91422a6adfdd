import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GateScan } from '../src/modules/gate/entities/gate-scan.entity.js';
import { TicketHistory } from '../src/modules/tickets/entities/ticket-history.entity.js';
import { gateEvent, ticketFor } from './support/gate-fixtures.js';
import { TestApp } from './support/test-app.js';

const DEVICES = 6;

describe('gate: offline uploads of one ticket at the same moment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('admits the ticket once and records every other admission as a conflict, listed to ops', async () => {
    const { event, typeId, staff } = await gateEvent(t);
    const start = t.clock.now();
    const codes: string[] = [];
    for (let round = 0; round < 3; round++) {
      const { ticket } = await ticketFor(t, event, typeId);
      codes.push(ticket.code);
      // Every device admitted the ticket offline (device 0 first) and they all upload at once.
      const answers = await Promise.all(
        Array.from({ length: DEVICES }, (_, i) =>
          t.post(
            '/fanapih5/gate/sync',
            {
              eventId: event.id,
              deviceId: `device-${round}-${i}`,
              scans: [
                {
                  scanId: 's1',
                  code: ticket.code,
                  scannedAt: start + i * 1000,
                  gate: `Offline ${i}`,
                  verdict: 'valid',
                },
              ],
            },
            staff.opts,
          ),
        ),
      );
      const outcomes = answers.map((a) => (a.body.data as { outcome: string }[])[0]!.outcome);
      expect(outcomes.filter((o) => o === 'admitted')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'conflict')).toHaveLength(DEVICES - 1);
      // Each conflict names the admission it lost to.
      for (const answer of answers) {
        const [result] = answer.body.data as { outcome: string; otherGate: string | null; otherAt: number | null }[];
        if (result!.outcome === 'conflict') expect(result!.otherGate).toMatch(/^Offline \d$/);
      }
      // First scan wins: the earliest offline admission is the ticket's one validation.
      const history = await t.dataSource.manager.findBy(TicketHistory, { ticketId: ticket.id, kind: 'Validated' });
      expect(history).toEqual([expect.objectContaining({ detail: 'Offline 0', createdAt: start })]);
    }
    expect(await t.dataSource.manager.countBy(GateScan, { eventId: event.id, outcome: 'conflict' })).toBe(
      3 * (DEVICES - 1),
    );

    const report = await t.ops('gate', 'conflicts', event.slug);
    expect(report.code).toBe(0);
    for (const code of codes) {
      expect(report.out.split('\n').filter((line) => line.startsWith(`ticket ${code}: admitted`))).toHaveLength(
        DEVICES - 1,
      );
    }
    expect(report.out).toContain(`${3 * (DEVICES - 1)} conflict(s) for ${event.slug}`);
  });
});
