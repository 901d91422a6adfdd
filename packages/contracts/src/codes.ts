import { ACCOUNT_CODES } from './catalogue/accounts.js';
import { CORE_CODES } from './catalogue/core.js';
import { PAYMENT_CODES } from './catalogue/payments.js';
import { GATE_CODES } from './catalogue/gate.js';
import { SUPPORT_CODES } from './catalogue/support.js';
import { MERCH_CODES } from './catalogue/merch.js';
import { QUEUE_CODES, TICKET_CODES, TRANSFER_CODES } from './catalogue/tickets.js';
import { WALLET_CODES } from './catalogue/wallet.js';
import { VOUCHER_CODES } from './catalogue/vouchers.js';
import { GIVEAWAY_CODES } from './catalogue/giveaway.js';
import { RESALE_CODES } from './catalogue/resale.js';
import { ALERT_CODES } from './catalogue/alerts.js';
import { CONSOLE_CODES } from './catalogue/console.js';
import type { ReplyCodeEntry } from './catalogue/entry.js';

/**
 * The reply-code catalogue (spec §8 and DESIGN.md "The API contract"). Every reply carries one of
 * these codes; each has the HTTP status it travels with and the key of its message in every
 * language. Each domain keeps its codes in `catalogue/<domain>.ts` and their texts in
 * `messages/<lang>/<domain>.json`; ranges: 1xxx accounts, 3xxx tickets and orders, 4xxxx request
 * errors, 5xxx wallet and payments, 6xxx merchandise, 7xxx giveaway and forms, 81xx alerts, 82xx the promoter's console.
 */

/** One entry of the catalogue (declared beside the domains' catalogues, which use it). */
export type { ReplyCodeEntry };

/** Every code, by name. Two entries may share a code (29998 as 404 or 500). */
export const REPLY_CODES = {
  ...CORE_CODES,
  ...ACCOUNT_CODES,
  ...TICKET_CODES,
  ...TRANSFER_CODES,
  ...QUEUE_CODES,
  ...PAYMENT_CODES,
  ...GATE_CODES,
  ...SUPPORT_CODES,
  ...WALLET_CODES,
  ...MERCH_CODES,
  ...VOUCHER_CODES,
  ...GIVEAWAY_CODES,
  ...RESALE_CODES,
  ...ALERT_CODES,
  ...CONSOLE_CODES,
} as const satisfies Record<string, ReplyCodeEntry>;

export type ReplyCodeKey = keyof typeof REPLY_CODES;

export { SPEC_CODES, type Envelope, isEnvelope } from './envelope.js';
