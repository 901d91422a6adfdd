import {
  type GateManifest,
  type GateScanView,
  type GateSyncScan,
  type GateTicket,
  judgeScan,
  parseQr,
} from '@fanpass/contracts';
import { deleteMany, getSealed, getSealedByPrefix, putSealed } from './sealed-store';

/**
 * The manifest, and each scan until it is uploaded, sealed in IndexedDB (sealed-store.ts): a list
 * of 20,000 tickets and more fits there, where localStorage holds a few megabytes at most.
 */
const MANIFEST_KEY = (eventId: number) => `gate.manifest.${eventId}`;
const SCANS_PREFIX = (eventId: number) => `gate.scan.${eventId}.`;
const SCAN_KEY = (eventId: number, scanId: string) => `${SCANS_PREFIX(eventId)}${scanId}`;
export const SYNC_BATCH = 500;

/** This device's id for uploads (stable, so a second upload of a scan changes nothing). */
export function deviceId(): string {
  const key = 'fanpass.gate.device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = `dev-${crypto.randomUUID().replace(/-/g, '')}`.slice(0, 40);
    localStorage.setItem(key, id);
  }
  return id;
}

/**
 * A gate working from a verified manifest: it judges scans the way the server does (the contracts'
 * judgeScan), marks admitted tickets so a second scan here is 'already used', and keeps every scan
 * to upload when the network is back.
 */
export class OfflineGate {
  private readonly tickets: Map<string, GateTicket>;

  constructor(
    readonly manifest: GateManifest,
    public pending: GateSyncScan[],
  ) {
    this.tickets = new Map(manifest.tickets.map((t) => [t.code, { ...t, eventId: manifest.eventId }]));
  }

  /** The scans of this event not yet uploaded, oldest first. */
  private static async pendingOf(eventId: number): Promise<GateSyncScan[]> {
    const scans = await getSealedByPrefix<GateSyncScan>(SCANS_PREFIX(eventId));
    return scans.sort((a, b) => a.scannedAt - b.scannedAt || a.scanId.localeCompare(b.scanId));
  }

  static async restore(eventId: number): Promise<OfflineGate | null> {
    const manifest = await getSealed<GateManifest>(MANIFEST_KEY(eventId));
    if (!manifest) return null;
    const pending = await OfflineGate.pendingOf(eventId);
    const gate = new OfflineGate(manifest, []);
    // Scans made before a reload stay admitted on this device.
    for (const scan of pending) gate.record(scan);
    gate.pending = pending;
    return gate;
  }

  /**
   * Keeps a freshly downloaded manifest, with this device's scans not yet uploaded applied; fails
   * when the device refuses to keep it (its storage is full or disabled).
   */
  static async adopt(manifest: GateManifest): Promise<OfflineGate> {
    const pending = await OfflineGate.pendingOf(manifest.eventId);
    await putSealed(MANIFEST_KEY(manifest.eventId), manifest);
    const gate = new OfflineGate(manifest, []);
    for (const scan of pending) gate.record(scan);
    gate.pending = pending;
    return gate;
  }

  private record(scan: GateSyncScan): void {
    const ticket = this.tickets.get(scan.code);
    if (scan.verdict === 'valid' && ticket) {
      this.tickets.set(scan.code, {
        ...ticket,
        status: 'validated',
        validatedAt: scan.scannedAt,
        validatedGate: scan.gate,
      });
    }
  }

  /** Judges a scan offline and keeps it for upload. */
  scan(text: string, gate: string, now: number = Date.now()): GateScanView {
    const parsed = parseQr(text);
    const ticket = parsed ? (this.tickets.get(parsed.code) ?? null) : null;
    const view = judgeScan(ticket, parsed, this.manifest.eventId, now, this.manifest.stepSeconds);
    if (parsed && ticket) {
      const scan: GateSyncScan = {
        // Unique on this device, so an upload never drops one scan as a repeat of another.
        scanId: `${now.toString(36)}-${crypto.randomUUID()}`,
        code: parsed.code,
        scannedAt: now,
        gate,
        verdict: view.verdict,
      };
      this.record(scan);
      this.pending = [...this.pending, scan];
      putSealed(SCAN_KEY(this.manifest.eventId, scan.scanId), scan).catch((error: unknown) =>
        console.error('[gate] keeping a scan', error),
      );
    }
    return view;
  }

  /** Forgets uploaded scans. */
  uploaded(scanIds: string[]): void {
    const done = new Set(scanIds);
    this.pending = this.pending.filter((s) => !done.has(s.scanId));
    deleteMany(scanIds.map((id) => SCAN_KEY(this.manifest.eventId, id))).catch((error: unknown) =>
      console.error('[gate] forgetting uploaded scans', error),
    );
  }
}
