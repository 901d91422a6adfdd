import type { ReplyCodeEntry } from './entry.js';

/** Alerts (8100–8199): Web Push subscriptions, the in-app inbox and the preferences (issue 49). */
export const ALERT_CODES = {
  ALERTS_PUSH_DISABLED: { code: 8100, status: 409, key: 'alerts.pushDisabled' },
  ALERTS_ENDPOINT_NOT_ALLOWED: { code: 8101, status: 400, key: 'alerts.endpointNotAllowed' },
  ALERTS_KEYS_INVALID: { code: 8102, status: 400, key: 'alerts.keysInvalid' },
  ALERTS_SUBSCRIPTION_NOT_YOURS: { code: 8103, status: 409, key: 'alerts.subscriptionNotYours' },
  ALERTS_SUBSCRIPTION_NOT_FOUND: { code: 8104, status: 404, key: 'alerts.subscriptionNotFound' },
  ALERTS_EMAIL_REQUIRED: { code: 8105, status: 409, key: 'alerts.emailRequired' },
  ALERTS_CHANNEL_NOT_OFFERED: { code: 8106, status: 400, key: 'alerts.channelNotOffered' },
  ALERTS_INBOX_ITEM_NOT_FOUND: { code: 8107, status: 404, key: 'alerts.inboxItemNotFound' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** What an alert is about. */
export const ALERT_KINDS = [
  'waitlistOffer',
  'waitlistOfferLapsing',
  'holdExpiring',
  'transferReceived',
  'transferAccepted',
  'queueAdmitted',
  'queueSoldOut',
  'resaleSold',
  'merchShipped',
  'merchReady',
  'doorsToday',
  'promoterNotice',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Where an alert reaches the fan. */
export const ALERT_CHANNELS = ['push', 'email', 'inbox'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * One kind's channels: each channel's default, or null where the kind has no message on that
 * channel (a hold expiring in 2 minutes is no e-mail). `emailLocked`: the e-mail is transactional
 * (offers, transfers, receipts) and cannot be switched off.
 */
export interface AlertKindRule {
  push: boolean | null;
  email: boolean | null;
  inbox: boolean | null;
  emailLocked: boolean;
}

const TRANSACTIONAL: AlertKindRule = { push: true, email: true, inbox: true, emailLocked: true };
const REMINDER: AlertKindRule = { push: true, email: null, inbox: true, emailLocked: false };

/** Every kind's channels and defaults (the Me → Notifications matrix). */
export const ALERT_RULES: Readonly<Record<AlertKind, AlertKindRule>> = {
  waitlistOffer: TRANSACTIONAL,
  waitlistOfferLapsing: REMINDER,
  holdExpiring: REMINDER,
  transferReceived: TRANSACTIONAL,
  transferAccepted: TRANSACTIONAL,
  queueAdmitted: REMINDER,
  queueSoldOut: REMINDER,
  resaleSold: TRANSACTIONAL,
  merchShipped: TRANSACTIONAL,
  merchReady: TRANSACTIONAL,
  doorsToday: { push: true, email: false, inbox: true, emailLocked: false },
  promoterNotice: { push: true, email: true, inbox: true, emailLocked: false },
};

/** Inbox items are kept this long. */
export const ALERT_INBOX_DAYS = 90;

/** Web Push subscription limits: a P-256 public key is 65 bytes (87 base64url characters), the auth secret 16 (22). */
export const PUSH_KEY_MAX = { p256dh: 88, auth: 24, endpoint: 500 } as const;

/** One preference cell as the API answers it. */
export interface AlertPreferenceView {
  kind: AlertKind;
  channel: AlertChannel;
  enabled: boolean;
  /** The fan cannot switch it off (a transactional e-mail). */
  locked: boolean;
}

/** One inbox item. `path` is the app screen it opens (hash route with query). */
export interface AlertInboxItemView {
  id: number;
  kind: AlertKind;
  title: string;
  body: string;
  path: string;
  createdAt: number;
  readAt: number | null;
}

export interface AlertInboxView {
  unread: number;
  items: AlertInboxItemView[];
}

/** What the web needs to subscribe: whether push is on here, and the VAPID public key. */
export interface PushKeyView {
  enabled: boolean;
  publicKey: string | null;
}
