import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  VIEWPORTS,
  localValue,
  open,
  type ContextOptions,
  homeReady,
  signedIn,
  chromiumPerFile,
  phoneOnly,
} from './support/browser';
import { sharedServer } from './support/server';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;
let context: BrowserContext | undefined;

async function pageWith(options: ContextOptions): Promise<Page> {
  context = await openContext(baseUrl, options);
  return context.newPage();
}

/** Each language's home heading, its option label and the value stored under `lang`. */
const LANGUAGES = [
  ['English', 'Your next show starts here', 'en_US', 'en-US'],
  ['繁體中文', '你的下一場演出，從這裡開始', 'zh_tw', 'zh-Hant'],
  ['ไทย', 'การแสดงครั้งต่อไปของคุณเริ่มต้นที่นี่', 'th', 'th'],
  ['Tiếng Việt', 'Buổi diễn tiếp theo của bạn bắt đầu tại đây', 'vi', 'vi'],
  ['Bahasa Melayu', 'Persembahan anda yang seterusnya bermula di sini', 'ms', 'ms'],
  ['简体中文', '你的下一场演出，从这里开始', 'zh', 'zh-Hans'],
] as const;

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'));

describe.each(VIEWPORTS)('languages and dark mode at the %s viewport', (_name, viewport) => {
  const itPhone = phoneOnly(viewport);
  it('a new visitor switches among all six languages from the home page, at once, and the choice is kept', async () => {
    const page = await pageWith({ viewport, storage: { skipInstallApp: '1' } });
    await open(page, '/home/index');
    await page.getByRole('heading', { level: 1, name: '你的下一场演出，从这里开始' }).waitFor();
    await expect(localValue(page, 'lang')).resolves.toBeNull();
    for (const [option, heading, stored, htmlLang] of LANGUAGES) {
      await page.locator('.home-header .pill').click();
      await page.getByRole('radio', { name: option }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect(localValue(page, 'lang')).resolves.toBe(stored);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(htmlLang);
      await page.keyboard.press('Escape');
    }
    await page.locator('.home-header .pill').click();
    await page.getByRole('radio', { name: 'English' }).click();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your next show starts here' }).waitFor();
    await page.waitForFunction(() => document.title === 'Home · Fanpass');
  });

  itPhone('a signed-in user switches the language on /lang', async () => {
    const page = await pageWith({
      viewport,
      storage: { skipInstallApp: '1', lang: 'en_US', ...signedIn(sharedServer().demoLogin) },
    });
    await open(page, '/lang');
    await page.getByRole('heading', { name: 'Language' }).first().waitFor();
    await page.getByRole('radio', { name: 'ไทย' }).click();
    await page.getByRole('heading', { name: 'ภาษา' }).first().waitFor();
    await expect(localValue(page, 'lang')).resolves.toBe('th');
    await page.reload();
    await page.getByRole('heading', { name: 'ภาษา' }).first().waitFor();
  });

  itPhone('dark mode is toggled, stored in isDarkMode and kept after a reload', async () => {
    const page = await pageWith({ viewport, storage: { skipInstallApp: '1', lang: 'en_US' } });
    await open(page, '/home/index');
    await homeReady(page);
    await expect(theme(page)).resolves.toBe('light');
    await page.getByRole('button', { name: 'Switch dark mode' }).click();
    await expect(theme(page)).resolves.toBe('dark');
    await expect(localValue(page, 'isDarkMode')).resolves.toBe('true');
    await page.reload();
    await homeReady(page);
    await expect(theme(page)).resolves.toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 20)');
  });

  itPhone('dark mode in the settings list switches both ways', async () => {
    const page = await pageWith({
      viewport,
      storage: { skipInstallApp: '1', lang: 'en_US', ...signedIn(sharedServer().demoLogin) },
    });
    await open(page, '/setting');
    const toggle = page.getByRole('switch', { name: 'Dark mode' });
    await toggle.check();
    await expect(theme(page)).resolves.toBe('dark');
    await toggle.uncheck();
    await expect(theme(page)).resolves.toBe('light');
    await expect(localValue(page, 'isDarkMode')).resolves.toBe('false');
  });

  itPhone('follows the system while nothing is stored', async () => {
    const page = await pageWith({ viewport, colorScheme: 'dark', storage: { skipInstallApp: '1' } });
    await open(page, '/home/index');
    await homeReady(page);
    await expect(theme(page)).resolves.toBe('dark');
    await expect(localValue(page, 'isDarkMode')).resolves.toBeNull();
  });
});

describe('prompts on a phone', () => {
  it('the add-to-home-screen prompt can be dismissed and stays dismissed (skipInstallApp)', async () => {
    const page = await pageWith({ viewport: PHONE, storage: { lang: 'en_US' } });
    await open(page, '/home/index');
    const prompt = page.getByRole('dialog', { name: 'Add Fanpass to your home screen' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect(localValue(page, 'skipInstallApp')).resolves.toBe('1');
    await page.reload();
    await homeReady(page);
    await page.waitForTimeout(300);
    await expect(prompt.count()).resolves.toBe(0);
  });

  it("inside an in-app browser asks to open the page in the phone's browser", async () => {
    const page = await pageWith({
      viewport: PHONE,
      storage: { lang: 'en_US' },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47',
    });
    await open(page, '/home/index');
    const prompt = page.getByRole('dialog', { name: 'Wrong Browser Detected' });
    await prompt.waitFor();
    await expect(page.getByRole('dialog', { name: 'Add Fanpass to your home screen' }).count()).resolves.toBe(0);
    await prompt.getByRole('button', { name: 'Continue here' }).click();
    await prompt.waitFor({ state: 'detached' });
  });
});
