/** Injection tokens for values that are not classes. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const REDIS = Symbol('REDIS');
export const NONCE_STORE = Symbol('NONCE_STORE');
export const MAIL_SENDER = Symbol('MAIL_SENDER');
export const SMS_SENDER = Symbol('SMS_SENDER');
export const CLOCK = Symbol('CLOCK');
export const PARTNER_KEYS = Symbol('PARTNER_KEYS');
