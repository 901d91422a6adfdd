import {
  type GateEventView,
  type GateScanView,
  type GateSyncResultView,
  type GateSyncScan,
  judgeScan,
  parseQr,
  type SignedGateManifestView,
  type TicketQrSecretView,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { nodeHmacBytes } from '../../infra/hmac.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import type { GateScan } from './entities/gate-scan.entity.js';
import { GateRepository } from './gate.repository.js';
import { ManifestSigner } from './manifest-signer.js';

/**
 * Gate entry (DESIGN.md, tickets at the gate): the holder's QR secret, online validation with one
 * conditional UPDATE, the signed offline manifest and the upload of offline scans.
 */
@Injectable()
export class GateService {
  private readonly stepSeconds: number;

  constructor(
    private readonly gate: GateRepository,
    private readonly events: EventsRepository,
    private readonly signer: ManifestSigner,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.stepSeconds = config.gate.qrStepSeconds;
  }

  /** The secret of one of the caller's tickets, for the rotating QR (someone else's: not found). */
  async qrSecret(userId: number, code: string): Promise<TicketQrSecretView> {
    const ticket = await this.gate.ticket(code);
    if (!ticket || (await this.gate.holderOf(ticket.id)) !== userId) throw new AppError('TICKET_NOT_FOUND');
    return {
      code: ticket.code,
      secret: ticket.secret,
      stepSeconds: this.stepSeconds,
      status: ticket.status,
      holderName: ticket.holderName,
    };
  }

  /** Refuses callers that are not staff of the event. */
  async assertStaff(userId: number, eventId: number): Promise<void> {
    const events = await this.gate.staffEvents(userId);
    if (!events.length) throw new AppError('GATE_NOT_STAFF');
    if (!events.includes(eventId)) throw new AppError('GATE_EVENT_NOT_ALLOWED');
  }

  /** The events a staff account validates for (not staff: refused). */
  async staffEvents(userId: number): Promise<GateEventView[]> {
    const ids = await this.gate.staffEvents(userId);
    if (!ids.length) throw new AppError('GATE_NOT_STAFF');
    const events = await this.events.findEvents(ids);
    return events
      .map((e) => ({
        id: e.id,
        slug: e.slug,
        title: e.title,
        startsAt: e.startsAt,
        timeZone: e.timeZone,
        venue: e.venue,
      }))
      .sort((a, b) => a.startsAt - b.startsAt);
  }

  /** Judges a scanned or typed code and admits a valid ticket once (one conditional UPDATE). */
  async validate(userId: number, eventId: number, text: string, gateName: string): Promise<GateScanView> {
    const parsed = parseQr(text);
    // The staff check and the ticket's read at once (one round trip less to wait for on MySQL).
    const [, ticket] = await Promise.all([
      this.assertStaff(userId, eventId),
      parsed ? this.gate.ticket(parsed.code) : null,
    ]);
    const now = this.clock.now();
    const verdict = judgeScan(ticket, parsed, eventId, now, this.stepSeconds, nodeHmacBytes);
    if (verdict.verdict !== 'valid') return verdict;
    const admitted = await this.transactions.withTransaction((tx) =>
      this.gate.admit(tx, ticket!.id, gateName, now, now),
    );
    if (admitted) return verdict;
    // Another gate admitted it (or it changed) between the read and the UPDATE: judge it again.
    return judgeScan(await this.gate.ticket(parsed!.code), parsed, eventId, now, this.stepSeconds, nodeHmacBytes);
  }

  /** The event's tickets with their holders' secrets, signed for gate devices working offline. */
  async manifest(userId: number, eventId: number): Promise<SignedGateManifestView> {
    await this.assertStaff(userId, eventId);
    const event = await this.events.findEvent(eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const tickets = await this.gate.manifestTickets(eventId);
    const payload = JSON.stringify({
      eventId,
      eventTitle: event.title,
      stepSeconds: this.stepSeconds,
      issuedAt: this.clock.now(),
      tickets,
    });
    return this.signer.sign(payload);
  }

  /**
   * Uploads a device's offline scans. Each (device, scan id) is recorded once, so uploading again
   * changes nothing. A 'valid' scan admits its ticket; if the ticket was already admitted, the
   * earlier admission stays as its validation and the pair is a conflict for operations.
   */
  async sync(userId: number, eventId: number, deviceId: string, scans: GateSyncScan[]): Promise<GateSyncResultView[]> {
    await this.assertStaff(userId, eventId);
    const results: GateSyncResultView[] = [];
    for (const scan of [...scans].sort((a, b) => a.scannedAt - b.scannedAt)) {
      results.push(await this.syncOne(userId, eventId, deviceId, scan));
    }
    return scans.map((s) => results.find((r) => r.scanId === s.scanId)!);
  }

  private static result(row: Pick<GateScan, 'scanId' | 'outcome' | 'otherGate' | 'otherAt'>): GateSyncResultView {
    return { scanId: row.scanId, outcome: row.outcome, otherGate: row.otherGate, otherAt: row.otherAt };
  }

  private async syncOne(
    userId: number,
    eventId: number,
    deviceId: string,
    scan: GateSyncScan,
  ): Promise<GateSyncResultView> {
    const known = await this.gate.findScan(deviceId, scan.scanId);
    if (known) return GateService.result(known);
    const now = this.clock.now();
    try {
      return await this.transactions.withTransaction(async (tx) => {
        const admits = scan.verdict === 'valid';
        // Uploads admitting the same ticket queue on its row, so the read below is the one the
        // outcome rests on: under MySQL's REPEATABLE READ an unlocked read could come from a
        // snapshot older than an admission that just won, and a double admission would be
        // recorded as refused instead of a conflict.
        if (admits) await this.gate.lockTicket(tx, scan.code);
        const ticket = await this.gate.ticket(scan.code, tx);
        const row: Omit<GateScan, 'id'> = {
          eventId,
          ticketId: ticket?.id ?? null,
          code: scan.code,
          deviceId,
          scanId: scan.scanId,
          gate: scan.gate,
          scannedAt: scan.scannedAt,
          verdict: scan.verdict,
          outcome: 'refused',
          otherGate: null,
          otherAt: null,
          userId,
          syncedAt: now,
        };
        if (admits && ticket && ticket.eventId === eventId) {
          if (ticket.status === 'validated') {
            row.outcome = 'conflict';
            row.otherGate = ticket.validatedGate;
            row.otherAt = ticket.validatedAt;
            // First scan wins: an offline admission earlier than the recorded one becomes the validation.
            if (ticket.validatedAt !== null && scan.scannedAt < ticket.validatedAt) {
              await this.gate.moveValidation(tx, ticket.id, scan.gate, scan.scannedAt);
            }
          } else if (await this.gate.admit(tx, ticket.id, scan.gate, scan.scannedAt, now)) {
            row.outcome = 'admitted';
          }
        }
        await this.gate.insertScan(tx, row);
        return GateService.result(row);
      });
    } catch (error) {
      // The same scan uploaded at the same moment by a second request: the first one recorded it.
      if (!isUniqueViolation(error)) throw error;
      return GateService.result((await this.gate.findScan(deviceId, scan.scanId))!);
    }
  }

  /** Second admissions of a ticket found when offline scans were uploaded. */
  async conflicts(slug: string): Promise<GateScan[] | null> {
    const event = await this.events.findEventBySlug(slug);
    return event ? this.gate.conflicts(event.id) : null;
  }
}
