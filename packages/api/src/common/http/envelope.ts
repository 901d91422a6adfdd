import { MESSAGES, REPLY_CODES, translate, type Envelope, type Language } from '@fanpass/contracts';
import type { AppError } from '../errors/app-error.js';

/** The success envelope in the caller's language. */
export function success<T>(data: T, lang: Language): Envelope<T> {
  return { code: REPLY_CODES.SUCCESS.code, msg: translate(REPLY_CODES.SUCCESS.key, lang, {}, MESSAGES), data };
}

/** The envelope of a coded error in the caller's language. */
export function failure(error: AppError, lang: Language): Envelope {
  const fields = error.fields.map((f) => ({
    field: f.field,
    message: translate(f.key, lang, { field: f.field, ...f.params }, MESSAGES),
  }));
  const params = fields.length ? { details: fields.map((f) => f.message).join('; '), ...error.params } : error.params;
  return {
    code: error.entry.code,
    msg: error.text ?? translate(error.entry.key, lang, params, MESSAGES),
    data: fields.length ? { fields } : error.data,
  };
}
