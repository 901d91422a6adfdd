import {
  type OrderView,
  type ResaleListingView,
  type ResaleOfferView,
  type ResalePayout,
  type ResaleTicketView,
  formatMoney,
  resaleFee,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type EventRow, EventsRepository } from '../events/index.js';
import { HoldsService, OrdersRepository, OrdersService } from '../orders/index.js';
import { RefundsService } from '../payments/index.js';
import type { AuthUser } from '../sessions/index.js';
import { type Ticket, TicketResale, TicketsService } from '../tickets/index.js';
import { WaitlistOffers } from '../waitlist/index.js';
import type { ResaleListing } from './entities/resale-listing.entity.js';
import { type ResaleRules, ResaleRepository } from './resale.repository.js';

const HOUR_MS = 3_600_000;

/**
 * "Can't go?": a fan lists a ticket at face value or less (the event's rules: on, not paused,
 * before the deadline, its fee shown first); the listing goes to the seat area's waiting list
 * first, in order, as an offer that is a hold; with nobody waiting it is on the event page, bought
 * like any ticket (`OrdersService.createResale`). The seller withdraws until it is sold. The sale
 * itself is `ResaleStockService.sell`, in the payment's transaction.
 */
@Injectable()
export class ResaleService {
  constructor(
    private readonly resale: ResaleRepository,
    private readonly events: EventsRepository,
    private readonly tickets: TicketsService,
    private readonly ticketResale: TicketResale,
    private readonly orders: OrdersService,
    private readonly ordersRepo: OrdersRepository,
    private readonly refunds: RefundsService,
    private readonly holds: HoldsService,
    private readonly waitlist: WaitlistOffers,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** What the seller may do with a ticket of theirs. */
  async ticket(user: AuthUser, code: string): Promise<ResaleTicketView> {
    const ticket = await this.ownTicket(user, code);
    const { event, faceValue } = await this.eventOf(ticket);
    const rules = await this.resale.rules(event.id);
    const listing = await this.resale.latestOfTicket(ticket.id);
    return {
      ticketCode: ticket.code,
      faceValue,
      currency: event.currency,
      open: this.closedBecause(event, rules) === null,
      deadline: deadlineOf(event, rules),
      feePercent: rules.feePercent,
      refundAllowed: rules.refundAllowed && (await this.returnable(user, ticket, faceValue, rules.feePercent)),
      listing: listing && listing.sellerId === user.id ? listingView(listing, ticket.code) : null,
    };
  }

  /** Lists a ticket: refused with its own code for every reason it may not be; offered to the waiting list first. */
  async list(user: AuthUser, body: { ticketCode: string; price: number; payout?: ResalePayout }) {
    const ticket = await this.ownTicket(user, body.ticketCode);
    const refusal = ticketRefusal(ticket, this.clock.now());
    if (refusal) throw refusal;
    const { event, type, faceValue } = await this.eventOf(ticket);
    const rules = await this.resale.rules(event.id);
    const closed = this.closedBecause(event, rules);
    if (closed) throw closed;
    const payout = body.payout ?? 'wallet';
    if (payout === 'refund') {
      // A return: where the event allows it, at face value, paid back to the seller's own payment.
      if (!rules.refundAllowed) throw new AppError('RESALE_REFUND_NOT_ALLOWED');
      if (body.price !== faceValue) {
        const shown = `${formatMoney(faceValue)} ${event.currency}`;
        throw new AppError('RESALE_RETURN_AT_FACE', { faceValue: shown }, { faceValue });
      }
      if (!(await this.returnable(user, ticket, faceValue, rules.feePercent))) {
        throw new AppError('RESALE_RETURN_NOT_REFUNDABLE');
      }
    }
    if (body.price > faceValue) throw new AppError('RESALE_PRICE_ABOVE_FACE', { max: faceValue }, { faceValue });
    const now = this.clock.now();
    let afterCommit: (() => Promise<void>) | null = null;
    const listing = await this.transactions.withTransaction(async (tx) => {
      afterCommit = null;
      if (!(await this.ticketResale.setAside(tx, ticket, now))) throw new AppError('RESALE_ALREADY_LISTED');
      const row = await this.resale.insert(tx, {
        ticketId: ticket.id,
        eventId: event.id,
        ticketTypeId: type.id,
        sellerId: user.id,
        status: 'listed',
        payout,
        price: body.price,
        fee: resaleFee(body.price, rules.feePercent),
        currency: event.currency,
        ticketStatus: ticket.status,
        fromOrderId: ticket.orderId,
        liveKey: ticket.id,
        orderId: null,
        buyerId: null,
        createdAt: now,
        updatedAt: now,
        soldAt: null,
      });
      const offered = await this.waitlist.offerListing(tx, event, type, row.price, now);
      if (!offered) return row;
      if (!(await this.resale.claim(tx, row.id, offered.order.id, now))) throw new Error(`listing ${row.id} was taken`);
      afterCommit = offered.afterCommit;
      return { ...row, status: 'held' as const, orderId: offered.order.id };
    });
    if (afterCommit) await (afterCommit as () => Promise<void>)();
    return listingView(listing, ticket.code);
  }

  /**
   * Withdraws a listing until it is sold: the ticket is the seller's again. A buyer's hold on it
   * ends (cancelled); a buyer paying at that moment is either sold the ticket first (and this is
   * refused) or refunded, because the sale needs the listing still held by their order.
   */
  async withdraw(user: AuthUser, id: number): Promise<ResaleListingView> {
    const listing = await this.resale.findById(id);
    if (!listing || listing.sellerId !== user.id) throw new AppError('RESALE_LISTING_NOT_FOUND');
    const now = this.clock.now();
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.resale.withdraw(tx, listing.id, user.id, now))) throw new AppError('RESALE_ALREADY_SOLD');
      if (!(await this.ticketResale.giveBack(tx, listing.ticketId, user.id, listing.ticketStatus, now))) {
        throw new Error(`ticket ${listing.ticketId} of listing ${listing.id} was not listed`);
      }
    });
    const read = (await this.resale.findById(id))!;
    // The buyer's hold (if any) no longer holds anything: it ends now rather than at its deadline.
    if (listing.orderId !== null && listing.status === 'held') await this.holds.end(listing.orderId, 'cancelled');
    const ticket = await this.tickets.byId(listing.ticketId);
    return listingView(read, ticket?.code ?? '');
  }

  /** The listings on offer for an event's page ("Resale tickets from fans"). */
  async onOffer(eventId: number): Promise<ResaleOfferView[]> {
    const event = await this.events.findEvent(eventId);
    if (!event) throw new AppError('EVENT_NOT_FOUND');
    const rules = await this.resale.rules(eventId);
    if (!rules.enabled || rules.paused || this.clock.now() >= event.endsAt) return [];
    const listings = await this.resale.onOffer(eventId);
    const types = await this.events.findTypes([...new Set(listings.map((l) => l.ticketTypeId))]);
    return listings.map((l) => {
      const type = types.find((t) => t.id === l.ticketTypeId)!;
      return {
        id: l.id,
        ticketTypeId: l.ticketTypeId,
        seatArea: type.name,
        price: l.price,
        faceValue: type.price,
        currency: l.currency,
      };
    });
  }

  /** Buys a listing on offer: a held ticket order at its price, then paid like any other. */
  async buy(
    user: AuthUser,
    platform: string,
    body: { listingId: number; attendeeIds?: number[] },
    key: string | undefined,
  ): Promise<OrderView> {
    const listing = await this.resale.findById(body.listingId);
    if (!listing) throw new AppError('RESALE_LISTING_NOT_FOUND');
    if (listing.sellerId === user.id) throw new AppError('RESALE_OWN_LISTING');
    const event = (await this.events.findEvent(listing.eventId))!;
    const rules = await this.resale.rules(event.id);
    if (!rules.enabled || rules.paused) throw new AppError('RESALE_NOT_ALLOWED');
    if (this.clock.now() >= event.endsAt) throw new AppError('RESALE_DEADLINE_PASSED');
    const type = (await this.events.findType(listing.ticketTypeId))!;
    return this.orders.createResale(
      user,
      platform,
      {
        event,
        type,
        price: listing.price,
        attendeeIds: body.attendeeIds,
        claim: (tx, order) => this.resale.claim(tx, listing.id, order.id, this.clock.now()),
      },
      key,
    );
  }

  /**
   * Whether a return of the ticket at face value can be refunded to the payment it came from: the
   * seller paid that order, the refund (face value less the fee) is no more than they paid for the
   * ticket, and that much of the charge is still refundable (the sale takes it by a conditional
   * UPDATE, so this is the answer shown, not the guard).
   */
  private async returnable(user: AuthUser, ticket: Ticket, faceValue: number, feePercent: number): Promise<boolean> {
    const order = await this.ordersRepo.findById(ticket.orderId);
    if (!order || order.userId !== user.id) return false;
    const item = (await this.ordersRepo.itemsOf([order.id])).find((i) => i.ticketTypeId === ticket.ticketTypeId);
    const refund = faceValue - resaleFee(faceValue, feePercent);
    if (!item || refund <= 0 || refund > item.unitPrice) return false;
    return (await this.refunds.refundableOf(order.orderNo, user.id)) >= refund;
  }

  /** The seller's own ticket, or the one refusal that does not tell whose it is. */
  private async ownTicket(user: AuthUser, code: string): Promise<Ticket> {
    const ticket = await this.tickets.byCode(code);
    if (!ticket || ticket.userId !== user.id) throw new AppError('RESALE_TICKET_NOT_YOURS');
    return ticket;
  }

  private async eventOf(ticket: Ticket) {
    const event = (await this.events.findEvent(ticket.eventId))!;
    const type = (await this.events.findType(ticket.ticketTypeId))!;
    return { event, type, faceValue: type.price };
  }

  /** Why the event takes no listing now, or null. */
  private closedBecause(event: EventRow, rules: ResaleRules): AppError | null {
    if (!rules.enabled || rules.paused) return new AppError('RESALE_NOT_ALLOWED');
    if (this.clock.now() >= deadlineOf(event, rules)) return new AppError('RESALE_DEADLINE_PASSED');
    return null;
  }
}

function deadlineOf(event: EventRow, rules: ResaleRules): number {
  return event.startsAt - rules.deadlineHours * HOUR_MS;
}

/** Why a ticket of the seller's cannot be listed, by its state. */
function ticketRefusal(ticket: Ticket, now: number): AppError | null {
  switch (ticket.status) {
    case 'paid':
    case 'ready':
      return ticket.transferLockedUntil !== null && ticket.transferLockedUntil > now
        ? new AppError('RESALE_TICKET_TRANSFERRED')
        : null;
    case 'validated':
    case 'redeemed':
      return new AppError('RESALE_TICKET_USED');
    case 'revoked':
      return new AppError('RESALE_TICKET_REFUNDED');
    case 'transferring':
      return new AppError('RESALE_TICKET_TRANSFERRED');
    case 'listed':
      return new AppError('RESALE_ALREADY_LISTED');
  }
}

export function listingView(listing: ResaleListing, ticketCode: string): ResaleListingView {
  return {
    id: listing.id,
    ticketCode,
    status: listing.status,
    payout: listing.payout,
    price: listing.price,
    fee: listing.fee,
    net: listing.price - listing.fee,
    currency: listing.currency,
    createdAt: listing.createdAt,
    soldAt: listing.soldAt,
  };
}
