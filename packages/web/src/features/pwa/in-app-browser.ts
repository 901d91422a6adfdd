/** In-app browsers (chat and social apps) where installing and paying work badly. */
const IN_APP = /MicroMessenger|FBAN|FBAV|FB_IAB|Instagram|Line\/|WhatsApp|Twitter|TikTok|musical_ly|Weibo|QQ\//i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP.test(userAgent);
}
