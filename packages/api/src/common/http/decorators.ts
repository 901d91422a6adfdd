import { SetMetadata } from '@nestjs/common';

export const PUBLIC_KEY = 'fanpass:public';
export const OPTIONAL_AUTH_KEY = 'fanpass:optional-auth';
export const UNSIGNED_KEY = 'fanpass:unsigned';
export const RAW_KEY = 'fanpass:raw';
export const REPAIR_EXEMPT_KEY = 'fanpass:repair-exempt';

/** The route needs no login. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** The route reads the login when there is one, and works without it. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH_KEY, true);
/** The route is not called by our clients and carries no request signature (health, dev tools, provider callbacks). */
export const Unsigned = () => SetMetadata(UNSIGNED_KEY, true);
/** The route answers its own body instead of the envelope. */
export const Raw = () => SetMetadata(RAW_KEY, true);
/** The route still answers while repair mode is on (health, operations). */
export const RepairExempt = () => SetMetadata(REPAIR_EXEMPT_KEY, true);
