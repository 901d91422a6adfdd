import type { WalletKind, WalletPassView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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
import { WalletPassesRepository } from './wallet-passes.repository.js';

/** Where the short-lived Apple pass downloads live (outside the signed API). */
export const APPLE_PASS_PATH = 'passes/apple';
/** How long an Apple download link works. */
const APPLE_LINK_SECONDS = 5 * 60;

/** Wallet passes: a short-lived download link (Apple) or a signed save link (Google) for the holder's ticket. */
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
    const ticket = await this.tickets.findByCode(code);
    if (!ticket || ticket.userId !== userId) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status === 'revoked') throw new AppError('WALLET_PASS_REVOKED');
    const nowSeconds = Math.floor(this.clock.now() / 1000);
    if (kind === 'apple') {
      if (!this.config.walletPasses.apple) throw new AppError('WALLET_PASS_UNAVAILABLE');
      const token = this.sign(ticket.code, nowSeconds + APPLE_LINK_SECONDS);
      return { url: `${this.config.publicApiUrl}/${APPLE_PASS_PATH}/${token}.pkpass` };
    }
    const google = this.config.walletPasses.google;
    if (!google) throw new AppError('WALLET_PASS_UNAVAILABLE');
    const origins = this.config.publicSiteUrl ? [new URL(this.config.publicSiteUrl).origin] : [];
    const url = googleWalletUrl(google, passContent(ticket, await this.eventOf(ticket)), origins, nowSeconds);
    // From now on Google may hold this object, so ticket changes patch it.
    await this.passRow(ticket.id);
    await this.passes.markGoogleLinked(ticket.id);
    return { url };
  }

  /** The .pkpass behind a download token; null when the token is bad or expired, or the ticket is gone. */
  async applePass(token: string): Promise<Buffer | null> {
    const apple = this.config.walletPasses.apple;
    if (!apple) return null;
    const code = this.verify(token, Math.floor(this.clock.now() / 1000));
    if (!code) return null;
    const ticket = await this.tickets.findByCode(code);
    if (!ticket || ticket.status === 'revoked') return null;
    return this.buildApple(ticket, await this.passRow(ticket.id));
  }

  /** The ticket's Apple pass as it is now, with the web service that keeps it current (when configured). */
  async buildApple(ticket: Ticket, pass: WalletPass): Promise<Buffer> {
    const webService = this.config.publicApiUrl
      ? { url: `${this.config.publicApiUrl}/${APPLE_PASS_PATH}`, authenticationToken: pass.authToken }
      : undefined;
    return buildApplePass(this.config.walletPasses.apple!, passContent(ticket, await this.eventOf(ticket)), webService);
  }

  /** The ticket's pass row, made with a new random authentication token the first time. */
  private passRow(ticketId: number): Promise<WalletPass> {
    return this.passes.ensure(ticketId, randomBytes(32).toString('base64url'), this.clock.now());
  }

  private async eventOf(ticket: Ticket) {
    return (await this.events.findEvent(ticket.eventId))!;
  }

  private mac(code: string, expires: number): string {
    return createHmac('sha256', this.linkKey).update(`${code}.${expires}`).digest('base64url');
  }

  private sign(code: string, expires: number): string {
    return `${code}.${expires}.${this.mac(code, expires)}`;
  }

  private verify(token: string, nowSeconds: number): string | null {
    const match = /^([0-9A-F]{20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, code, expiresText, mac] = match;
    const expires = Number(expiresText);
    const expected = Buffer.from(this.mac(code!, expires));
    if (!timingSafeEqual(expected, Buffer.from(mac!)) || expires < nowSeconds) return null;
    return code!;
  }
}
