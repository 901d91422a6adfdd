import { formatMoney, ROUTES, translate } from '@fanpass/contracts';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { AlertsService } from '../alerts/index.js';
import { NoticesService } from '../basic/index.js';
import { EventsRepository } from '../events/index.js';
import { HoldsService, type Order, type OrderAttendee, OrdersRepository, type ResaleStock } from '../orders/index.js';
import { Outbox } from '../outbox/index.js';
import { TicketResale } from '../tickets/index.js';
import { accountLanguage, UsersRepository } from '../users/index.js';
import { WaitlistOffers } from '../waitlist/index.js';
import { RefundsService } from '../payments/index.js';
import { LedgerService } from '../wallet/index.js';
import type { ResaleListing } from './entities/resale-listing.entity.js';
import { ResaleRepository } from './resale.repository.js';

/**
 * What resale orders hold (registered with the holds at start-up): a listing. A hold that ends
 * unpaid puts its listing back on offer — the next waiting fan first — unless the seller withdrew
 * it; a payment sells it in the payment's transaction: the listing sold (the conditional UPDATE
 * that decides), the ticket the buyer's with a new secret and pass holding, the seller credited in
 * the ledger (price to the seller, less the fee to the platform's `resaleFees`), both told in-app and by e-mail (the outbox, in the same transaction).
 */
@Injectable()
export class ResaleStockService implements ResaleStock, OnModuleInit {
  private readonly logger = new Logger(ResaleStockService.name);

  constructor(
    private readonly resale: ResaleRepository,
    private readonly holds: HoldsService,
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
    private readonly tickets: TicketResale,
    private readonly waitlist: WaitlistOffers,
    private readonly ledger: LedgerService,
    private readonly refunds: RefundsService,
    private readonly users: UsersRepository,
    private readonly notices: NoticesService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly alerts: AlertsService,
  ) {}

  onModuleInit(): void {
    this.holds.handResaleTo(this);
  }

  async released(tx: EntityManager, order: Order, to: 'expired' | 'cancelled', now: number) {
    const listing = await this.resale.release(tx, order.id, now);
    // Withdrawn under the hold: a waiting fan keeps their place for the next seat.
    await this.waitlist.closeOffer(tx, order.id, listing ? to : 'waiting', now);
    if (!listing) return;
    const event = (await this.events.findEventInTx(tx, listing.eventId))!;
    const type = (await this.events.findTypeInTx(tx, listing.ticketTypeId))!;
    const offered = await this.waitlist.offerListing(tx, event, type, listing.price, now);
    if (!offered) return;
    if (!(await this.resale.claim(tx, listing.id, offered.order.id, now))) {
      throw new Error(`listing ${listing.id} was taken while it was offered`);
    }
    return offered.afterCommit;
  }

  async sell(tx: EntityManager, order: Order, now: number): Promise<boolean> {
    const listing = await this.resale.sell(tx, order.id, order.userId, now);
    if (!listing) return false;
    const seller = (await this.users.findByIdInTx(tx, listing.sellerId))!;
    const attendees = order.attendees ? (JSON.parse(order.attendees) as OrderAttendee[]) : null;
    const moved = await this.tickets.sell(
      tx,
      {
        ticketId: listing.ticketId,
        sellerId: listing.sellerId,
        buyerId: order.userId,
        orderId: order.id,
        status: listing.ticketStatus,
        attendeeName: attendees?.[0]?.fullName ?? null,
        seller: seller.nickname ?? 'resale',
      },
      now,
    );
    if (!moved) throw new Error(`ticket ${listing.ticketId} of listing ${listing.id} was not listed by its seller`);
    // The ticket no longer counts against the seller's limit for the event (it counts for the buyer).
    if (!(await this.orders.countDown(tx, listing.sellerId, listing.eventId, 1))) {
      throw new Error(`purchase counter of seller ${listing.sellerId} for event ${listing.eventId} is below 1`);
    }
    if (listing.payout === 'refund') await this.returnToPayment(tx, listing, order);
    else await this.credit(tx, listing, order);
    await this.notify(tx, listing, order);
    return true;
  }

  withdrawFrom(tx: EntityManager, orderId: number, now: number): Promise<boolean> {
    return this.resale.withdrawFrom(tx, orderId, now);
  }

