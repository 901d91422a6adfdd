import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, go, returningFan } from './support/browser';
import { serverPerFile } from './support/server';
import { FRIEND, buyTickets, qrDrawn, queryOf, signIn, waitForPath } from './support/tickets';

/**
 * At the gate there is often no signal: a fan who has opened My Tickets once must still see their
 * tickets and QR codes offline, told that they are saved copies; an account with nothing saved is
 * told it is offline, not that it has no tickets.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();

async function offlineReload(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}

describe('tickets with no signal', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows My Tickets, each ticket and its QR offline after a reload (${name})`, async () => {
      const { context, page } = await returningFan(openContext, server().url, viewport);
      await signIn(page, '/home/events');
      if (name === 'phone') await buyTickets(page, 'Summer Live Concert', 'Section A', 2);

      // Online once: the list (and the first ticket) are saved on the device.
      await go(page, '/order/ticket');
      const cards = page.locator('.ticket-card');
      await cards.nth(1).waitFor();
      await page.getByText('Ticket 1 of 2').first().waitFor();
      const codes = await page
        .locator('.ticket-card')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hash.split('code=')[1]));
      await cards.first().click();
      await waitForPath(page, '/ticket-detail');
      await page.getByRole('tabpanel').getByText('Purchased').waitFor();

      await offlineReload(context, page);
      await page.getByText("You're offline — showing saved tickets").waitFor();
      await page.getByRole('button', { name: 'Show Ticket QR Code' }).click();
      const qr = page.getByRole('img', { name: `QR code of ticket ${codes[0]}` });
      await expect.poll(() => qrDrawn(qr)).toBe(true);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('tabpanel').getByText('Purchased').waitFor();
      expect(await page.getByText('Invalid ticket number!').count()).toBe(0);

      await go(page, '/order/ticket');
      await page.getByText("You're offline — showing saved tickets").waitFor();
      await cards.nth(1).waitFor();
      expect(await cards.count()).toBe(codes.length);
      expect(await page.getByText('No tickets here yet.').count()).toBe(0);
      // No QR in the list: the rotating one is on the ticket (a bare ticket number is refused).
      expect(await page.locator('.ticket-card canvas').count()).toBe(0);

      // A ticket never opened online still shows from the saved list.
      await go(page, `/ticket-detail?code=${codes[1]}`);
      await page.getByText("You're offline — showing saved tickets").waitFor();
      await page.getByRole('button', { name: 'Show Ticket QR Code' }).click();
      const second = page.getByRole('img', { name: `QR code of ticket ${codes[1]}` });
      await expect.poll(() => qrDrawn(second)).toBe(true);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByText('Ticket 2 of 2').waitFor();

      await context.setOffline(false);
      await page.reload();
      await page.getByText('Ticket 2 of 2').waitFor();
      expect(await page.getByText("You're offline — showing saved tickets").count()).toBe(0);
      expect(queryOf(page, 'code')).toBe(codes[1]);
    });
  }

  it('tells an account with nothing saved that it is offline, not that it has no tickets', async () => {
    const { context, page } = await returningFan(openContext, server().url, PHONE);
    await signIn(page, '/order/ticket', FRIEND);
    await page.getByText('No tickets here yet.').waitFor();

    await offlineReload(context, page);
    await page
      .getByText("You're offline, and nothing is saved on this device for this page yet.", { exact: false })
      .waitFor();
    expect(await page.getByText('No tickets here yet.').count()).toBe(0);

    await page.getByRole('tab', { name: 'Orders' }).click();
    expect(queryOf(page, 'tab')).toBe('orders');
    await page.getByText("You're offline, and nothing is saved", { exact: false }).waitFor();
    await context.setOffline(false);
    await page.reload();
    expect(queryOf(page, 'tab')).toBe('orders');

    // The events list, too, says it is offline rather than that loading failed.
    await context.setOffline(true);
    await go(page, '/home/events');
    await page.getByText("You're offline, and nothing is saved", { exact: false }).waitFor();
    expect(await page.getByText('The events could not be loaded', { exact: false }).count()).toBe(0);
    await context.setOffline(false);
  });

  it('forgets the saved tickets on sign-out', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/order/ticket');
    await page.locator('.ticket-card').first().waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('savedCopies') !== null)).toBe(true);
    await go(page, '/setting');
    await page.getByRole('button', { name: /sign out|log out/i }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('savedCopies'))).toBeNull();
  });
});
