import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, chromiumPerFile, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import { FAN, buyTickets, signIn } from './support/tickets';

/**
 * Orders and fans in the promoter's console (issue 47) at 1280×800: a fan buys tickets for the
 * demo organiser's event; the organiser finds the order by the fan's e-mail, exports the event's
 * attendees (the CSV has the fan), refunds the order with a reason and sees the refund in its
 * timeline. axe checks each screen.
 */

const ORGANISER = { email: 'organiser@fanpass.local', password: 'Fanpass1!' } as const;
const EVENT = 'Summer Live Concert';
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

async function consolePage(account: { email: string; password: string }, route: string): Promise<Page> {
  const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, route, account);
  return page;
}

describe('console orders', () => {
  it('finds a fan’s order by e-mail, exports the attendees and refunds it with a reason', async () => {
    const fan = await (await openContext(server().url, { viewport: DESKTOP, storage: STORAGE })).newPage();
    await signIn(fan, '/home/events');
    const orderNo = await buyTickets(fan, EVENT, 'Section B', 2);

    const page = await consolePage(ORGANISER, '/console/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: 'Orders' }).waitFor();
    await page.getByLabel('Order number, e-mail or name').fill(FAN.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await row.waitFor();
    expect(await row.textContent()).toContain(EVENT);
    expect(await row.textContent()).toContain('Paid');
    await expectNoSeriousA11yViolations(page, 'console orders');
    await reviewShot(page, 'console-orders');

    // The attendee list of the event, fetched signed and saved as the server names it.
    await page.getByLabel('Attendees of').selectOption({ label: EVENT });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export attendees (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^attendees-demo-summer-live-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Order,Area,Seat,Ticket code,Status,Checked in');
    const fanLines = lines.filter((line) => line.includes(FAN.email));
    expect(fanLines).toHaveLength(2);
    expect(fanLines[0]).toContain(`,${orderNo},Section B,`);

    await row.getByRole('link', { name: orderNo }).click();
    await page.getByRole('heading', { name: `Order ${orderNo}` }).waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid');
    await page.getByRole('cell', { name: 'Section B' }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'console order');

    await page.getByLabel('Reason for the refund').fill('Fan cannot attend');
    await page.getByRole('button', { name: 'Refund order' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Refund order ${orderNo}?` });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'console refund dialog');
    await reviewShot(page, 'console-order-refund-dialog');
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Refunded');
    await page.getByText('The order was refunded.').waitFor();
    const timeline = page.locator('.console-timeline');
    await timeline.locator('li[data-kind="refund"]').filter({ hasText: 'Fan cannot attend' }).waitFor();
    await timeline
      .locator('li[data-kind="action"]')
      .filter({ hasText: `By ${ORGANISER.email}: order.refund` })
      .waitFor();
    expect(await page.getByRole('cell', { name: 'Void' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Refund order' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'console refunded order');
    await reviewShot(page, 'console-order-refunded', { fullPage: true });

    // The event's own page offers the same export.
    await menu.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('link', { name: EVENT }).click();
    await page.getByRole('heading', { name: EVENT }).waitFor();
    await page.getByRole('button', { name: 'Export attendees (CSV)' }).waitFor();
  });
});
