import {
  type CodeSentView,
  ROUTES,
  DEFAULT_LANGUAGE,
  type Language,
  type OutgoingTransferView,
  type ShareTransferView,
  translate,
  type TransferDoneView,
  type TransferRecipientView,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../common/errors/app-error.js';
import type { AppConfig } from '../../../config/config.js';
import { TransactionRunner } from '../../../database/transaction.js';
import type { Clock } from '../../../infra/clock.js';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, CLOCK } from '../../../infra/tokens.js';
import { NoticesService } from '../../basic/index.js';
import { type CodeTarget, CodesService } from '../../codes/index.js';
import { EventsRepository } from '../../events/index.js';
import { AlertsService } from '../../alerts/index.js';
import { Outbox } from '../../outbox/index.js';
import { accountLanguage, type User, UsersRepository } from '../../users/index.js';
import type { Ticket } from '../entities/ticket.entity.js';
import { shareTransferUrl, ticketPageUrl } from '../ticket-links.js';
import { rotateTicketSecret } from '../ticket-secret.js';
import { TicketsRepository } from '../tickets.repository.js';
import { WalletPassUpdates } from '../passes/wallet-pass-updates.js';
import type { TicketTransfer } from './entities/ticket-transfer.entity.js';
import { TransfersRepository } from './transfers.repository.js';

const HOUR_MS = 3_600_000;
/** How many of my sent transfers My Tickets lists. */
const SENT_LIST = 50;

/** What the e-mails and notices of a transfer say. */
interface TransferNews {
  sender: User;
  /** The recipient's account, or their e-mail while they have none. */
  recipient: User | { email: string };
  event: string;
  area: string;
  code: string;
  shareToken: string;
}

/** A mail the transfer owes: its event (with the share token, its outbox key), message keys, and who gets it (their account, when they have one). */
interface Mail {
  event: string;
  to: string;
  user?: User | { email: string };
  subject: string;
  text: string;
}

/**
 * Ticket transfer (spec §2, §4, §5), confirmed with a code e-mailed to the sender. To an account
 * it is done at once and non-reversible: the ticket changes holder in one conditional UPDATE with
 * a new QR secret, so the sender's QR dies at once; it then cannot move again for
 * TRANSFER_LOCK_HOURS. To an e-mail with no account, the ticket is set aside ('transferring',
 * usable by no one, a new secret) and the recipient invited: it becomes theirs when they sign up
 * and accept within TRANSFER_INVITE_HOURS, or goes back to the sender when the sender cancels or
 * the invitation runs out (TransferExpiryJob).
 */
