import type { HmacBase64Url } from '@fanpass/contracts';
import { createHmac } from 'node:crypto';

/** node:crypto's HMAC-SHA256 for the contracts' sign(): same result, native speed. */
export const nativeHmac: HmacBase64Url = (key, text) => createHmac('sha256', key).update(text).digest('base64url');
