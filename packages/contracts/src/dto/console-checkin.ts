import type { GateSyncOutcome } from '../gate.js';

/** The console's check-in section (issue 47): gates, scans and gate staff of one event. */

/** GET /console/checkin/events: an event the caller may watch at its gates. */
export interface ConsoleCheckinEventView {
  id: number;
  slug: string;
  title: string;
  venue: string;
  /** The venue's IANA time zone. */
  timeZone: string;
  /** Epoch ms. */
  startsAt: number;
}

/** One gate: tickets let in there, and the tickets whose entry details send them there. */
export interface ConsoleCheckinGate {
  gate: string;
  admitted: number;
  /** Valid tickets of seat areas (or of the event) that enter here; null when no ticket is sent here. */
  expected: number | null;
}

/** One scan, newest first on the screen. */
export interface ConsoleCheckinScan {
  /** When the gate scanned it, epoch ms (shown on the venue's clock). */
  at: number;
  gate: string;
  /** The ticket number shortened (its last characters), never the whole of it. */
  ticket: string;
  /** Let in; a second admission found when an offline device uploaded it; refused by an offline device. */
  result: GateSyncOutcome;
  /** refused: what the offline device said (expired, unknown, ...); else null. */
  verdict: string | null;
}

/** A ticket admitted twice, found when an offline gate device uploaded its scans. */
export interface ConsoleCheckinConflict {
  ticket: string;
  /** The upload's admission: where and when. */
  gate: string;
  at: number;
  deviceId: string;
  /** The ticket's other admission (null when not known). */
  otherGate: string | null;
  otherAt: number | null;
  /** When the device uploaded it, epoch ms. */
  syncedAt: number;
}

/**
 * GET /console/checkin (and each message of /console/checkin/stream): an event's doors now.
 * `expected` counts the valid (not revoked) tickets; `admitted` the tickets scanned in.
 */
export interface ConsoleCheckinView {
  eventId: number;
  title: string;
  timeZone: string;
  /** When these figures were read, epoch ms. */
  at: number;
  admitted: number;
  expected: number;
  /** Gates with tickets sent to them or scans made at them, by name. */
  gates: ConsoleCheckinGate[];
  /** The last 50 scans, newest first. */
  scans: ConsoleCheckinScan[];
  /** Every double admission found so far, oldest first. */
  conflicts: ConsoleCheckinConflict[];
}

/** GET /console/checkin/staff: an account that validates tickets at the event's gates. */
export interface ConsoleGateStaffView {
  userId: number;
  email: string;
  nickname: string;
  /** Epoch ms. */
  addedAt: number;
}

/** POST /console/checkin/staff/add and /remove body. */
export interface ConsoleGateStaffBody {
  eventId: number;
  email: string;
}
