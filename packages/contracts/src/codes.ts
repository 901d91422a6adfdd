/**
 * The reply-code catalogue (spec §8 and DESIGN.md "The API contract"). Every reply carries one of
 * these codes; each has the HTTP status it travels with and the key of its message in every
 * language (see messages.ts). Ranges: 1xxx accounts, 3xxx tickets and orders, 4xxxx request
 * errors, 5xxx wallet and payments, 6xxx merchandise, 7xxx giveaway and forms.
 */
export const ReplyCode = {
  SUCCESS: 200,
  USER_NOT_FOUND: 1001,
  REGISTER_CODE_INVALID: 1002,
  FORGET_CODE_INVALID: 1003,
  LOGIN_EXPIRED: 2062000,
  SYSTEM_EXCEPTION: 29998,
  REPAIR: 9999,
  VALIDATION_FAILED: 40000,
  MALFORMED_BODY: 40001,
  SIGNATURE_MISSING: 40010,
  SIGNATURE_INVALID: 40011,
  SIGNATURE_STALE: 40012,
  SIGNATURE_REPLAYED: 40013,
  PLATFORM_UNKNOWN: 40014,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  PAYLOAD_TOO_LARGE: 41300,
  TOO_MANY_REQUESTS: 42900,
} as const;

export type ReplyCodeName = keyof typeof ReplyCode;
export type ReplyCodeValue = (typeof ReplyCode)[ReplyCodeName];

/** One entry of the catalogue. */
export interface ReplyCodeEntry {
  code: number;
  /** HTTP status the code travels with. */
  status: number;
  /** Message key (messages.ts). */
  key: string;
}

/** Code -> HTTP status and message key. Two entries may share a code (29998 as 404 or 500). */
export const REPLY_CODES = {
  SUCCESS: { code: ReplyCode.SUCCESS, status: 200, key: 'code.success' },
  USER_NOT_FOUND: { code: ReplyCode.USER_NOT_FOUND, status: 200, key: 'code.userNotFound' },
  REGISTER_CODE_INVALID: { code: ReplyCode.REGISTER_CODE_INVALID, status: 400, key: 'code.registerCodeInvalid' },
  FORGET_CODE_INVALID: { code: ReplyCode.FORGET_CODE_INVALID, status: 400, key: 'code.forgetCodeInvalid' },
  LOGIN_EXPIRED: { code: ReplyCode.LOGIN_EXPIRED, status: 401, key: 'code.loginExpired' },
  ENDPOINT_NOT_FOUND: { code: ReplyCode.SYSTEM_EXCEPTION, status: 404, key: 'code.endpointNotFound' },
  SYSTEM_EXCEPTION: { code: ReplyCode.SYSTEM_EXCEPTION, status: 500, key: 'code.systemException' },
  REPAIR: { code: ReplyCode.REPAIR, status: 503, key: 'code.repair' },
  VALIDATION_FAILED: { code: ReplyCode.VALIDATION_FAILED, status: 400, key: 'code.validationFailed' },
  MALFORMED_BODY: { code: ReplyCode.MALFORMED_BODY, status: 400, key: 'code.malformedBody' },
  SIGNATURE_MISSING: { code: ReplyCode.SIGNATURE_MISSING, status: 400, key: 'code.signatureMissing' },
  SIGNATURE_INVALID: { code: ReplyCode.SIGNATURE_INVALID, status: 401, key: 'code.signatureInvalid' },
  SIGNATURE_STALE: { code: ReplyCode.SIGNATURE_STALE, status: 401, key: 'code.signatureStale' },
  SIGNATURE_REPLAYED: { code: ReplyCode.SIGNATURE_REPLAYED, status: 409, key: 'code.signatureReplayed' },
  PLATFORM_UNKNOWN: { code: ReplyCode.PLATFORM_UNKNOWN, status: 400, key: 'code.platformUnknown' },
  FORBIDDEN: { code: ReplyCode.FORBIDDEN, status: 403, key: 'code.forbidden' },
  NOT_FOUND: { code: ReplyCode.NOT_FOUND, status: 404, key: 'code.notFound' },
  PAYLOAD_TOO_LARGE: { code: ReplyCode.PAYLOAD_TOO_LARGE, status: 413, key: 'code.payloadTooLarge' },
  TOO_MANY_REQUESTS: { code: ReplyCode.TOO_MANY_REQUESTS, status: 429, key: 'code.tooManyRequests' },
} as const satisfies Record<string, ReplyCodeEntry>;

export type ReplyCodeKey = keyof typeof REPLY_CODES;

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
