import {
  type CodeSentView,
  type Language,
  type ShareTransferView,
  translate,
  type TransferDoneView,
  type TransferRecipientView,
} from '@fanpass/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../common/errors/app-error.js';
import type { AppConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../../database/transaction.js';
import type { Clock } from '../../../infra/clock.js';
import { APP_CONFIG, CLOCK, MAIL_SENDER } from '../../../infra/tokens.js';
import { NoticesService } from '../../basic/index.js';
import { type CodeTarget, CodesService } from '../../codes/index.js';
import { EventsRepository } from '../../events/index.js';
import type { MailSender } from '../../outbox/index.js';
import { type User, UsersRepository } from '../../users/index.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { shareTransferUrl, ticketPageUrl } from '../ticket-links.js';
import { rotateTicketSecret } from '../ticket-secret.js';
import { TicketsRepository } from '../tickets.repository.js';
import { WalletPassUpdates } from '../passes/wallet-pass-updates.js';
import { TransfersRepository } from './transfers.repository.js';

const HOUR_MS = 3_600_000;

/** What the e-mails and notices of a done transfer say. */
interface TransferNews {
  sender: User;
  recipient: User;
  event: string;
  area: string;
  code: string;
  shareToken: string;
}

/**
 * Ticket transfer (spec §2, §4, §5): to a registered account, confirmed with a code e-mailed to
 * the sender, non-reversible. The ticket changes holder in one conditional UPDATE with a new QR
 * secret, so the sender's QR dies at once; it then cannot move again for TRANSFER_LOCK_HOURS.
 */
@Injectable()
export class TransfersService {
  private readonly logger = new Logger(TransfersService.name);

  constructor(
    private readonly transfers: TransfersRepository,
    private readonly tickets: TicketsRepository,
    private readonly events: EventsRepository,
    private readonly users: UsersRepository,
    private readonly codes: CodesService,
    private readonly notices: NoticesService,
    private readonly walletPasses: WalletPassUpdates,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  /** Step 1: the recipient must be a registered account ('Your e-mail is not registered'). */
  async check(userId: number, code: string, toUserMail: string): Promise<TransferRecipientView> {
    await this.transferable(userId, code);
    await this.recipient(userId, toUserMail);
    return { toUserMail };
  }

  /**
   * Step 2: e-mails the sender a code (again after 60 s to resend) for this ticket to this
   * recipient only, naming both.
   */
  async sendCode(userId: number, code: string, toUserMail: string, lang: Language, ip: string): Promise<CodeSentView> {
    const ticket = await this.transferable(userId, code);
    const recipient = await this.recipient(userId, toUserMail);
    const event = (await this.events.findEvent(ticket.eventId))!;
    const details = { event: event.title, ticket: ticket.code, recipient: recipient.email };
    return this.codes.send(await this.codeTarget(userId, ticket, recipient), lang, ip, details);
  }

  /** Step 3: the code is right: the ticket belongs to the recipient at once. */
  async confirm(
    userId: number,
    body: { code: string; toUserMail: string; verifyCode: string },
    lang: Language,
  ): Promise<TransferDoneView> {
    const ticket = await this.transferable(userId, body.code);
    const recipient = await this.recipient(userId, body.toUserMail);
    const sender = (await this.users.findById(userId))!;
    const event = (await this.events.findEvent(ticket.eventId))!;
    const target = await this.codeTarget(userId, ticket, recipient);
    const news: TransferNews = {
      sender,
      recipient,
      event: event.title,
      area: ticket.seatArea,
      code: ticket.code,
      shareToken: randomBytes(16).toString('hex'),
    };
    const now = this.clock.now();
    // The try is counted before the transaction (CodesService.consume).
    await this.codes.check(target, body.verifyCode);
    await this.transactions.withTransaction(async (tx) => {
      await this.codes.consume(target, body.verifyCode, tx);
      const moved = await this.transfers.moveTicket(
        tx,
        {
          id: ticket.id,
          fromUserId: userId,
          toUserId: recipient.id,
          lockedUntil: now + this.config.transferLockHours * HOUR_MS,
          attendeePending: event.realNameRequired,
        },
        now,
      );
      // Something changed since the checks above (a gate, an operator, a parallel transfer).
      if (!moved) throw this.refusal((await this.tickets.findByCodeInTx(tx, body.code)) ?? undefined, userId);
      // A new QR secret, and a new wallet pass holding: the sender's pass, links and devices end here.
      await rotateTicketSecret(tx, ticket.id, now);
      await this.transfers.addHistory(tx, ticket.id, 'Transferred', sender.nickname, now);
      await this.transfers.insert(tx, {
        ticketId: ticket.id,
        fromUserId: userId,
        toUserId: recipient.id,
        toEmail: recipient.email,
        shareToken: news.shareToken,
        createdAt: now,
      });
      await this.walletPasses.ticketChanged(tx, ticket.id);
      await this.notify(tx, news, lang);
    });
    await this.mailBoth(news, lang);
    return { shareToken: news.shareToken, toUserMail: recipient.email, at: now };
  }

  /** The public page the recipient's e-mail links to: what was sent and by whom. */
  async share(shareToken: string): Promise<ShareTransferView> {
    const transfer = await this.transfers.findByShareToken(shareToken);
    const ticket = transfer ? await this.transfers.findTicket(transfer.ticketId) : null;
    const event = ticket ? await this.events.findEvent(ticket.eventId) : null;
    const sender = transfer ? await this.users.findById(transfer.fromUserId) : null;
    if (!transfer || !ticket || !event) throw new AppError('TRANSFER_NOT_FOUND');
    return {
      fromName: sender?.nickname ?? '',
      event: { title: event.title, startsAt: event.startsAt, venue: event.venue, location: event.location },
      seatArea: ticket.seatArea,
      at: transfer.createdAt,
    };
  }

  /** The caller's ticket when it may be transferred now; else the reason. */
  private async transferable(userId: number, code: string): Promise<Ticket> {
    const ticket = await this.tickets.findByCode(code);
    if (!ticket || ticket.userId !== userId || !['paid', 'ready'].includes(ticket.status)) {
      throw this.refusal(ticket ?? undefined, userId);
    }
    if (ticket.transferLockedUntil !== null && ticket.transferLockedUntil > this.clock.now()) {
      throw this.refusal(ticket, userId);
    }
    return ticket;
  }

  private refusal(ticket: Ticket | undefined, userId: number): AppError {
    // Someone else's ticket answers exactly like no ticket at all.
    if (!ticket || ticket.userId !== userId) return new AppError('TICKET_NOT_FOUND');
    if (ticket.status === 'revoked') return new AppError('TRANSFER_TICKET_REVOKED');
    if (ticket.status === 'validated' || ticket.status === 'redeemed') return new AppError('TRANSFER_TICKET_VALIDATED');
    return new AppError('TRANSFER_LOCKED', { time: this.config.transferLockHours });
  }

  private async recipient(userId: number, email: string): Promise<User> {
    const user = await this.users.findByEmail(email.trim().toLowerCase());
    if (!user || user.status !== 'active') throw new AppError('TRANSFER_NOT_REGISTERED');
    if (user.id === userId) throw new AppError('TRANSFER_TO_SELF');
    return user;
  }

  /**
   * The transfer code goes to the sender's own address, bound to the sender's account and to the
   * one transfer it was asked for: a code for another ticket or another recipient is a wrong code.
   */
  private async codeTarget(userId: number, ticket: Ticket, recipient: User): Promise<CodeTarget> {
    const me = (await this.users.findById(userId))!;
    const scope = `ticket:${ticket.id}|to:${recipient.id}`;
    return { channel: 'email', target: me.email, purpose: 'transfer', userId, scope };
  }

  private async notify(tx: Parameters<NoticesService['notifyUser']>[0], news: TransferNews, lang: Language) {
    const params = this.params(news);
    await this.notices.notifyUser(
      tx,
      news.sender.id,
      translate('tickets.transferSentSubject', lang, params),
      translate('tickets.transferSentText', lang, params),
    );
    await this.notices.notifyUser(
      tx,
      news.recipient.id,
      translate('tickets.transferReceivedSubject', lang, params),
      translate('tickets.transferReceivedText', lang, params),
    );
  }

  /** Both sides are told by e-mail after the commit; a failed e-mail leaves the in-app notice. */
  private async mailBoth(news: TransferNews, lang: Language): Promise<void> {
    const params = this.params(news);
    const messages = [
      { to: news.sender.email, subject: 'tickets.transferSentSubject', text: 'tickets.transferSentText' },
      { to: news.recipient.email, subject: 'tickets.transferReceivedSubject', text: 'tickets.transferReceivedText' },
    ] as const;
    for (const m of messages) {
      try {
        await this.mail.send({
          to: m.to,
          subject: translate(m.subject, lang, params),
          text: translate(m.text, lang, params),
        });
      } catch (error) {
        this.logger.error(`transfer e-mail to ${m.to} failed: ${String(error)}`);
      }
    }
  }

  private params(news: TransferNews) {
    const base = this.config.publicApiUrl ?? `http://localhost:${this.config.port}`;
    return {
      from: news.sender.nickname ?? news.sender.email,
      to: news.recipient.email,
      event: news.event,
      area: news.area,
      link: shareTransferUrl(base, news.shareToken),
      ticket: ticketPageUrl(base, news.code),
    };
  }
}
