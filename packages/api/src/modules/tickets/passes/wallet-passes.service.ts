import type { WalletKind, WalletPassView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../common/errors/app-error.js';
import type { AppConfig } from '../../../config/config.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import { EventsRepository } from '../../events/index.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { TicketsRepository } from '../tickets.repository.js';
import { buildApplePass } from './apple-pass.js';
import type { WalletPass } from './entities/wallet-pass.entity.js';
import { googleWalletUrl } from './google-wallet.js';
import { passContent } from './pass-content.js';
import { newPassAuthToken } from './pass-holding.js';
import { WalletPassesRepository } from './wallet-passes.repository.js';

/** Where the short-lived Apple pass downloads live (outside the signed API). */
export const APPLE_PASS_PATH = 'passes/apple';
/** How long an Apple download link works. */
const APPLE_LINK_SECONDS = 5 * 60;

/**
 * Wallet passes: a short-lived download link (Apple) or a signed save link (Google) for the
 * holder's ticket. Both belong to the holding they were made in: an Apple link is bound to the
 * fan it was made for, a Google link names the holding's object (`endPassHolding`).
 */
@Injectable()
export class WalletPassesService {
  private readonly linkKey: Buffer;

  constructor(
    private readonly tickets: TicketsRepository,
    private readonly events: EventsRepository,
    private readonly passes: WalletPassesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.linkKey = createHmac('sha256', config.jwtSecret).update('fanpass:wallet-pass-link').digest();
  }

  available(): { apple: boolean; google: boolean } {
    return { apple: !!this.config.walletPasses.apple, google: !!this.config.walletPasses.google };
  }

  /** The link that adds the holder's ticket to the chosen wallet. */
  async link(userId: number, code: string, kind: WalletKind): Promise<WalletPassView> {
    const ticket = this.held(await this.tickets.findByCode(code), userId);
    const nowSeconds = Math.floor(this.clock.now() / 1000);
    if (kind === 'apple') {
      if (!this.config.walletPasses.apple) throw new AppError('WALLET_PASS_UNAVAILABLE');
      const token = this.sign(ticket.code, userId, nowSeconds + APPLE_LINK_SECONDS);
      return { url: `${this.config.publicApiUrl}/${APPLE_PASS_PATH}/${token}.pkpass` };
    }
    const google = this.config.walletPasses.google;
    if (!google) throw new AppError('WALLET_PASS_UNAVAILABLE');
    // The pass row before the ticket (see `current`), and the link remembered only while that
    // holding lasts: from then on Google may hold its object, so ticket changes patch it, and the
    // holding's end retires it.
    const { pass, ticket: still } = await this.current(ticket.id, userId);
    if (!still || !(await this.passes.markGoogleLinked(still.id, pass.generation))) {
      throw new AppError('TICKET_NOT_FOUND');
    }
    const origins = this.config.publicSiteUrl ? [new URL(this.config.publicSiteUrl).origin] : [];
    const content = passContent(still, await this.eventOf(still));
    return { url: googleWalletUrl(google, content, origins, nowSeconds, pass.generation) };
  }

  /**
   * The .pkpass behind a download token; null when the token is bad or expired, the ticket is
   * gone or revoked, or it is no longer held by the fan the link was made for.
   */
  async applePass(token: string): Promise<Buffer | null> {
    if (!this.config.walletPasses.apple) return null;
    const link = this.parse(token, Math.floor(this.clock.now() / 1000));
    const found = link ? await this.tickets.findByCode(link.code) : null;
    if (!link || !found) return null;
    const { pass, ticket } = await this.current(found.id, null);
    if (!ticket || ticket.status === 'revoked' || !this.signedFor(link, ticket.userId)) return null;
    return this.buildApple(ticket, pass);
  }

  /** The ticket's Apple pass as it is now, with the web service that keeps it current (when configured). */
  async buildApple(ticket: Ticket, pass: WalletPass): Promise<Buffer> {
    const webService = this.config.publicApiUrl
      ? { url: `${this.config.publicApiUrl}/${APPLE_PASS_PATH}`, authenticationToken: pass.authToken }
      : undefined;
    return buildApplePass(this.config.walletPasses.apple!, passContent(ticket, await this.eventOf(ticket)), webService);
  }

  /** The caller's own ticket, not revoked; else the reason. */
  private held(ticket: Ticket | null, userId: number): Ticket {
    if (!ticket || ticket.userId !== userId) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status === 'revoked') throw new AppError('WALLET_PASS_REVOKED');
    return ticket;
  }

  /**
   * The ticket's pass row (made the first time), then the ticket as it is after it. The pass's
   * token and generation change in the transaction that changes the holder, so a pass read first
   * belongs to the holding of the ticket read second or an earlier one, never a later one: checking
   * the holder on this ticket never hands the next holder's pass to the one before. With `userId`,
   * null unless that fan still holds the ticket and it is not revoked.
   */
  private async current(ticketId: number, userId: number | null): Promise<{ pass: WalletPass; ticket: Ticket | null }> {
    const pass = await this.passes.ensure(ticketId, newPassAuthToken(), this.clock.now());
    const ticket = await this.passes.ticket(ticketId);
    if (userId !== null && (ticket?.userId !== userId || ticket.status === 'revoked')) return { pass, ticket: null };
    return { pass, ticket };
  }

  private async eventOf(ticket: Ticket) {
    return (await this.events.findEvent(ticket.eventId))!;
  }

  /** The link's MAC covers the ticket code, the fan it was made for and its expiry. */
  private mac(code: string, userId: number, expires: number): string {
    return createHmac('sha256', this.linkKey).update(`${code}.${userId}.${expires}`).digest('base64url');
  }

  private sign(code: string, userId: number, expires: number): string {
    return `${code}.${expires}.${this.mac(code, userId, expires)}`;
  }

  /** A well-formed, unexpired download token's parts (its MAC is checked against the holder later). */
  private parse(token: string, nowSeconds: number): { code: string; expires: number; mac: string } | null {
    const match = /^([0-9A-F]{20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match || Number(match[2]) < nowSeconds) return null;
    return { code: match[1]!, expires: Number(match[2]), mac: match[3]! };
  }

  /** Whether the link was made for this fan: a link of an earlier holder fails here. */
  private signedFor(link: { code: string; expires: number; mac: string }, userId: number): boolean {
    return timingSafeEqual(Buffer.from(this.mac(link.code, userId, link.expires)), Buffer.from(link.mac));
  }
}
