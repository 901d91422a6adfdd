import type { AuditActorKind, ConsoleRole, ConsoleSection } from '../catalogue/console.js';
import type { MerchOrderFulfilment, MerchOrderStatus } from '../catalogue/merch.js';
import type { OrderAddressView } from './merch.js';

/** The shapes the console calls (`/fanapih5/console/…`) take and answer with. Money is minor units. */

/** GET /console/me: who I am in the console and what I may open. */
export interface ConsoleMeView {
  userId: number;
  email: string;
  nickname: string;
  /** Every role I hold (a role held for several events appears once). */
  roles: ConsoleRole[];
  /** The events I organise (ids), empty unless I am an organiser. */
  organiserOf: number[];
  /** The events I am staff of (ids). */
  staffOf: number[];
  /** The menu's sections for my roles. */
  sections: ConsoleSection[];
}

/** One role held by one account (for one event, or the whole platform). */
export interface ConsoleGrantView {
  id: number;
  email: string;
  role: ConsoleRole;
  eventId: number | null;
  eventSlug: string | null;
  eventTitle: string | null;
  /** Epoch ms. */
  grantedAt: number;
}

/** POST /console/roles/grant and /revoke body. */
export interface ConsoleGrantBody {
  email: string;
  role: ConsoleRole;
  /** The event of an organiser or staff role. */
  eventId?: number;
}

/** One recorded action: who, what, on what, before and after, when. */
export interface AuditEntryView {
  id: number;
  actorKind: AuditActorKind;
  /** The account's e-mail, or `ops:<operator>`. */
  actor: string;
  action: string;
  eventId: number | null;
  target: string | null;
  /** JSON of the state before, null when there was none. */
  before: string | null;
  /** JSON of the state after, null when there is none. */
  after: string | null;
  /** Epoch ms. */
  createdAt: number;
}

/** GET /console/audit: newest first; `nextBefore` asks for the next page (null: no more). */
export interface AuditPageView {
  list: AuditEntryView[];
  nextBefore: number | null;
}

/** One seat area as the console shows and saves it (money: minor units of the event's currency). */
export interface ConsoleAreaBody {
  code: string;
  name: string;
  price: number;
  capacity: number;
}

/**
 * POST /console/events/area body: a seat area changed by its code, or added; with `add` it must be
 * new (a code the event has already is CONSOLE_AREA_CODE_TAKEN, never a change of that area).
 */
export interface ConsoleAreaSaveBody extends ConsoleAreaBody {
  eventId: number;
  add?: boolean;
}

/** An event's details as the console saves them; times are epoch ms. */
export interface ConsoleEventFields {
  title: string;
  about: string;
  artist?: string | null;
  images: string[];
  venue: string;
  location: string;
  city?: string;
  /** The venue's IANA time zone: every time is shown as the venue reads it. */
  timeZone: string;
  doorsAt?: number | null;
  startsAt: number;
  endsAt: number;
  saleStartsAt: number;
  saleEndsAt?: number | null;
  ticketLimit: number;
  realNameRequired: boolean;
  desktopOnly: boolean;
}

/** POST /console/events/create body: a new event (unpublished until published) with its seat areas. */
export interface ConsoleEventCreateBody extends ConsoleEventFields {
  slug: string;
  areas: ConsoleAreaBody[];
}

/** POST /console/events/update body: an event's details (its areas change through /area). */
export interface ConsoleEventUpdateBody extends ConsoleEventFields {
  eventId: number;
}

/** A seat area with its live counts. */
export interface ConsoleAreaView extends ConsoleAreaBody {
  id: number;
  sold: number;
  held: number;
  available: number;
}

/** The waiting room's settings as the console shows and changes them. */
export interface ConsoleQueueView {
  enabled: boolean;
  method: string;
  mode: string;
  ratePerMinute: number;
  maxActive: number;
  admissionSeconds: number;
  prequeueOpensAt: number;
}

/** The resale rules as the console shows and changes them. */
export interface ConsoleResaleView {
  enabled: boolean;
  paused: boolean;
  feePercent: number;
  deadlineHours: number;
  refundAllowed: boolean;
}

