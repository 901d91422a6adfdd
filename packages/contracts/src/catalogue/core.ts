import type { ReplyCodeEntry } from './entry.js';

/** The spec's codes and the platform's own. Two entries may share a code (29998 as 404 or 500). */
export const CORE_CODES = {
  SUCCESS: { code: 200, status: 200, key: 'code.success' },
  USER_NOT_FOUND: { code: 1001, status: 200, key: 'code.userNotFound' },
  REGISTER_CODE_INVALID: { code: 1002, status: 400, key: 'code.registerCodeInvalid' },
  FORGET_CODE_INVALID: { code: 1003, status: 400, key: 'code.forgetCodeInvalid' },
  LOGIN_EXPIRED: { code: 2062000, status: 401, key: 'code.loginExpired' },
  ENDPOINT_NOT_FOUND: { code: 29998, status: 404, key: 'code.endpointNotFound' },
  SYSTEM_EXCEPTION: { code: 29998, status: 500, key: 'code.systemException' },
  REPAIR: { code: 9999, status: 503, key: 'code.repair' },
  VALIDATION_FAILED: { code: 40000, status: 400, key: 'code.validationFailed' },
  MALFORMED_BODY: { code: 40001, status: 400, key: 'code.malformedBody' },
  SIGNATURE_MISSING: { code: 40010, status: 400, key: 'code.signatureMissing' },
  SIGNATURE_INVALID: { code: 40011, status: 401, key: 'code.signatureInvalid' },
  SIGNATURE_STALE: { code: 40012, status: 401, key: 'code.signatureStale' },
  SIGNATURE_REPLAYED: { code: 40013, status: 409, key: 'code.signatureReplayed' },
  PLATFORM_UNKNOWN: { code: 40014, status: 400, key: 'code.platformUnknown' },
  SIGNATURE_MALFORMED: { code: 40015, status: 400, key: 'code.signatureMalformed' },
  FORBIDDEN: { code: 40300, status: 403, key: 'code.forbidden' },
  NOT_FOUND: { code: 40400, status: 404, key: 'code.notFound' },
  PAYLOAD_TOO_LARGE: { code: 41300, status: 413, key: 'code.payloadTooLarge' },
  TOO_MANY_REQUESTS: { code: 42900, status: 429, key: 'code.tooManyRequests' },
  /** platform PARTNER with a keyId that no partner holds (never issued, rotated away or revoked). */
  PARTNER_KEY_UNKNOWN: { code: 8001, status: 401, key: 'code.partnerKeyUnknown' },
} as const satisfies Record<string, ReplyCodeEntry>;
