import type { ReplyCodeKey } from '@fanpass/contracts';

/** The reply codes this module's calls can answer besides the common ones (ApiCodes; the OpenAPI document lists them). */
export const GATE_API_CODES: ReplyCodeKey[] = [
  'EVENT_NOT_FOUND',
  'GATE_EVENT_NOT_ALLOWED',
  'GATE_NOT_STAFF',
  'GATE_OFFLINE_UNAVAILABLE',
  'TICKET_NOT_FOUND',
];
