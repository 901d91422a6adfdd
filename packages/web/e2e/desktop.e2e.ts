import { SETTINGS_NAV_PATHS } from '@fanpass/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  open,
  routeOf,
  waitForRoute,
  homeReady,
  signedIn,
  chromiumPerFile,
  reviewShot,
  shownAt,
} from './support/browser';
import { freePort, startServer, type TestServer, sharedServer } from './support/server';
import { signInHere, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;
let context: BrowserContext | undefined;
let withPublicSite: TestServer;
let publicSite: string;
/** A server with an HKD rate for its VND prices (spec §9), whose demo fan's records these journeys may change. */
let withRate: TestServer;

beforeAll(async () => {
  // A second server whose PUBLIC_SITE_URL is a page it serves itself (the network is closed).
  const port = await freePort();
  publicSite = `http://127.0.0.1:${port}/healthz`;
  [withPublicSite, withRate] = await Promise.all([
    startServer({ PUBLIC_SITE_URL: publicSite, WEB_DIST: inject('webDist') }, port),
    startServer({ DESKTOP_HKD_RATE: '0.000307', WEB_DIST: inject('webDist') }),
  ]);
});
afterAll(async () => {
  await Promise.all([withPublicSite?.stop(), withRate?.stop()]);
});

const HKD_MOP = /^[\d.,]+₫ \(≈ HKD [\d.,]+ \/ MOP [\d.,]+\)$/;

describe('desktop widths (spec §4)', () => {
  it('go to PUBLIC_SITE_URL at 800 px and wider when it is configured', async () => {
    context = await openContext(withPublicSite.url, { viewport: DESKTOP });
    const page = await context.newPage();
    await open(page, '/home/index');
    await page.waitForURL(publicSite);
    await page.setViewportSize({ width: 800, height: 800 });
    await open(page, '/setting');
    await page.waitForURL(publicSite);
  });

  it('keep /business-cooperation, and phones stay, when PUBLIC_SITE_URL is configured', async () => {
    context = await openContext(withPublicSite.url, { viewport: DESKTOP });
    const page = await context.newPage();
    await open(page, '/business-cooperation');
    await page.waitForTimeout(800);
    expect(routeOf(page)).toBe('/business-cooperation');
    await context.close();

    context = await openContext(withPublicSite.url, { viewport: { width: 799, height: 844 } });
    const phone = await context.newPage();
    await open(phone, '/home/index');
    await homeReady(phone);
    expect(phone.url()).toContain('#/home/index');
  });

  it('show the desktop layout with its navigation when PUBLIC_SITE_URL is not configured', async () => {
    context = await openContext(baseUrl, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', ...signedIn(sharedServer().demoLogin) },
    });
    const page = await context.newPage();
    await open(page, '/home/index');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await waitForRoute(page, '/desktop-setting');
    const settingsNav = page.getByRole('navigation', { name: 'Settings' });
    await settingsNav.getByRole('link', { name: 'Language' }).click();
    await waitForRoute(page, '/lang');
    await expect(settingsNav.isVisible()).resolves.toBe(true);
  });
});

