import { describe, expect, it } from 'vitest';
import {
  PHONE,
  VIEWPORTS,
  open,
  routeOf,
  waitForRoute,
  homeReady,
  chromiumPerFile,
  phoneOnly,
} from './support/browser';
import { sharedServer } from './support/server';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;

describe('a new user on a phone', () => {
  it('sees the home page in Chinese with the four bottom tabs', async () => {
    const context = await openContext(baseUrl, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    await waitForRoute(page, '/home/index');
    await homeReady(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('你的下一场演出，从这里开始');
    const tabs = page.getByRole('navigation', { name: '主导航' }).getByRole('link');
    await expect(tabs.allTextContents()).resolves.toEqual(['首页', '周边', '我的', '下一场']);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans');
    await page.waitForFunction(() => document.title === '首页 · Fanpass');
    await context.close();
  });
});

describe.each(VIEWPORTS)('routing basics at the %s viewport', (_name, viewport) => {
  const itPhone = phoneOnly(viewport);
  itPhone('/ and /home land on /home/index', async () => {
    const context = await openContext(baseUrl, { viewport });
    const page = await context.newPage();
    for (const route of ['/', '/home']) {
      await open(page, route);
      await waitForRoute(page, '/home/index');
    }
    await context.close();
  });

  it('shows /404 for an unknown path', async () => {
    const context = await openContext(baseUrl, { viewport, storage: { lang: 'en_US' } });
    const page = await context.newPage();
    await open(page, '/no/such/page');
    await waitForRoute(page, '/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await waitForRoute(page, '/home/index');
    expect(routeOf(page)).toBe('/home/index');
    await context.close();
  });

  itPhone('scrolls to the top on every navigation', async () => {
    const context = await openContext(baseUrl, {
      viewport: { width: viewport.width, height: 300 },
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await open(page, '/home/index');
    await page.getByRole('link', { name: 'Privacy and data use' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Privacy and data use' }).click();
    await waitForRoute(page, '/auth-terms');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('shows the desktop navigation only at desktop width', async () => {
    const context = await openContext(baseUrl, { viewport, storage: { lang: 'en_US' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    await homeReady(page);
    const desktop = await page.locator('.desktop-nav').count();
    const tabs = await page.locator('.tabs').count();
    expect(desktop).toBe(viewport.width >= 800 ? 1 : 0);
    expect(tabs).toBe(viewport.width >= 800 ? 0 : 1);
    await context.close();
  });
});
