import type { ReplyCodeEntry } from './entry.js';

/** Events, attendees, orders, tickets and the waiting list (3000–3999). */
export const TICKET_CODES = {
  EVENT_NOT_FOUND: { code: 3001, status: 404, key: 'tickets.eventNotFound' },
  TICKET_TYPE_NOT_FOUND: { code: 3002, status: 404, key: 'tickets.ticketTypeNotFound' },
  EVENT_DESKTOP_ONLY: { code: 3003, status: 403, key: 'tickets.desktopOnly' },
  TICKET_LIMIT_EXCEEDED: { code: 3004, status: 409, key: 'tickets.limitExceeded' },
  TICKETS_SOLD_OUT: { code: 3005, status: 409, key: 'tickets.soldOut' },
  NO_TICKET_SELECTED: { code: 3006, status: 400, key: 'tickets.noTicketSelected' },
  EVENT_NOT_ON_SALE: { code: 3007, status: 409, key: 'tickets.notOnSale' },
  ATTENDEES_REQUIRED: { code: 3008, status: 400, key: 'tickets.attendeesRequired' },
  ATTENDEE_NOT_FOUND: { code: 3009, status: 404, key: 'tickets.attendeeNotFound' },
  ORDER_NOT_FOUND: { code: 3010, status: 404, key: 'tickets.orderNotFound' },
  ORDER_EXPIRED: { code: 3011, status: 409, key: 'tickets.orderExpired' },
  ORDER_NOT_CANCELLABLE: { code: 3012, status: 409, key: 'tickets.orderNotCancellable' },
  ORDER_ALREADY_PAID: { code: 3013, status: 409, key: 'tickets.orderAlreadyPaid' },
  TICKET_NOT_FOUND: { code: 3014, status: 404, key: 'tickets.ticketNotFound' },
  WAITLIST_NOT_SOLD_OUT: { code: 3015, status: 409, key: 'tickets.waitlistNotSoldOut' },
  WAITLIST_ALREADY_JOINED: { code: 3016, status: 409, key: 'tickets.waitlistAlreadyJoined' },
  WAITLIST_ENTRY_NOT_FOUND: { code: 3017, status: 404, key: 'tickets.waitlistEntryNotFound' },
  IDEMPOTENCY_KEY_INVALID: { code: 3018, status: 400, key: 'tickets.idempotencyKeyInvalid' },
  ORDER_ALREADY_HELD: { code: 3019, status: 409, key: 'tickets.orderAlreadyHeld' },
  WALLET_PASS_UNAVAILABLE: { code: 3020, status: 404, key: 'tickets.walletPassUnavailable' },
  WALLET_PASS_REVOKED: { code: 3021, status: 409, key: 'tickets.walletPassRevoked' },
  ORDER_NOT_PAYABLE: { code: 3022, status: 409, key: 'tickets.orderNotPayable' },
  IDEMPOTENCY_KEY_REUSED: { code: 3023, status: 409, key: 'tickets.idempotencyKeyReused' },
  // Tickets and merch in one checkout (issue 45, item 10): 3030–3049.
  CHECKOUT_NOTHING_SELECTED: { code: 3030, status: 400, key: 'tickets.checkoutNothingSelected' },
  CHECKOUT_NOT_FOUND: { code: 3031, status: 404, key: 'tickets.checkoutNotFound' },
  CHECKOUT_NOT_CANCELLABLE: { code: 3032, status: 409, key: 'tickets.checkoutNotCancellable' },
  CHECKOUT_MERCH_OTHER_EVENT: { code: 3033, status: 400, key: 'tickets.checkoutMerchOtherEvent' },
  CHECKOUT_PART: { code: 3034, status: 409, key: 'tickets.checkoutPart' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** The disclosure shown with attendee information (spec §1). */
export const ATTENDEE_DISCLOSURE_KEY = 'tickets.attendeeDisclosure';

/** Identity document types accepted for real-name attendees. */
export const ATTENDEE_ID_TYPES = ['idCard', 'passport', 'hkMacauPermit', 'taiwanPermit', 'other'] as const;
export type AttendeeIdType = (typeof ATTENDEE_ID_TYPES)[number];

/**
 * Ticket statuses of spec §3 (docs/product.md has their meaning and transitions): paid (bought,
 * seat still being confirmed), ready (usable for entry), validated (admitted at a gate),
 * redeemed (the event closed after the ticket was validated), revoked (made unusable by operators),
 * and transferring (sent to someone without an account yet: usable by no one until they accept, or
 * back to its holder as paid or ready when the sender cancels or the invitation expires), and
 * listed (offered for resale: usable by no one, not transferable, until sold or withdrawn).
 */
export const TICKET_STATUSES = ['paid', 'redeemed', 'revoked', 'ready', 'validated', 'transferring', 'listed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Ticket history events of spec §3. */
export const TICKET_HISTORY_KINDS = ['Purchased', 'Transferred', 'Validated'] as const;

export const ORDER_STATUSES = ['held', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const EVENT_STATUSES = ['upcoming', 'onSale', 'soldOut', 'ended'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Seat assignment of a seated area (spec §4): confirming until operators seat it, then assigned. */
export const SEAT_STATES = ['confirming', 'assigned'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** The on-sale waiting room (32xx): joining, waiting and the admission the order endpoints ask for. */
export const QUEUE_CODES = {
  QUEUE_NOT_OPEN: { code: 3201, status: 409, key: 'tickets.queueNotOpen' },
  QUEUE_ALREADY_JOINED: { code: 3202, status: 409, key: 'tickets.queueAlreadyJoined' },
  QUEUE_NOT_JOINED: { code: 3203, status: 404, key: 'tickets.queueNotJoined' },
  QUEUE_ADMISSION_REQUIRED: { code: 3204, status: 403, key: 'tickets.queueAdmissionRequired' },
  QUEUE_ADMISSION_EXPIRED: { code: 3205, status: 403, key: 'tickets.queueAdmissionExpired' },
  QUEUE_ADMISSION_INVALID: { code: 3206, status: 403, key: 'tickets.queueAdmissionInvalid' },
  QUEUE_SOLD_OUT: { code: 3207, status: 409, key: 'tickets.queueSoldOut' },
  QUEUE_CLOSED: { code: 3208, status: 409, key: 'tickets.queueClosed' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Transfers, seats and the public ticket pages (31xx). */
export const TRANSFER_CODES = {
  TRANSFER_NOT_REGISTERED: { code: 3101, status: 404, key: 'tickets.transferNotRegistered' },
  TRANSFER_TO_SELF: { code: 3102, status: 400, key: 'tickets.transferToSelf' },
  TRANSFER_LOCKED: { code: 3103, status: 409, key: 'tickets.transferLocked' },
  TRANSFER_TICKET_VALIDATED: { code: 3104, status: 409, key: 'tickets.transferValidated' },
  TRANSFER_TICKET_REVOKED: { code: 3105, status: 409, key: 'tickets.transferRevoked' },
  TRANSFER_NOT_FOUND: { code: 3106, status: 404, key: 'tickets.transferNotFound' },
  TICKET_ATTENDEE_NOT_PENDING: { code: 3107, status: 409, key: 'tickets.attendeeNotPending' },
  TRANSFER_NOT_FOR_YOU: { code: 3108, status: 403, key: 'tickets.transferNotForYou' },
  TRANSFER_NOT_PENDING: { code: 3109, status: 409, key: 'tickets.transferNotPending' },
  TRANSFER_WAITING: { code: 3110, status: 409, key: 'tickets.transferWaiting' },
} as const satisfies Record<string, ReplyCodeEntry>;
