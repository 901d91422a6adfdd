import { Inject, Injectable, Logger } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../../database/transaction.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { TicketsRepository } from '../tickets.repository.js';
import type { WalletPass } from './entities/wallet-pass.entity.js';
import { WalletPassesRepository } from './wallet-passes.repository.js';
import { WalletPassesService } from './wallet-passes.service.js';

/** Apple's answers are HTTP statuses: the controller sends these as they are. */
export type Refusal = 400 | 401 | 404;

export type LatestPass = { status: 200; pass: Buffer; lastModified: number } | { status: 304 | Refusal };

export type UpdatedPasses = { status: 200; serialNumbers: string[]; lastUpdated: string } | { status: 204 | 400 };

const DEVICE_ID = /^[A-Za-z0-9._-]{1,128}$/;
const PUSH_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const TAG = /^\d{1,16}$/;

/**
 * Apple's Wallet web service: devices register a pass for update pushes, ask which of their
 * passes changed, and fetch a changed pass. Calls about one pass carry `ApplePass <token>`, the
 * authenticationToken inside that pass; it changes when the ticket changes holder or is revoked,
 * so a copy of an earlier holding is refused (401).
 */
@Injectable()
export class AppleWebService {
  private readonly logger = new Logger('AppleWallet');

  constructor(
    private readonly tickets: TicketsRepository,
    private readonly passes: WalletPassesRepository,
    private readonly walletPasses: WalletPassesService,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async register(
    deviceId: string,
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
    pushToken: unknown,
  ): Promise<200 | 201 | Refusal> {
    const found = await this.authorized(passTypeId, serial, authorization);
    if (typeof found === 'number') return found;
    if (!DEVICE_ID.test(deviceId) || typeof pushToken !== 'string' || !PUSH_TOKEN.test(pushToken)) return 400;
    const ticketId = found.ticket.id;
    return this.transactions.withTransaction(async (tx) => {
      // The token checked again under the pass's lock: a holding that ended since is refused.
      if (!(await this.passes.holdsToken(tx, ticketId, found.pass.authToken))) return 401;
      return (await this.passes.register(tx, deviceId, ticketId, pushToken, this.clock.now())) ? 201 : 200;
    });
  }

  async unregister(
    deviceId: string,
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
  ): Promise<200 | Refusal> {
    const found = await this.authorized(passTypeId, serial, authorization);
    if (typeof found === 'number') return found;
    await this.passes.unregister(deviceId, found.ticket.id);
    return 200;
  }

  /** The serial numbers of the device's passes changed after the tag (all of them without one). */
  async updatedSince(deviceId: string, passTypeId: string, tag: string | undefined): Promise<UpdatedPasses> {
    if (passTypeId !== this.config.walletPasses.apple?.passTypeId) return { status: 204 };
    if (!DEVICE_ID.test(deviceId) || (tag !== undefined && tag !== '' && !TAG.test(tag))) return { status: 400 };
    const updated = await this.passes.updatedOn(deviceId, tag ? Number(tag) : null);
    if (!updated.length) return { status: 204 };
    const lastUpdated = String(Math.max(...updated.map((u) => u.updatedAt)));
    return { status: 200, serialNumbers: updated.map((u) => u.code), lastUpdated };
  }

  /** The pass as it is now, or 304 when it has not changed since the device's copy. */
  async latest(
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
    ifModifiedSince: string | undefined,
  ): Promise<LatestPass> {
    const found = await this.authorized(passTypeId, serial, authorization);
    if (typeof found === 'number') return { status: found };
    const { ticket, pass } = found;
    const since = ifModifiedSince ? Date.parse(ifModifiedSince) : NaN;
    // HTTP dates have whole seconds; a change always moves the pass into a later second.
    if (!Number.isNaN(since) && Math.floor(pass.updatedAt / 1000) * 1000 <= since) return { status: 304 };
    return { status: 200, pass: await this.walletPasses.buildApple(ticket, pass), lastModified: pass.updatedAt };
  }

  /** Errors the device met with our web service; logged for whoever runs it. */
  log(body: unknown): void {
    const logs = (body as { logs?: unknown } | null)?.logs;
    if (!Array.isArray(logs)) return;
    for (const line of logs.slice(0, 20)) this.logger.warn(`device: ${String(line).slice(0, 500)}`);
  }

  private async authorized(
    passTypeId: string,
    serial: string,
    authorization: string | undefined,
  ): Promise<{ ticket: Ticket; pass: WalletPass } | Refusal> {
    if (passTypeId !== this.config.walletPasses.apple?.passTypeId) return 404;
    // The ticket before the pass: both change in one transaction, so a token still valid below
    // never meets a later holder's ticket.
    const ticket = /^[0-9A-F]{20}$/.test(serial) ? await this.tickets.findByCode(serial) : null;
    const pass = ticket ? await this.passes.find(ticket.id) : null;
    if (!ticket || !pass) return 404;
    const given = Buffer.from(/^ApplePass (\S+)$/.exec(authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(pass.authToken);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 401;
    return { ticket, pass };
  }
}
