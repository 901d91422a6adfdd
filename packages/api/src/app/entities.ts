import { AttemptCounter } from '../infra/attempts/attempt-counter.entity.js';
import { Attendee } from '../modules/attendees/entities/attendee.entity.js';
import { EventRow } from '../modules/events/entities/event.entity.js';
import { TicketType } from '../modules/events/entities/ticket-type.entity.js';
import { OrderItem } from '../modules/orders/entities/order-item.entity.js';
import { Order } from '../modules/orders/entities/order.entity.js';
import { PurchaseCounter } from '../modules/orders/entities/purchase-counter.entity.js';
import { PaymentCallback } from '../modules/payments/entities/payment-callback.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { PaymentEvent } from '../modules/payments/entities/payment-event.entity.js';
import { PaymentRefund } from '../modules/payments/entities/payment-refund.entity.js';
import { SandboxRefund } from '../modules/payments/entities/sandbox-refund.entity.js';
import { SandboxTransaction } from '../modules/payments/entities/sandbox-transaction.entity.js';
import { SavedCard } from '../modules/payments/entities/saved-card.entity.js';
import { StripeCustomer } from '../modules/payments/stripe/stripe-customer.entity.js';
import { TicketHistory } from '../modules/tickets/entities/ticket-history.entity.js';
import { Ticket } from '../modules/tickets/entities/ticket.entity.js';
import { WalletPassRegistration } from '../modules/tickets/passes/entities/wallet-pass-registration.entity.js';
import { WalletPass } from '../modules/tickets/passes/entities/wallet-pass.entity.js';
import { WalletPassRetiredObject } from '../modules/tickets/passes/entities/wallet-pass-retired-object.entity.js';
import { EntryDetail } from '../modules/tickets/seats/entities/entry-detail.entity.js';
import { Seat } from '../modules/tickets/seats/entities/seat.entity.js';
import { TicketTransfer } from '../modules/tickets/transfers/entities/ticket-transfer.entity.js';
import { WaitlistEntry } from '../modules/waitlist/entities/waitlist-entry.entity.js';
import { Notice } from '../modules/basic/entities/notice.entity.js';
import { Setting } from '../modules/basic/entities/setting.entity.js';
import { OutboxDelivery } from '../modules/outbox/entities/outbox-delivery.entity.js';
import { OutboxMessage } from '../modules/outbox/entities/outbox-message.entity.js';
import { Session } from '../modules/sessions/entities/session.entity.js';
import { User } from '../modules/users/entities/user.entity.js';
import { Campaign } from '../modules/giveaway/entities/campaign.entity.js';
import { GiveawayEntry, GiveawayTally } from '../modules/giveaway/entities/entry.entity.js';
import { RetiredEmail } from '../modules/users/entities/retired-email.entity.js';
import { VerificationCode } from '../modules/codes/entities/verification-code.entity.js';
import { GateScan } from '../modules/gate/entities/gate-scan.entity.js';
import { GateStaff } from '../modules/gate/entities/gate-staff.entity.js';
import { Enquiry } from '../modules/support/entities/enquiry.entity.js';
import { LedgerAccount } from '../modules/wallet/entities/ledger-account.entity.js';
import { LedgerEntry } from '../modules/wallet/entities/ledger-entry.entity.js';
import { LedgerTransaction } from '../modules/wallet/entities/ledger-transaction.entity.js';
import { WalletTopUp } from '../modules/wallet/entities/wallet-topup.entity.js';
import { MERCH_ENTITIES } from '../modules/merch/index.js';
import { Checkout } from '../modules/checkout/index.js';
import { Voucher } from '../modules/vouchers/entities/voucher.entity.js';
import { QUEUE_ENTITIES } from '../modules/queue/entities/index.js';
import { ResaleListing, ResaleSetting } from '../modules/resale/index.js';

/** Ticketing entities (issue 5). */
const TICKETING = [
  EventRow,
  TicketType,
  PurchaseCounter,
  Attendee,
  Order,
  OrderItem,
  Payment,
  PaymentCallback,
  PaymentEvent,
  PaymentRefund,
  SandboxTransaction,
  SandboxRefund,
  SavedCard,
  Ticket,
  TicketHistory,
  WalletPass,
  WalletPassRegistration,
  WalletPassRetiredObject,
  WaitlistEntry,
  Seat,
  EntryDetail,
  TicketTransfer,
];

import { AuditEntry } from '../modules/audit/index.js';
import { ConsoleRoleRow } from '../modules/roles/index.js';

/** Every entity of the service. */
export const ENTITIES = [
  AttemptCounter,
  User,
  Session,
  Setting,
  Notice,
  OutboxMessage,
  OutboxDelivery,
  VerificationCode,
  RetiredEmail,
  ...TICKETING,
  StripeCustomer,
  GateStaff,
  GateScan,
  Enquiry,
  LedgerAccount,
  LedgerTransaction,
  LedgerEntry,
  WalletTopUp,
  ...MERCH_ENTITIES,
  Checkout,
  Voucher,
  Campaign,
  GiveawayEntry,
  GiveawayTally,
  ...QUEUE_ENTITIES,
  ResaleListing,
  ResaleSetting,
  ConsoleRoleRow,
  AuditEntry,
];
