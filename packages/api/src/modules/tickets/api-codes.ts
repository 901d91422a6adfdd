import type { ReplyCodeKey } from '@fanpass/contracts';

/** The reply codes this module's calls can answer besides the common ones (ApiCodes; the OpenAPI document lists them). */
export const TICKETS_API_CODES: ReplyCodeKey[] = [
  'ATTENDEE_NOT_FOUND',
  'TICKET_ATTENDEE_NOT_PENDING',
  'TICKET_NOT_FOUND',
  'TRANSFER_LOCKED',
  'TRANSFER_NOT_FOUND',
  'TRANSFER_NOT_REGISTERED',
  'TRANSFER_TICKET_REVOKED',
  'TRANSFER_TICKET_VALIDATED',
  'TRANSFER_TO_SELF',
  'WALLET_PASS_REVOKED',
  'WALLET_PASS_UNAVAILABLE',
];
export const TICKETS_API_CODES_2: ReplyCodeKey[] = [
  ...TICKETS_API_CODES,
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_USED',
  'CODE_TOO_MANY_ATTEMPTS',
  'CODE_NOT_REQUESTED',
  'CODE_RESEND_TOO_EARLY',
];