describe('the desktop navigation (spec §2, issue 45 item 20)', () => {
  it('signs a visitor in from the page they are on, then offers Me, purchase records with merch, and HKD/MOP prices', async () => {
    context = await openContext(withRate.url, { viewport: DESKTOP, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/merch');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const tee = page.getByTestId('merch-demo-summer-tee');
    expect(await tee.locator('.merch-card__price').textContent()).toMatch(HKD_MOP);
    await expect(nav.getByText('Me', { exact: true }).count()).resolves.toBe(0);
    await reviewShot(page, 'desktop-en-signed-out-merch');
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await signInHere(page, '/home/merch');
    await page.getByTestId('merch-demo-summer-tee').waitFor();
    await expect(nav.getByRole('link', { name: 'Sign in' }).count()).resolves.toBe(0);

    // Me: the account, wallet, merch orders, vouchers and attendees.
    await nav.getByText('Me', { exact: true }).click();
    const menu = nav.locator('.desktop-nav__menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'My account',
      'My Wallet',
      'My Merch',
      'My Voucher',
      'Attendee information',
    ]);
    await reviewShot(page, 'desktop-en-me-menu');
    await menu.getByRole('link', { name: 'My Voucher' }).click();
    await waitForPath(page, '/my-voucher');
    await page.getByRole('heading', { level: 1, name: 'My Voucher' }).waitFor();
    await expect(menu.isVisible()).resolves.toBe(false);

    // A merch order held at the desktop: its price in HKD and MOP, then in the purchase records.
    await open(page, '/home/merch');
    await page.getByTestId('merch-demo-summer-tee').click();
    await waitForPath(page, '/merch/detail');
    expect(await page.locator('.merch-page__price').textContent()).toMatch(HKD_MOP);
    await page.getByRole('radio', { name: /^S/ }).check();
    await page.getByRole('radio', { name: 'Offline pick-up' }).check();
    await page.getByRole('button', { name: /^Buy now/ }).click();
    await waitForPath(page, '/merch-order');
    expect(await page.locator('.merch-total strong').textContent()).toMatch(HKD_MOP);
    await nav.getByRole('link', { name: 'Purchases' }).click();
    await waitForPath(page, '/purchase');
    const merch = page.locator('section', { has: page.getByRole('heading', { name: 'Merch orders' }) });
    const record = merch.getByRole('link', { name: /Summer Live Tour T-shirt \(S\) × 1/ });
    await record.waitFor();
    expect(await record.getByTestId('merch-order-amount').textContent()).toMatch(/≈ HKD [\d,.]+ \/ MOP/);
    await page.getByRole('heading', { name: 'Ticket orders' }).waitFor();
    await reviewShot(page, 'desktop-en-purchase-records', { fullPage: true });
  });

  it('in Chinese: sign-in returns to the events list, prices in HKD and MOP on the desktop, as charged on a phone', async () => {
    context = await openContext(withRate.url, { viewport: DESKTOP, storage: { lang: 'zh', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/events');
    const nav = page.getByRole('navigation', { name: '主导航' });
    const price = page.locator('.event-card__price').first();
    expect(await price.textContent()).toMatch(/^[\d.]+₫ \(≈ HKD [\d,.]+ \/ MOP [\d,.]+\) 起$/);
    await nav.getByRole('link', { name: '登录' }).click();
    await signInHere(page, '/home/events');
    await page.locator('.event-card__price').first().waitFor();
    await nav.getByText('我的', { exact: true }).click();
    await nav.getByRole('link', { name: '我的钱包' }).waitFor();
    await reviewShot(page, 'desktop-zh-events-me-menu');
    await nav.getByRole('link', { name: '购买记录' }).click();
    await waitForPath(page, '/purchase');
    await page.getByRole('heading', { name: '周边订单' }).waitFor();
    await reviewShot(page, 'desktop-zh-purchase-records', { fullPage: true });

    // A phone shows the price as charged, in the bottom tabs' layout (no desktop navigation).
    await page.setViewportSize(PHONE);
    await open(page, '/home/events');
    await page.locator('.event-card__price').first().waitFor();
    expect(await page.locator('.event-card__price').first().textContent()).not.toContain('HKD');
    await expect(page.locator('.desktop-nav').count()).resolves.toBe(0);
    await reviewShot(page, 'phone-zh-events');
  });
});

/** Spec 2.21: the settings pages of the route table, each with its own heading (English titles). */
const SETTINGS_HEADINGS: Record<string, string> = {
  '/ts': 'Team services',
  '/cs': 'Customer Service',
  '/security': 'Security',
  '/reset-payment-pwd': 'Reset payment password',
  '/reset-pwd': 'Reset password',
  '/change-pwd': 'Change password',
  '/change-email': 'Change e-mail',
  '/change-payment-pwd': 'Change payment password',
  '/chang-phone-num': 'Change phone number',
  '/lang': 'Language',
  '/personal': 'Personal Info',
  '/contact': 'Contact us',
};

async function settingsPageShown(page: Page, path: string): Promise<void> {
  await open(page, path);
  await shownAt(page, path);
  const settingsNav = page.getByRole('navigation', { name: 'Settings' });
  await settingsNav.waitFor();
  // The navigation marks the page open, and the content column holds the page's own heading.
  expect(await settingsNav.locator('a.active').textContent()).toBe(SETTINGS_HEADINGS[path]);
  // The payment password page sets one first when the fan has none (the demo fan's stored session).
  const heading = path === '/change-payment-pwd' ? /^(Change|Set) payment password$/ : SETTINGS_HEADINGS[path];
  await page.locator('.desktop-content main').getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the settings pages at 1280×800 (spec 2.21)', () => {
  it('each shows the desktop settings navigation beside its own page', async () => {
    expect(Object.keys(SETTINGS_HEADINGS)).toEqual([...SETTINGS_NAV_PATHS]);
    context = await openContext(baseUrl, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1', ...signedIn(sharedServer().demoLogin) },
    });
    const page = await context.newPage();
    for (const path of SETTINGS_NAV_PATHS) {
      await settingsPageShown(page, path);
      if (path === '/security') await reviewShot(page, 'desktop-en-settings-security');
    }
  });
});

describe('installable PWA', () => {
  it('serves the manifest and /sw.js, and the shell works offline once the worker is installed', async () => {
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.ok).toBe(true);
    const body = (await manifest.json()) as { name: string; icons: Array<{ sizes: string }>; theme_color: string };
    expect(body.name).toBe('Fanpass');
    expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const sw = await fetch(`${baseUrl}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);

    context = await openContext(baseUrl, {
      viewport: PHONE,
      serviceWorkers: true,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await open(page, '/home/index');
    await homeReady(page);
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', null, {
      timeout: 30_000,
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your next show starts here' }).waitFor();
    await homeReady(page);
    await page.getByTestId('toast-center').filter({ hasText: 'Network has been disconnected' }).waitFor();
    await context.setOffline(false);
  });
});
