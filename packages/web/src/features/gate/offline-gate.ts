import {
  type GateManifest,
  type GateScanView,
  type GateSyncScan,
  type GateTicket,
  judgeScan,
  parseQr,
} from '@fanpass/contracts';
import { session } from '../../lib/session/store';

/** Scans kept until they are uploaded (in the session's obfuscated store, like the manifest's secrets). */
const MANIFEST_KEY = (eventId: number) => `gate.manifest.${eventId}`;
const PENDING_KEY = (eventId: number) => `gate.pending.${eventId}`;
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

  static async restore(eventId: number): Promise<OfflineGate | null> {
    const manifest = await session.savedCopy<GateManifest>(MANIFEST_KEY(eventId));
    if (!manifest) return null;
    const pending = (await session.savedCopy<GateSyncScan[]>(PENDING_KEY(eventId)))?.data ?? [];
    const gate = new OfflineGate(manifest.data, []);
    // Scans made before a reload stay admitted on this device.
    for (const scan of pending) gate.record(scan);
    gate.pending = pending;
    return gate;
  }

  /** Keeps a freshly downloaded manifest, with this device's scans not yet uploaded applied. */
  static async adopt(manifest: GateManifest): Promise<OfflineGate> {
    const pending = (await session.savedCopy<GateSyncScan[]>(PENDING_KEY(manifest.eventId)))?.data ?? [];
    session.saveCopy(MANIFEST_KEY(manifest.eventId), manifest);
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
      session.saveCopy(PENDING_KEY(this.manifest.eventId), this.pending);
    }
    return view;
  }

  /** Forgets uploaded scans. */
  uploaded(scanIds: string[]): void {
    const done = new Set(scanIds);
    this.pending = this.pending.filter((s) => !done.has(s.scanId));
    session.saveCopy(PENDING_KEY(this.manifest.eventId), this.pending);
  }
}
