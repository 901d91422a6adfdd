import { ROUTES } from '@fanpass/contracts';

/** A redirectUrl we follow: an in-app path only (never another site). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/** Query string carrying the e-mail and the redirectUrl between the sign screens. */
export function signQuery(params: { email?: string | null; redirectUrl?: string | null; notice?: string }): string {
  const query = new URLSearchParams();
  if (params.email) query.set('email', params.email);
  const redirect = safeRedirect(params.redirectUrl);
  if (redirect) query.set('redirectUrl', redirect);
  if (params.notice) query.set('notice', params.notice);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Where a screen sends a user whose phone is not verified yet (the 'Verify Account' state). */
export function verifyAccountPath(redirectUrl?: string): string {
  return `${ROUTES.changePhoneNum}${signQuery({ redirectUrl })}`;
}