@Injectable()
export class TransfersService {
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
    private readonly outbox: Outbox,
    private readonly alerts: AlertsService,
  ) {}

  /** Step 1: my ticket may move, and to whom: an account, or an e-mail that will be invited. */
  async check(userId: number, code: string, toUserMail: string): Promise<TransferRecipientView> {
    await this.transferable(userId, code);
    const recipient = await this.recipient(userId, toUserMail);
    return {
      toUserMail: recipient.email,
      registered: isAccount(recipient),
      inviteHours: this.config.transferInviteHours,
    };
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
    const sender = await this.users.findById(userId);
    return this.codes.send(
      await this.codeTarget(userId, ticket, recipient),
      accountLanguage(sender, lang),
      ip,
      details,
    );
  }

  /**
   * Step 3: the code is right. To an account, the ticket is theirs at once; to an e-mail with no
   * account, it is set aside for them and they are invited.
   */

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
    if (!isAccount(recipient)) return this.setAside(ticket, news, target, body.verifyCode, lang, now);
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
        state: 'done',
        expiresAt: null,
        acceptedAt: now,
        ticketStatus: ticket.status,
        lang,
      });
      await this.walletPasses.ticketChanged(tx, ticket.id);
      await this.notifyDone(tx, news, lang);
      await this.mail(tx, news.shareToken, this.doneMails(news), lang, this.params(news));
    });
    return { shareToken: news.shareToken, toUserMail: recipient.email, at: now, state: 'done', expiresAt: null };
  }

  /** Confirm to an e-mail with no account: the ticket waits for them, set aside, and they are invited. */
  private async setAside(
    ticket: Ticket,
    news: TransferNews,
    target: CodeTarget,
    verifyCode: string,
    lang: Language,
    now: number,
  ): Promise<TransferDoneView> {
    const expiresAt = now + this.config.transferInviteHours * HOUR_MS;
    await this.transactions.withTransaction(async (tx) => {
      await this.codes.consume(target, verifyCode, tx);
      const aside = await this.transfers.setAside(
        tx,
        { id: ticket.id, fromUserId: news.sender.id, status: ticket.status },
        now,
      );
      if (!aside) throw this.refusal((await this.tickets.findByCodeInTx(tx, ticket.code)) ?? undefined, news.sender.id);
      // The sender's QR, pass, links and devices end here, as on a done transfer.
      await rotateTicketSecret(tx, ticket.id, now);
      await this.transfers.insert(tx, {
        ticketId: ticket.id,
        fromUserId: news.sender.id,
        toUserId: null,
        toEmail: news.recipient.email,
        shareToken: news.shareToken,
        createdAt: now,
        state: 'pending',
        expiresAt,
        acceptedAt: null,
        ticketStatus: ticket.status,
        lang,
      });
      await this.walletPasses.ticketChanged(tx, ticket.id);
      const params = this.params(news);
      await this.notices.notifyUser(
        tx,
        news.sender.id,
        translate('tickets.transferPendingSubject', lang, params),
        translate('tickets.transferPendingText', lang, params),
      );
      await this.mail(
        tx,
        news.shareToken,
        [
          {
            event: 'pending',
            to: news.sender.email,
            user: news.sender,
            subject: 'tickets.transferPendingSubject',
            text: 'tickets.transferPendingText',
          },
          {
            event: 'invite',
            to: news.recipient.email,
            subject: 'tickets.transferInviteSubject',
            text: 'tickets.transferInviteText',
          },
        ],
        lang,
        params,
      );
    });
    return { shareToken: news.shareToken, toUserMail: news.recipient.email, at: now, state: 'pending', expiresAt };
  }

  /**
   * The invited recipient, signed up with the address it was sent to, accepts: the ticket is
   * theirs with the status it had, a new secret and the re-transfer lock, as a done transfer.
   */
  async accept(userId: number, shareToken: string, lang: Language): Promise<TransferDoneView> {
    const transfer = await this.transfers.findByShareToken(shareToken);
    if (!transfer) throw new AppError('TRANSFER_NOT_FOUND');
    const me = await this.users.findById(userId);
    if (!me || me.email !== transfer.toEmail) throw new AppError('TRANSFER_NOT_FOR_YOU');
    if (transfer.state !== 'pending') throw new AppError('TRANSFER_NOT_PENDING');
    const ticket = (await this.transfers.findTicket(transfer.ticketId))!;
    const event = (await this.events.findEvent(ticket.eventId))!;
    const sender = (await this.users.findById(transfer.fromUserId))!;
    const news: TransferNews = {
      sender,
      recipient: me,
      event: event.title,
      area: ticket.seatArea,
      code: ticket.code,
      shareToken,
    };
    const now = this.clock.now();
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.transfers.endPending(tx, transfer.id, { state: 'done', toUserId: me.id }, now))) {
        throw new AppError('TRANSFER_NOT_PENDING');
      }
      const taken = await this.transfers.takeAside(
        tx,
        {
          id: ticket.id,
          fromUserId: sender.id,
          toUserId: me.id,
          status: transfer.ticketStatus ?? 'ready',
          lockedUntil: now + this.config.transferLockHours * HOUR_MS,
          attendeePending: event.realNameRequired,
        },
        now,
      );
      // Operators revoked it (a refund) while it waited.
      if (!taken) throw new AppError('TRANSFER_TICKET_REVOKED');
      await rotateTicketSecret(tx, ticket.id, now);
      await this.transfers.addHistory(tx, ticket.id, 'Transferred', sender.nickname, now);
      await this.walletPasses.ticketChanged(tx, ticket.id);
      await this.notifyDone(tx, news, lang);
      await this.mail(tx, shareToken, this.doneMails(news), lang, this.params(news));
      // The sender's alert: the invited recipient took the ticket.
      await this.alerts.notify(tx, sender.id, {
        kind: 'transferAccepted',
        key: `transfer:${shareToken}:accepted`,
        params: { event: news.event, recipient: me.email },
        path: ROUTES.orderTicket,
      });
    });
    return { shareToken, toUserMail: me.email, at: now, state: 'done', expiresAt: null };
  }

  /** The sender takes back a ticket that still waits for its recipient. */
  async cancel(userId: number, shareToken: string): Promise<OutgoingTransferView> {
    const transfer = await this.transfers.findByShareToken(shareToken);
    // Someone else's transfer answers exactly like none at all.
    if (!transfer || transfer.fromUserId !== userId) throw new AppError('TRANSFER_NOT_FOUND');
    const now = this.clock.now();
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.transfers.endPending(tx, transfer.id, { state: 'cancelled' }, now))) {
        throw new AppError('TRANSFER_NOT_PENDING');
      }
      await this.giveBack(tx, transfer, now);
    });
    const [view] = await this.sentViews([
      { transfer: { ...transfer, state: 'cancelled' }, ticket: (await this.transfers.findTicket(transfer.ticketId))! },
    ]);
    return view!;
  }

  /**
   * Ends a pending transfer whose invitation ran out (TransferExpiryJob): the ticket goes back to
   * the sender, who is told. False when it was no longer pending (accepted or cancelled meanwhile,
   * or ended by another instance).
   */
  async expire(transferId: number): Promise<boolean> {
    const transfer = await this.transfers.findById(transferId);
    if (!transfer) return false;
    const now = this.clock.now();
    const lang = transfer.lang ?? DEFAULT_LANGUAGE;
    const ticket = (await this.transfers.findTicket(transfer.ticketId))!;
    const event = (await this.events.findEvent(ticket.eventId))!;
    const sender = (await this.users.findById(transfer.fromUserId))!;
    const news: TransferNews = {
      sender,
      recipient: { email: transfer.toEmail },
      event: event.title,
      area: ticket.seatArea,
      code: ticket.code,
      shareToken: transfer.shareToken,
    };
    const params = this.params(news);
    const ended = await this.transactions.withTransaction(async (tx) => {
      if (!(await this.transfers.endPending(tx, transfer.id, { state: 'expired' }, now))) return false;
      await this.giveBack(tx, transfer, now);
      await this.notices.notifyUser(
        tx,
        sender.id,
        translate('tickets.transferReturnedSubject', lang, params),
        translate('tickets.transferReturnedText', lang, params),
      );
      await this.mail(
        tx,
        transfer.shareToken,
        [
          {
            event: 'returned',
            to: sender.email,
            user: sender,
            subject: 'tickets.transferReturnedSubject',
            text: 'tickets.transferReturnedText',
          },
        ],
        lang,
        params,
      );
      return true;
    });
    return ended;
  }

  /** Pending transfers past their deadline, for TransferExpiryJob. */
  expiredPendingIds(now: number, limit: number): Promise<number[]> {
    return this.transfers.expiredPendingIds(now, limit);
  }

  /** The tickets I sent or am sending, newest first: My Tickets' "Transferred to …" list. */
  async sent(userId: number): Promise<OutgoingTransferView[]> {
    return this.sentViews(await this.transfers.sentBy(userId, SENT_LIST));
  }

  private async sentViews(rows: { transfer: TicketTransfer; ticket: Ticket }[]): Promise<OutgoingTransferView[]> {
    const events = new Map(
      (await this.events.findEvents([...new Set(rows.map((r) => r.ticket.eventId))])).map((e) => [e.id, e]),
    );
    return rows.map(({ transfer, ticket }) => {
      const event = events.get(ticket.eventId);
      return {
        shareToken: transfer.shareToken,
        ticketCode: ticket.code,
        event: { title: event?.title ?? '', startsAt: event?.startsAt ?? 0 },
        seatArea: ticket.seatArea,
        toUserMail: transfer.toEmail,
        state: transfer.state,
        at: transfer.createdAt,
        expiresAt: transfer.state === 'pending' ? transfer.expiresAt : null,
      };
    });
  }

  /** A set-aside ticket back to its sender with the status it had (no-op if operators revoked it meanwhile). */
  private async giveBack(tx: Parameters<NoticesService['notifyUser']>[0], transfer: TicketTransfer, now: number) {
    await this.transfers.takeAside(
      tx,
      {
        id: transfer.ticketId,
        fromUserId: transfer.fromUserId,
        toUserId: transfer.fromUserId,
        status: transfer.ticketStatus ?? 'ready',
      },
      now,
    );
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
      event: {
        title: event.title,
        startsAt: event.startsAt,
        timeZone: event.timeZone,
        venue: event.venue,
        location: event.location,
      },
      seatArea: ticket.seatArea,
      at: transfer.createdAt,
      state: transfer.state,
      expiresAt: transfer.state === 'pending' ? transfer.expiresAt : null,
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
    if (ticket.status === 'transferring') return new AppError('TRANSFER_WAITING');
    if (ticket.status === 'validated' || ticket.status === 'redeemed') return new AppError('TRANSFER_TICKET_VALIDATED');
    return new AppError('TRANSFER_LOCKED', { time: this.config.transferLockHours });
  }

  /** The recipient's account, or the e-mail to invite when it has none. */
  private async recipient(userId: number, email: string): Promise<User | { email: string }> {
    const address = email.trim().toLowerCase();
    const user = await this.users.findByEmail(address);
    if (!user) return { email: address };
    // An account that cannot sign in (suspended) cannot take a ticket either.
    if (user.status !== 'active') throw new AppError('TRANSFER_NOT_REGISTERED');
    if (user.id === userId) throw new AppError('TRANSFER_TO_SELF');
    return user;
  }

  /**
   * The transfer code goes to the sender's own address, bound to the sender's account and to the
   * one transfer it was asked for: a code for another ticket or another recipient is a wrong code.
   */
  private async codeTarget(userId: number, ticket: Ticket, recipient: User | { email: string }): Promise<CodeTarget> {
    const me = (await this.users.findById(userId))!;
    const to = isAccount(recipient) ? String(recipient.id) : `mail:${recipient.email}`;
    const scope = `ticket:${ticket.id}|to:${to}`;
    return { channel: 'email', target: me.email, purpose: 'transfer', userId, scope };
  }

  private async notifyDone(tx: Parameters<NoticesService['notifyUser']>[0], news: TransferNews, lang: Language) {
    const recipient = news.recipient as User;
    const params = this.params(news);
    await this.notices.notifyUser(
      tx,
      news.sender.id,
      translate('tickets.transferSentSubject', lang, params),
      translate('tickets.transferSentText', lang, params),
    );
    await this.notices.notifyUser(
      tx,
      recipient.id,
      translate('tickets.transferReceivedSubject', lang, params),
      translate('tickets.transferReceivedText', lang, params),
    );
  }

  /** A done transfer's e-mails: to the sender and to the recipient. */
  private doneMails(news: TransferNews): Mail[] {
    return [
      {
        event: 'sent',
        to: news.sender.email,
        user: news.sender,
        subject: 'tickets.transferSentSubject',
        text: 'tickets.transferSentText',
      },
      {
        event: 'received',
        to: news.recipient.email,
        user: news.recipient,
        subject: 'tickets.transferReceivedSubject',
        text: 'tickets.transferReceivedText',
      },
    ];
  }

  /**
   * The transfer's e-mails, written to the outbox in its transaction (one per transfer and event,
   * `transfer:<shareToken>:<event>`), each in its account's language (else `lang`: the sender's,
   * for an older account or an invited address).
   */
  private async mail(
    tx: EntityManager,
    shareToken: string,
    messages: Mail[],
    lang: Language,
    params: Record<string, string | number>,
  ): Promise<void> {
    for (const m of messages) {
      const written = accountLanguage(m.user && 'lang' in m.user ? m.user : null, lang);
      const message = {
        to: m.to,
        subject: translate(m.subject, written, params),
        text: translate(m.text, written, params),
      };
      const userId = m.user && 'id' in m.user ? m.user.id : null;
      await this.outbox.mail(tx, `transfer:${shareToken}:${m.event}`, message, userId);
      // The recipient's alert (inbox, push) beside the e-mail: the ticket is theirs now.
      if (m.event === 'received' && userId !== null) {
        await this.alerts.notify(tx, userId, {
          kind: 'transferReceived',
          key: `transfer:${shareToken}:received`,
          params: { event: String(params.event), sender: String(params.from) },
          path: `${ROUTES.ticketDetailPage}?code=${encodeURIComponent(String(params.code))}`,
        });
      }
    }
  }

  private params(news: TransferNews) {
    const base = this.config.publicApiUrl ?? `http://localhost:${this.config.port}`;
    return {
      from: news.sender.nickname ?? news.sender.email,
      to: news.recipient.email,
      hours: this.config.transferInviteHours,
      event: news.event,
      area: news.area,
      link: shareTransferUrl(base, news.shareToken),
      ticket: ticketPageUrl(base, news.code),
      code: news.code,
    };
  }
}

function isAccount(recipient: User | { email: string }): recipient is User {
  return 'id' in recipient;
}
