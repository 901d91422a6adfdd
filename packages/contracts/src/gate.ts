import { hmac as nobleHmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The rotating ticket QR (docs/decisions/0005-rotating-qr.md) and the gate's verdicts, shared by
 * the holder's device, the gate device (offline) and the API (online), so all three judge a code
 * the same way.
 *
 * A QR reads `FP1.<ticket code>.<time step>.<8 digits>`: the digits are a TOTP-style truncation
 * of HMAC-SHA256(secret, "<code>.<step>") under the holder's secret. Staff may type the ticket
 * code and the 8 digits instead (`<code> <digits>`); the step is then the one that matches.
 */

export const QR_PREFIX = 'FP1';
/** Seconds of one QR step unless the server says otherwise (QR_STEP_SECONDS). */
export const QR_STEP_SECONDS = 30;
/** Steps of clock drift allowed either side of the current step. */
export const QR_DRIFT_STEPS = 1;
/** How far back a code is recognised as expired (a screenshot) rather than unknown: 2 hours of steps. */
export const QR_EXPIRED_LOOKBACK_SECONDS = 2 * 3600;
export const QR_DIGITS = 8;

/** HMAC-SHA256 of a message's UTF-8 bytes under a hex key (the API passes node:crypto's). */
export type HmacBytes = (keyHex: string, message: string) => Uint8Array;

/** The HMAC that runs anywhere, synchronously (`@noble/hashes`): the holder's and the gate's devices. */
export const hmacBytes: HmacBytes = (keyHex, message) => nobleHmac(sha256, hexToBytes(keyHex), utf8ToBytes(message));

/** The time step of a moment. */
export function qrStep(nowMs: number, stepSeconds: number = QR_STEP_SECONDS): number {
  return Math.floor(nowMs / 1000 / stepSeconds);
}

/** The 8 digits of a ticket's code at a step (RFC 4226 dynamic truncation of the HMAC). */
export function qrDigits(secretHex: string, code: string, step: number, hmac: HmacBytes = hmacBytes): string {
  const h = hmac(secretHex, `${code}.${step}`);
  const o = h[h.length - 1]! & 0x0f;
  const bin = ((h[o]! & 0x7f) << 24) | (h[o + 1]! << 16) | (h[o + 2]! << 8) | h[o + 3]!;
  return String(bin % 10 ** QR_DIGITS).padStart(QR_DIGITS, '0');
}

/** The text the holder's QR encodes at a moment. */
export function qrText(
  secretHex: string,
  code: string,
  nowMs: number,
  stepSeconds: number = QR_STEP_SECONDS,
  hmac: HmacBytes = hmacBytes,
): string {
  const step = qrStep(nowMs, stepSeconds);
  return `${QR_PREFIX}.${code}.${step}.${qrDigits(secretHex, code, step, hmac)}`;
}

/** A scanned or typed code: the ticket code, the step when the QR carried one, and the digits. */
export interface ParsedQr {
  code: string;
  step: number | null;
  digits: string;
}

const QR_PATTERN = /^FP1\.([0-9A-F]{20})\.(\d{1,12})\.(\d{8})$/;
const TYPED_PATTERN = /^([0-9A-F]{20})[\s.:-]*(\d{8})$/;

/** Reads a scanned QR or a typed `<code> <digits>`; null when it is neither. */
export function parseQr(text: string): ParsedQr | null {
  const trimmed = text.trim().toUpperCase();
  const qr = QR_PATTERN.exec(trimmed);
  if (qr) return { code: qr[1]!, step: Number(qr[2]), digits: qr[3]! };
  const typed = TYPED_PATTERN.exec(trimmed.replace(/\s+/g, ' '));
  if (typed) return { code: typed[1]!, step: null, digits: typed[2]! };
  return null;
}

/** How a code's digits compare with the holder's secret now: current, from an old step, or wrong. */
export type QrCheck = 'ok' | 'expired' | 'bad';

function same(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checks a parsed code against the ticket's secret at a moment (one step of drift either side). */
export function checkQr(
  secretHex: string,
  parsed: ParsedQr,
  nowMs: number,
  stepSeconds: number = QR_STEP_SECONDS,
  hmac: HmacBytes = hmacBytes,
): QrCheck {
  const now = qrStep(nowMs, stepSeconds);
  const matches = (step: number) => same(qrDigits(secretHex, parsed.code, step, hmac), parsed.digits);
  if (parsed.step !== null) {
    if (!matches(parsed.step)) return 'bad';
    return Math.abs(parsed.step - now) <= QR_DRIFT_STEPS ? 'ok' : 'expired';
  }
  for (let step = now - QR_DRIFT_STEPS; step <= now + QR_DRIFT_STEPS; step++) if (matches(step)) return 'ok';
  const lookback = Math.ceil(QR_EXPIRED_LOOKBACK_SECONDS / stepSeconds);
  for (let step = now - QR_DRIFT_STEPS - 1; step >= now - lookback; step--) if (matches(step)) return 'expired';
  return 'bad';
}

/** What the gate says about a scan. */
export const GATE_VERDICTS = [
  'valid',
  'alreadyUsed',
  'wrongEvent',
  'revoked',
  'expired',
  'unknown',
  'notUsable',
] as const;
export type GateVerdict = (typeof GATE_VERDICTS)[number];

/**
 * Ticket statuses a gate admits (moved to 'validated' by one conditional UPDATE): 'ready' only — a
 * 'paid' ticket of a seated area is still waiting for its seat ('confirming').
 */
export const GATE_ADMITTED_STATUSES = ['ready'] as const;

/** What a gate knows of one ticket: the manifest entry, or the row the API reads. */
export interface GateTicket {
  id: number;
  code: string;
  eventId: number;
  status: string;
  secret: string;
  /** The holder's name on real-name events, else null. */
  holderName: string | null;
  area: string;
  /** The seat of a seated area once assigned (Row, Seat), else null. */
  seatRow: string | null;
  seatNumber: string | null;
  /** When and where it was validated (validated tickets). */
  validatedAt: number | null;
  validatedGate: string | null;
}

/** The verdict on one scan, as the API answers it and the gate device shows it. */
export interface GateScanView {
  verdict: GateVerdict;
  code: string | null;
  holderName: string | null;
  area: string | null;
  /** valid: the seat (Row, Seat) of a seated ticket, else null. */
  seatRow: string | null;
  seatNumber: string | null;
  /** alreadyUsed: when and at which gate the ticket was validated. */
  validatedAt: number | null;
  validatedGate: string | null;
  /** notUsable: the ticket's status. */
  status: string | null;
}

/**
 * Judges a scan from what the gate knows (no write): the API then admits a 'valid' one with its
 * conditional UPDATE; an offline device records it and marks the ticket validated locally.
 */
export function judgeScan(
  ticket: GateTicket | null,
  parsed: ParsedQr | null,
  eventId: number,
  nowMs: number,
  stepSeconds: number = QR_STEP_SECONDS,
  hmac: HmacBytes = hmacBytes,
): GateScanView {
  const view = (verdict: GateVerdict, extra: Partial<GateScanView> = {}): GateScanView => ({
    verdict,
    code: parsed?.code ?? null,
    holderName: null,
    area: null,
    seatRow: null,
    seatNumber: null,
    validatedAt: null,
    validatedGate: null,
    status: null,
    ...extra,
  });
  if (!parsed || !ticket) return view('unknown');
  if (ticket.eventId !== eventId) return view('wrongEvent');
  if (ticket.status === 'revoked') return view('revoked');
  const check = checkQr(ticket.secret, parsed, nowMs, stepSeconds, hmac);
  if (check === 'bad') return view('unknown');
  if (check === 'expired') return view('expired');
  if (ticket.status === 'validated') {
    return view('alreadyUsed', { validatedAt: ticket.validatedAt, validatedGate: ticket.validatedGate });
  }
  if (!(GATE_ADMITTED_STATUSES as readonly string[]).includes(ticket.status)) {
    return view('notUsable', { status: ticket.status });
  }
  return view('valid', {
    holderName: ticket.holderName,
    area: ticket.area,
    seatRow: ticket.seatRow,
    seatNumber: ticket.seatNumber,
  });
}

/** GET /ticket/qrSecret: what the holder's device keeps to draw the rotating QR offline. */
export interface TicketQrSecretView {
  code: string;
  secret: string;
  stepSeconds: number;
  status: string;
  /** The holder's name on real-name events, else null. */
  holderName: string | null;
}

/** One ticket of a gate manifest: what a gate knows of it, the event being the manifest's. */
export type GateManifestTicket = Omit<GateTicket, 'eventId'>;

/** The manifest's content; `payload` of the signed manifest is this as JSON. */
export interface GateManifest {
  eventId: number;
  eventTitle: string;
  stepSeconds: number;
  issuedAt: number;
  tickets: GateManifestTicket[];
}

/** GET /gate/manifest: the JSON text and its Ed25519 signature (base64url) under the server's key. */
export interface SignedGateManifestView {
  payload: string;
  signature: string;
}

/** GET /gate/publicKey: the server's Ed25519 public key (raw 32 bytes, base64url). */
export interface GatePublicKeyView {
  algorithm: 'Ed25519';
  publicKey: string;
}

/** A staff account's events (GET /gate/events). */
export interface GateEventView {
  id: number;
  slug: string;
  title: string;
  startsAt: number;
  /** The venue's IANA time zone. */
  timeZone: string;
  venue: string;
}

/** One scan a device made offline, uploaded by POST /gate/sync. */
export interface GateSyncScan {
  /** The device's id of the scan (unique per device): a second upload of it changes nothing. */
  scanId: string;
  code: string;
  scannedAt: number;
  gate: string;
  verdict: GateVerdict;
}

export const GATE_SYNC_OUTCOMES = ['admitted', 'conflict', 'refused'] as const;
export type GateSyncOutcome = (typeof GATE_SYNC_OUTCOMES)[number];

/** What the server made of one uploaded scan. */
export interface GateSyncResultView {
  scanId: string;
  outcome: GateSyncOutcome;
  /** conflict: the other admission of the ticket. */
  otherGate: string | null;
  otherAt: number | null;
}
