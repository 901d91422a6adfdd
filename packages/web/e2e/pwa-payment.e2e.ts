import { describe, expect, it } from 'vitest';
import { PHONE, chromiumPerFile, homeReady, returningFan } from './support/browser';
import { serverPerFile } from './support/server';
import {
  CARD_OK,
  checkout,
  holdSeats,
  payOnSandboxPage,
  payWithNewCard,
  queryOf,
  signIn,
  waitForPath,
} from './support/tickets';

/**
 * A fan who has opened the app before has the service worker installed and controlling the page.
 * Every page the server renders itself (the hosted payment page, the development outbox) must
 * still come from the server, never from the worker's cached app shell.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();

describe('with the service worker installed', () => {
  it('pays for a ticket on the hosted card page and sees the ticket', async () => {
    const { page } = await returningFan(openContext, server().url, PHONE);

    await signIn(page, '/home/events');
    const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section B', 1);
    await checkout(page);
    await payWithNewCard(page);

    // The hosted page itself, served by the server while the worker controls the origin.
    await page.waitForURL(/\/sandbox-pay\//, { timeout: 15_000 });
    await page.locator('input[name=cardNumber]').waitFor();
    expect(await page.locator('.home-header').count()).toBe(0);
    await payOnSandboxPage(page, CARD_OK);

    await waitForPath(page, '/payment/result');
    expect(queryOf(page, 'orderNo')).toBe(orderNo);
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    await page.getByText('Tickets issued to your account: 1').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('opens the server’s own pages, not the app shell', async () => {
    const { page } = await returningFan(openContext, server().url, PHONE);

    await page.goto('/dev/outbox.html');
    await expect(page.locator('body').textContent()).resolves.toMatch(/outbox/i);
    expect(await page.locator('#root').count()).toBe(0);

    const health = await page.goto('/healthz');
    expect(health?.headers()['content-type']).toMatch(/json/);
    expect(await page.locator('#root').count()).toBe(0);

    // A query on the app's own document still gets the shell (invite links: /?ic=CODE).
    await page.goto('/?ic=ABC123#/home/index');
    await homeReady(page);
  });
});
