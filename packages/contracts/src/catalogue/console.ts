import type { ReplyCodeEntry } from './entry.js';

/**
 * The promoter's console (82xx, issue 47): who may use it and for what, and the refusals of its
 * operations: events and seat areas, orders, gate staff, merch, notices, enquiries and giveaway
 * campaigns.
 */
export const CONSOLE_CODES = {
  CONSOLE_NO_ROLE: { code: 8200, status: 403, key: 'console.noRole' },
  CONSOLE_FORBIDDEN: { code: 8201, status: 403, key: 'console.forbidden' },
  CONSOLE_EVENT_FORBIDDEN: { code: 8202, status: 403, key: 'console.eventForbidden' },
  CONSOLE_CLIENT_REFUSED: { code: 8203, status: 403, key: 'console.clientRefused' },
  CONSOLE_ACCOUNT_NOT_FOUND: { code: 8204, status: 404, key: 'console.accountNotFound' },
  CONSOLE_ROLE_NEEDS_EVENT: { code: 8205, status: 400, key: 'console.roleNeedsEvent' },
  CONSOLE_DEMO_ACCOUNT: { code: 8206, status: 409, key: 'console.demoAccount' },
  CONSOLE_EVENT_NOT_FOUND: { code: 8207, status: 404, key: 'console.eventNotFound' },
  CONSOLE_ROLE_NOT_HELD: { code: 8208, status: 404, key: 'console.roleNotHeld' },
  CONSOLE_CAPACITY_BELOW_TAKEN: { code: 8210, status: 409, key: 'console.capacityBelowTaken' },
  CONSOLE_PRICE_LOCKED: { code: 8211, status: 409, key: 'console.priceLocked' },
  CONSOLE_SLUG_TAKEN: { code: 8212, status: 409, key: 'console.slugTaken' },
  CONSOLE_EVENT_INVALID: { code: 8213, status: 400, key: 'console.eventInvalid' },
  CONSOLE_AREA_NOT_FOUND: { code: 8214, status: 404, key: 'console.areaNotFound' },
  CONSOLE_AREA_CODE_TAKEN: { code: 8215, status: 409, key: 'console.areaCodeTaken' },
  CONSOLE_SETTINGS_INVALID: { code: 8216, status: 400, key: 'console.settingsInvalid' },
  CONSOLE_ORDER_NOT_FOUND: { code: 8220, status: 404, key: 'console.orderNotFound' },
  CONSOLE_ORDER_REFUNDED: { code: 8221, status: 409, key: 'console.orderRefunded' },
  CONSOLE_ORDER_NOT_REFUNDABLE: { code: 8222, status: 409, key: 'console.orderNotRefundable' },
  CONSOLE_ORDER_NOT_CANCELLABLE: { code: 8223, status: 409, key: 'console.orderNotCancellable' },
  CONSOLE_ORDER_NO_TICKETS: { code: 8224, status: 409, key: 'console.orderNoTickets' },
  CONSOLE_STAFF_NO_ACCOUNT: { code: 8230, status: 404, key: 'console.staffNoAccount' },
  CONSOLE_STAFF_NOT_FOUND: { code: 8231, status: 404, key: 'console.staffNotFound' },
  CONSOLE_STOCK_BELOW_TAKEN: { code: 8240, status: 409, key: 'console.stockBelowTaken' },
  CONSOLE_MERCH_NOT_SHIPPABLE: { code: 8241, status: 409, key: 'console.merchNotShippable' },
  CONSOLE_MERCH_ALREADY_SHIPPED: { code: 8242, status: 409, key: 'console.merchAlreadyShipped' },
  CONSOLE_MERCH_NOT_PICKUP: { code: 8243, status: 409, key: 'console.merchNotPickup' },
  CONSOLE_MERCH_NOT_COLLECTABLE: { code: 8244, status: 409, key: 'console.merchNotCollectable' },
  CONSOLE_MERCH_ALREADY_COLLECTED: { code: 8245, status: 409, key: 'console.merchAlreadyCollected' },
  CONSOLE_MERCH_PLATFORM_ONLY: { code: 8246, status: 403, key: 'console.merchPlatformOnly' },
  CONSOLE_NOTICE_NONE: { code: 8250, status: 404, key: 'console.noticeNone' },
  CONSOLE_ENQUIRY_NOT_FOUND: { code: 8260, status: 404, key: 'console.enquiryNotFound' },
  CONSOLE_ENQUIRY_CLOSED: { code: 8261, status: 409, key: 'console.enquiryClosed' },
  CONSOLE_ENQUIRY_NO_ATTACHMENT: { code: 8262, status: 404, key: 'console.enquiryNoAttachment' },
  CONSOLE_CAMPAIGN_NOT_FOUND: { code: 8270, status: 404, key: 'console.campaignNotFound' },
  CONSOLE_CAMPAIGN_INVALID: { code: 8271, status: 400, key: 'console.campaignInvalid' },
  CONSOLE_CAMPAIGN_SLUG_TAKEN: { code: 8272, status: 409, key: 'console.campaignSlugTaken' },
  CONSOLE_CAMPAIGN_ENDED: { code: 8273, status: 409, key: 'console.campaignEnded' },
  CONSOLE_CAMPAIGN_COMMITTED: { code: 8274, status: 409, key: 'console.campaignCommitted' },
  CONSOLE_CAMPAIGN_NOT_ENDED: { code: 8275, status: 409, key: 'console.campaignNotEnded' },
  CONSOLE_CAMPAIGN_NOT_COMMITTED: { code: 8276, status: 409, key: 'console.campaignNotCommitted' },
  CONSOLE_CAMPAIGN_DRAWN: { code: 8277, status: 409, key: 'console.campaignDrawn' },
} as const satisfies Record<string, ReplyCodeEntry>;

/**
 * The console's roles: a platform admin (everything), an organiser of an event (everything for
 * that event), event staff (check-in and pick-up of an event) and support (enquiries, orders read
 * only). Organiser and staff are held per event; admin and support for the whole platform.
 */
export const CONSOLE_ROLES = ['admin', 'organiser', 'staff', 'support'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The roles held for one event (the others are held for the whole platform). */
export const EVENT_ROLES: readonly ConsoleRole[] = ['organiser', 'staff'];

/**
 * The console's sections and the roles that see each in the menu (the server checks every call
 * on its own; this table only decides what the menu offers). A new section adds its line here.
 */
export const CONSOLE_SECTIONS = {
  events: ['admin', 'organiser'],
  orders: ['admin', 'organiser', 'support'],
  checkin: ['admin', 'organiser', 'staff'],
  merch: ['admin', 'organiser', 'staff'],
  communication: ['admin', 'organiser'],
  support: ['admin', 'support'],
  // Campaigns are the platform's (no event of their own): only an admin runs them.
  giveaway: ['admin'],
  roles: ['admin'],
  audit: ['admin', 'organiser'],
} as const satisfies Record<string, readonly ConsoleRole[]>;
export type ConsoleSection = keyof typeof CONSOLE_SECTIONS;

/** The sections a holder of these roles sees, in menu order. */
export function consoleSections(roles: readonly ConsoleRole[]): ConsoleSection[] {
  return (Object.keys(CONSOLE_SECTIONS) as ConsoleSection[]).filter((section) =>
    (CONSOLE_SECTIONS[section] as readonly ConsoleRole[]).some((role) => roles.includes(role)),
  );
}

/** Who did a recorded action: an account in the console, or an operator's command line. */
export const AUDIT_ACTOR_KINDS = ['console', 'ops'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
