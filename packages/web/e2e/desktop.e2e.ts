import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, open, routeOf, waitForRoute, homeReady, signedIn, chromiumPerFile } from './support/browser';
import { freePort, startServer, type TestServer, sharedServer } from './support/server';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;
let context: BrowserContext | undefined;
let withPublicSite: TestServer;
let publicSite: string;

beforeAll(async () => {
  // A second server whose PUBLIC_SITE_URL is a page it serves itself (the network is closed).
  const port = await freePort();
  publicSite = `http://127.0.0.1:${port}/healthz`;
  withPublicSite = await startServer({ PUBLIC_SITE_URL: publicSite, WEB_DIST: inject('webDist') }, port);
});
afterAll(async () => {
  await withPublicSite?.stop();
});

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