  /**
   * A return: the seller's original payment owes a refund of the price less the fee, keyed by the
   * listing (once), taken from the payment's refundable remainder (never past the charge); the fee
   * goes to the platform's `resaleFees` in the ledger. Sent after the commit (`afterSold`), retried
   * by the payment job.
   */
  private async returnToPayment(tx: EntityManager, listing: ResaleListing, order: Order): Promise<void> {
    const from = await this.orders.findByIdInTx(tx, listing.fromOrderId);
    if (!from) throw new Error(`listing ${listing.id} was returned from no order ${listing.fromOrderId}`);
    const owed = await this.refunds.owePart(
      tx,
      from.orderNo,
      listing.price - listing.fee,
      `resale:${listing.id}`,
      'resale',
    );
    if (typeof owed === 'string') throw new Error(`return of listing ${listing.id} cannot be refunded (${owed})`);
    if (listing.fee > 0) {
      const posted = await this.ledger.post(tx, {
        kind: 'resale',
        key: `resale:${listing.id}`,
        orderNo: order.orderNo,
        entries: [
          { account: await this.ledger.platform('cash', 'resaleFees'), amount: listing.fee },
          { account: await this.ledger.platform('cash', 'sales'), amount: -listing.fee },
        ],
      });
      if (posted.duplicate) throw new Error(`listing ${listing.id} took its fee before`);
    }
  }

  async afterSold(orderId: number): Promise<void> {
    try {
      const listing = await this.resale.findByOrder(undefined, orderId);
      // The e-mails went to the outbox with the sale; the refund of a return is sent here.
      if (!listing || listing.status !== 'sold') return;
      if (listing.payout === 'refund') {
        const from = await this.orders.findById(listing.fromOrderId);
        // The refund of the return now; a failure is retried by the payment job.
        if (from) await this.refunds.sendForOrder(from.orderNo);
      }
    } catch (error) {
      this.logger.error(`resale refund of order ${orderId} failed: ${String(error)}`);
    }
  }

  resoldFrom(tx: EntityManager, orderId: number): Promise<Map<number, number>> {
    return this.resale.soldFrom(tx, orderId);
  }

  /** The seller's money: price to the seller's wallet less the fee, from sales; one posting per listing. */
  private async credit(tx: EntityManager, listing: ResaleListing, order: Order): Promise<void> {
    const net = listing.price - listing.fee;
    const entries = [];
    if (net > 0) entries.push({ account: await this.ledger.accountOf(tx, listing.sellerId, 'cash'), amount: net });
    if (listing.fee > 0)
      entries.push({ account: await this.ledger.platform('cash', 'resaleFees'), amount: listing.fee });
    if (entries.length === 0) return;
    entries.push({ account: await this.ledger.platform('cash', 'sales'), amount: -listing.price });
    const posted = await this.ledger.post(tx, {
      kind: 'resale',
      key: `resale:${listing.id}`,
      orderNo: order.orderNo,
      entries,
    });
    if (posted.duplicate) throw new Error(`listing ${listing.id} was credited before`);
  }

  /** Seller and buyer told in-app and by e-mail (the outbox, `resale:<listing>:<seller|buyer>`), in the sale's transaction. */
  private async notify(tx: EntityManager, listing: ResaleListing, order: Order): Promise<void> {
    const news = await this.news({ ...listing, buyerId: order.userId }, tx);
    for (const [i, m] of news.mails.entries()) {
      await this.notices.notifyUser(tx, m.userId, m.subject, m.text);
      const key = `resale:${listing.id}:${i === 0 ? 'seller' : 'buyer'}`;
      await this.outbox.mail(tx, key, { to: m.to, subject: m.subject, text: m.text }, m.userId);
    }
    // The seller's alert (inbox, push): the ticket sold, the money is theirs.
    await this.alerts.notify(tx, listing.sellerId, {
      kind: 'resaleSold',
      key: `resale:${listing.id}:sold`,
      params: { event: news.event },
      path: listing.payout === 'refund' ? ROUTES.orderTicket : ROUTES.wallet,
      ttlSeconds: 24 * 3600,
    });
  }

  private async news(listing: ResaleListing, tx?: EntityManager) {
    const event = tx
      ? (await this.events.findEventInTx(tx, listing.eventId))!
      : (await this.events.findEvent(listing.eventId))!;
    const type = tx
      ? (await this.events.findTypeInTx(tx, listing.ticketTypeId))!
      : (await this.events.findType(listing.ticketTypeId))!;
    const user = (id: number) => (tx ? this.users.findByIdInTx(tx, id) : this.users.findById(id));
    const seller = (await user(listing.sellerId))!;
    const buyer = (await user(listing.buyerId!))!;
    const params = {
      event: event.title,
      area: type.name,
      price: `${formatMoney(listing.price)} ${listing.currency}`,
      net: `${formatMoney(listing.price - listing.fee)} ${listing.currency}`,
    };
    const to = (user: typeof seller, subject: string, text: string) => {
      const lang = accountLanguage(user, 'en_US');
      return {
        userId: user.id,
        to: user.email,
        subject: translate(subject, lang, params),
        text: translate(text, lang, params),
      };
    };
    return {
      event: event.title,
      mails: [
        to(
          seller,
          'tickets.resaleSoldSubject',
          listing.payout === 'refund' ? 'tickets.resaleReturnedText' : 'tickets.resaleSoldText',
        ),
        to(buyer, 'tickets.resaleBoughtSubject', 'tickets.resaleBoughtText'),
      ],
    };
  }
}
