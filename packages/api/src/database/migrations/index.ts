import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Accounts1763710000000 } from './1763710000000-accounts.js';
import { Ticketing1763800000000 } from './1763800000000-ticketing.js';
import { EventCityDoors1763905000000 } from './1763905000000-event-city-doors.js';
import { OrderLiveHold1763910000000 } from './1763910000000-order-live-hold.js';
import { Receipts1763920000000 } from './1763920000000-receipts.js';
import { AttemptCounters1764000000000 } from './1764000000000-attempt-counters.js';
import { VerifiedPhone1764000100000 } from './1764000100000-verified-phone.js';
import { WalletPassUpdates1764100000000 } from './1764100000000-wallet-pass-updates.js';
import { TicketSecrets1764150000000 } from './1764150000000-ticket-secrets.js';
import { PaymentEvents1764160000000 } from './1764160000000-payment-events.js';
import { Enquiries1764200000000 } from './1764200000000-enquiries.js';
import { Gate1764210000000 } from './1764210000000-gate.js';
import { TicketSeatsTransfers1764220000000 } from './1764220000000-ticket-seats-transfers.js';
import { StripeCustomers1764230000000 } from './1764230000000-stripe-customers.js';
import { ReadyTickets1764240000000 } from './1764240000000-ready-tickets.js';
import { PaymentPurposes1764300000000 } from './1764300000000-payment-purposes.js';
import { WalletLedger1764310000000 } from './1764310000000-wallet-ledger.js';
import { WalletTopUps1764310100000 } from './1764310100000-wallet-topups.js';
import { Vouchers1764320000000 } from './1764320000000-vouchers.js';
import { Merch1764330000000 } from './1764330000000-merch.js';
import { Giveaway1764340000000 } from './1764340000000-giveaway.js';
import { PartnerKeys1764370000000 } from './1764370000000-partner-keys.js';
import { WaitlistOrderIndex1764380000000 } from './1764380000000-waitlist-order-index.js';
import { MerchDiscounts1764420000000 } from './1764420000000-merch-discounts.js';
import { RefundPerCharge1764440000000 } from './1764440000000-refund-per-charge.js';
import { WalletPassHolders1764460000000 } from './1764460000000-wallet-pass-holders.js';
import { SessionDeviceClass1764480000000 } from './1764480000000-session-device-class.js';
import { MerchPickupSecrets1764490000000 } from './1764490000000-merch-pickup-secrets.js';
import { EventArtist1764503000000 } from './1764503000000-event-artist.js';
import { TermsConsent1764507000000 } from './1764507000000-terms-consent.js';
import { EventTimeZone1764510000000 } from './1764510000000-event-time-zone.js';
import { AccountLanguage1764511000000 } from './1764511000000-account-language.js';
import { PendingTransfers1764520000000 } from './1764520000000-pending-transfers.js';
import { Queue1764521000000 } from './1764521000000-queue.js';
import { OutboxDeliveries1764530000000 } from './1764530000000-outbox-deliveries.js';
import { Checkouts1764531000000 } from './1764531000000-checkouts.js';
import { Resale1764534000000 } from './1764534000000-resale.js';
import { Console1764545000000 } from './1764545000000-console.js';
import { EventPublishing1764545100000 } from './1764545100000-event-publishing.js';
import { MerchReady1764545600000 } from './1764545600000-merch-ready.js';
import { PartialRefunds1764535000000 } from './1764535000000-partial-refunds.js';
import { Alerts1764540000000 } from './1764540000000-alerts.js';
import { AlertReminders1764541000000 } from './1764541000000-alert-reminders.js';
import { QueueWatchers1764542000000 } from './1764542000000-queue-watchers.js';

/** Every migration, oldest first. Landed migrations are never edited; add a new one. */
export const MIGRATIONS = [
  Foundation1763700000000,
  Accounts1763710000000,
  Ticketing1763800000000,
  EventCityDoors1763905000000,
  OrderLiveHold1763910000000,
  Receipts1763920000000,
  AttemptCounters1764000000000,
  VerifiedPhone1764000100000,
  WalletPassUpdates1764100000000,
  TicketSecrets1764150000000,
  PaymentEvents1764160000000,
  Enquiries1764200000000,
  Gate1764210000000,
  TicketSeatsTransfers1764220000000,
  StripeCustomers1764230000000,
  ReadyTickets1764240000000,
  PaymentPurposes1764300000000,
  WalletLedger1764310000000,
  WalletTopUps1764310100000,
  Vouchers1764320000000,
  Merch1764330000000,
  Giveaway1764340000000,
  PartnerKeys1764370000000,
  WaitlistOrderIndex1764380000000,
  MerchDiscounts1764420000000,
  RefundPerCharge1764440000000,
  WalletPassHolders1764460000000,
  SessionDeviceClass1764480000000,
  MerchPickupSecrets1764490000000,
  EventArtist1764503000000,
  TermsConsent1764507000000,
  EventTimeZone1764510000000,
  AccountLanguage1764511000000,
  PendingTransfers1764520000000,
  Queue1764521000000,
  OutboxDeliveries1764530000000,
  Checkouts1764531000000,
  Resale1764534000000,
  PartialRefunds1764535000000,
  Alerts1764540000000,
  AlertReminders1764541000000,
  QueueWatchers1764542000000,
  Console1764545000000,
  EventPublishing1764545100000,
  MerchReady1764545600000,
];
