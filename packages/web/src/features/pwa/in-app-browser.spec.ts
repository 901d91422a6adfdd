import { describe, expect, it } from 'vitest';
import { browserIntentUrl, isInAppBrowser } from './in-app-browser';

const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';
const INSTAGRAM_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0';

describe('in-app browsers', () => {
  it('recognises chat and social apps, not the browsers themselves', () => {
    expect(isInAppBrowser(WECHAT_ANDROID)).toBe(true);
    expect(isInAppBrowser(INSTAGRAM_IOS)).toBe(true);
    expect(isInAppBrowser('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
  });

  it('hands the whole page (hash route included) to the browser on Android only', () => {
    expect(browserIntentUrl(WECHAT_ANDROID, 'https://fanpass.example/#/ticket/detail?id=3')).toBe(
      'intent://fanpass.example/#/ticket/detail?id=3#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
    expect(browserIntentUrl(INSTAGRAM_IOS, 'https://fanpass.example/#/home/index')).toBeNull();
  });
});
