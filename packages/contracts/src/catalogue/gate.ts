import type { ReplyCodeEntry } from './entry.js';

/** Gate entry: staff accounts and their events (3900–3949 of the tickets range). */
export const GATE_CODES = {
  GATE_NOT_STAFF: { code: 3901, status: 403, key: 'gate.notStaff' },
  GATE_EVENT_NOT_ALLOWED: { code: 3902, status: 403, key: 'gate.eventNotAllowed' },
  GATE_OFFLINE_UNAVAILABLE: { code: 3903, status: 409, key: 'gate.offlineUnavailable' },
} as const satisfies Record<string, ReplyCodeEntry>;
