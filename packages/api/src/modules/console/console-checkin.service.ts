import type {
  ConsoleCheckinEventView,
  ConsoleCheckinGate,
  ConsoleCheckinView,
  ConsoleGateStaffView,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import { GateRepository, GateStaffService } from '../gate/index.js';
import type { ConsoleAccess } from '../roles/index.js';
import { ConsoleEventsService } from './console-events.service.js';

/** Who sees an event's check-in: its organiser, its staff, an admin. */
export const CHECKIN_ROLES = ['admin', 'organiser', 'staff'] as const;
/** Scans on the screen. */
const RECENT_SCANS = 50;
/** Characters of a ticket number the screen shows. */
const SHOWN = 6;

/**
 * A ticket number shortened for the screen: enough to tell tickets apart and match one a fan
 * shows, never the whole number (it is half of what a QR proves).
 */
export function shortTicket(code: string): string {
  return code.length > SHOWN ? `…${code.slice(-SHOWN)}` : code;
}

/**
 * An event's doors for the console (issue 47): tickets expected and scanned in, per gate and in
 * all, the latest scans and the double admissions offline gate devices uploaded; and its gate
 * staff, changed through the gate's own service (the one `ops staff add/remove` uses).
 */
@Injectable()
export class ConsoleCheckinService {
  constructor(
    private readonly events: EventsRepository,
    private readonly consoleEvents: ConsoleEventsService,
    private readonly gates: GateRepository,
    private readonly gateStaff: GateStaffService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The events the caller may watch at the gates, latest first. */
  async list(access: ConsoleAccess): Promise<ConsoleCheckinEventView[]> {
    const events = await this.events.allEvents(access.visibleEvents(CHECKIN_ROLES));
    return events.map((e) => ({
      id: e.id,
      slug: e.slug,
      title: e.title,
      venue: e.venue,
      timeZone: e.timeZone,
      startsAt: e.startsAt,
    }));
  }

  /** Five reads: valid tickets by seat area, the entry gates, admissions by gate, the latest scans, the conflicts. */
  async checkin(eventId: number): Promise<ConsoleCheckinView> {
    const event = await this.consoleEvents.event(eventId);
    const at = this.clock.now();
    const [byType, entryGates, admitted, scans, conflicts] = await Promise.all([
      this.gates.validTicketsByType(eventId),
      this.gates.entryGates(eventId),
      this.gates.admitted(eventId),
      this.gates.recentScans(eventId, RECENT_SCANS),
      this.gates.conflicts(eventId),
    ]);
    let expected = 0;
    const expectedAt = new Map<string, number>();
    for (const [typeId, count] of byType) {
      expected += count;
      // A seat area's own entry gate, else the event's (as the ticket shows it to its holder).
      const gate = entryGates.get(typeId) ?? entryGates.get(0);
      if (gate !== undefined) expectedAt.set(gate, (expectedAt.get(gate) ?? 0) + count);
    }
    const gates: ConsoleCheckinGate[] = [...new Set([...expectedAt.keys(), ...admitted.byGate.keys()])]
      .sort((a, b) => a.localeCompare(b))
      .map((gate) => ({ gate, admitted: admitted.byGate.get(gate) ?? 0, expected: expectedAt.get(gate) ?? null }));
    return {
      eventId,
      title: event.title,
      timeZone: event.timeZone,
      at,
      admitted: admitted.total,
      expected,
      gates,
      scans: scans.map((s) => ({
        at: s.at,
        gate: s.gate,
        ticket: shortTicket(s.code),
        result: s.outcome,
        verdict: s.verdict,
      })),
      conflicts: conflicts.map((c) => ({
        ticket: shortTicket(c.code),
        gate: c.gate,
        at: c.scannedAt,
        deviceId: c.deviceId,
        otherGate: c.otherGate,
        otherAt: c.otherAt,
        syncedAt: c.syncedAt,
      })),
    };
  }

  async staff(eventId: number): Promise<ConsoleGateStaffView[]> {
    await this.consoleEvents.event(eventId);
    return this.gateStaff.staff(eventId);
  }

  async addStaff(access: ConsoleAccess, eventId: number, email: string): Promise<ConsoleGateStaffView[]> {
    await this.gateStaff.add(access.actor, await this.consoleEvents.event(eventId), email);
    return this.gateStaff.staff(eventId);
  }

  async removeStaff(access: ConsoleAccess, eventId: number, email: string): Promise<ConsoleGateStaffView[]> {
    await this.gateStaff.remove(access.actor, await this.consoleEvents.event(eventId), email);
    return this.gateStaff.staff(eventId);
  }
}
