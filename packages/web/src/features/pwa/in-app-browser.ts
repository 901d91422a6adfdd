/** In-app browsers (chat and social apps) where installing and paying work badly. */
const IN_APP = /MicroMessenger|FBAN|FBAV|FB_IAB|Instagram|Line\/|WhatsApp|Twitter|TikTok|musical_ly|Weibo|QQ\//i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP.test(userAgent);
}

/**
 * On Android, a link that hands the page to the default browser (an intent: URL without a
 * package); null elsewhere (iOS apps offer no such hand-over, only copying the link).
 */
export function browserIntentUrl(userAgent: string, href: string): string | null {
  if (!/Android/i.test(userAgent)) return null;
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const scheme = url.protocol.slice(0, -1);
  return `intent://${url.host}${url.pathname}${url.search}${url.hash}#Intent;scheme=${scheme};action=android.intent.action.VIEW;end`;
}
