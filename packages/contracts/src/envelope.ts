import { CORE_CODES } from './catalogue/core.js';

/*
 * The envelope and the few codes the web client dispatches on, apart from the catalogue
 * (codes.ts): the first screen's client needs these, not the whole table of every domain's codes.
 */

/** The codes of spec §8 the web client dispatches on. */
export const SPEC_CODES = {
  success: 200,
  userNotFound: 1001,
  registerCodeInvalid: 1002,
  forgetCodeInvalid: 1003,
  loginExpired: 2062000,
  systemException: 29998,
  repair: 9999,
  /** The global throttle's code: its 429 shows the spec's high-demand message. */
  throttled: CORE_CODES.TOO_MANY_REQUESTS.code,
} as const;

/** Every reply: code, msg (in the caller's language) and data. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** True when a value has the shape of an envelope. */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'msg' in value
  );
}