/** One event in the console's list. */
export interface ConsoleEventSummaryView {
  id: number;
  slug: string;
  title: string;
  venue: string;
  timeZone: string;
  startsAt: number;
  published: boolean;
  /** Where the sale is: draft (unpublished), upcoming, onSale, closed (or sold out), ended. */
  saleState: ConsoleSaleState;
  sold: number;
  capacity: number;
}

export const CONSOLE_SALE_STATES = ['draft', 'upcoming', 'onSale', 'closed', 'ended'] as const;
export type ConsoleSaleState = (typeof CONSOLE_SALE_STATES)[number];

/** GET /console/events/detail: an event as its organiser edits it. */
export interface ConsoleEventView extends ConsoleEventFields {
  id: number;
  slug: string;
  currency: string;
  published: boolean;
  saleState: ConsoleSaleState;
  areas: ConsoleAreaView[];
  /** Null when the event has no waiting room. */
  queue: ConsoleQueueView | null;
  resale: ConsoleResaleView;
}

/** One minute of sales on the live chart: paid ticket orders and the tickets they hold. */
export interface ConsoleSalesMinute {
  /** The minute's start, epoch ms. */
  at: number;
  orders: number;
  tickets: number;
}

/** A seat area's live counts on the sales screen. */
export interface ConsoleSalesArea {
  id: number;
  code: string;
  name: string;
  price: number;
  capacity: number;
  sold: number;
  held: number;
  available: number;
}

/**
 * GET /console/events/sales (and each message of /console/events/sales/stream): an event's sale as
 * it is now. Money in minor units of `currency`.
 */
export interface ConsoleSalesView {
  eventId: number;
  /** When these figures were read, epoch ms. */
  at: number;
  currency: string;
  areas: ConsoleSalesArea[];
  /** What the paid ticket orders are worth (their totals; refunded orders are left out). */
  revenue: number;
  ticketsSold: number;
  /** Paid ticket orders in the last minute. */
  ordersLastMinute: number;
  /** The last 60 minutes, oldest first, one entry a minute (zeros included). */
  minutes: ConsoleSalesMinute[];
  /** Fans on the waiting list still waiting for seats. */
  waitlistWaiting: number;
  /** The waiting room's figures, null when the event has none. */
  queue: { waiting: number; admitted: number; active: number } | null;
}

/** GET /console/merch/stock: one variant of a merch item with its stock (money: minor units of `currency`). */
export interface ConsoleMerchStockView {
  productId: number;
  productName: string;
  /** The item's event, null for merch the platform sells on its own. */
  eventId: number | null;
  eventTitle: string | null;
  variantId: number;
  variantCode: string;
  variantLabel: string;
  price: number;
  currency: string;
  /** Every unit there is: left + sold + held. */
  stock: number;
  sold: number;
  /** In unpaid orders (given back if their hold runs out). */
  held: number;
  left: number;
}

/** POST /console/merch/stock body: a variant's new stock (never below what is sold and held). */
export interface ConsoleMerchStockBody {
  variantId: number;
  stock: number;
}

/** One line of a merch order in the console. */
export interface ConsoleMerchLineView {
  name: string;
  variantLabel: string;
  quantity: number;
}

/** A paid merch order waiting for the organiser: to ship (delivery) or to hand over (pick-up). */
export interface ConsoleMerchOrderView {
  orderNo: string;
  eventId: number | null;
  eventTitle: string | null;
  status: MerchOrderStatus;
  fulfilment: MerchOrderFulfilment;
  /** The buyer's nickname, else their e-mail address. */
  buyerName: string;
  buyerEmail: string;
  items: ConsoleMerchLineView[];
  quantity: number;
  /** Epoch ms. */
  paidAt: number | null;
  /** Delivery: where it goes. */
  address: OrderAddressView | null;
  carrier: string | null;
  trackingNo: string | null;
  /** Pick-up: the day the fan chose (YYYY-MM-DD) and where. */
  pickupDate: string | null;
  pickupPlace: string | null;
  /** Pick-up: when the counter had it ready (epoch ms), null until then. */
  readyAt: number | null;
  collectedAt: number | null;
}

/** POST /console/merch/ship body. */
export interface ConsoleMerchShipBody {
  orderNo: string;
  carrier: string;
  trackingNo: string;
}

/** POST /console/merch/ready and /collected body. */
export interface ConsoleMerchOrderBody {
  orderNo: string;
}
