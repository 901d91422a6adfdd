import type { ResalePayout, ResaleStatus } from '../catalogue/resale.js';

/** The shapes the resale calls (`/fanapih5/resale/…`) take and answer with. Money is minor units. */

/** GET /resale/ticket?code=: what the seller may do with one ticket of theirs ("Can't go?"). */
export interface ResaleTicketView {
  ticketCode: string;
  /** The seat area's price: a listing may ask this much at most. */
  faceValue: number;
  currency: string;
  /** Whether the event takes listings now (on, not paused, before the deadline). */
  open: boolean;
  /** Listings close at this time (epoch ms): the deadline before doors. */
  deadline: number;
  feePercent: number;
  /** Whether a return for a refund to the original payment is allowed. */
  refundAllowed: boolean;
  /** The ticket's live or sold listing, if any. */
  listing: ResaleListingView | null;
}

/** POST /resale/list body. */
export interface ResaleListBody {
  ticketCode: string;
  price: number;
  payout?: ResalePayout;
}

/** A listing as its seller sees it. */
export interface ResaleListingView {
  id: number;
  ticketCode: string;
  status: ResaleStatus;
  payout: ResalePayout;
  price: number;
  fee: number;
  /** What the seller gets: price minus fee. */
  net: number;
  currency: string;
  createdAt: number;
  soldAt: number | null;
}

/** GET /resale/event?eventId=: a listing as buyers see it on the event page. */
export interface ResaleOfferView {
  id: number;
  ticketTypeId: number;
  seatArea: string;
  price: number;
  faceValue: number;
  currency: string;
}

/** POST /resale/buy body: answered with the held order (OrderView), paid like any ticket order. */
export interface ResaleBuyBody {
  listingId: number;
  attendeeIds?: number[];
}
