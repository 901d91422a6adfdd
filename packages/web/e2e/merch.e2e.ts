import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, chromiumPerFile, open, reviewShot } from './support/browser';
import { ops, serverPerFile } from './support/server';
import {
  CARD_OK,
  FRIEND,
  buyTickets,
  payOnSandboxPage,
  payWithNewCard,
  qrDrawn,
  queryOf,
  signIn,
  waitForPath,
} from './support/tickets';

/**
 * Official merchandise in the browser: the Merch tab, an item in a size for delivery paid with
 * the sandbox card, My Merch and its progress after ops ships it; a ticket-holders-only item with
 * a wrong then the right ticket number, collected at the counter by staff with its pick-up QR.
 */
const openContext = chromiumPerFile();
// A server of its own: the demo fan buys here without touching the shared server's stock.
const server = serverPerFile();

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(server().url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
  return { context, page: await context.newPage() };
}

/** On the merch order summary: Checkout, a new card, the sandbox's success card, then the result page. */
async function payMerch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForPath(page, '/payment/buy');
  await payWithNewCard(page);
  await payOnSandboxPage(page, CARD_OK);
  await waitForPath(page, '/payment/result');
  await page.getByRole('heading', { name: 'Merch Order confirmed' }).waitFor({ timeout: 20_000 });
}

describe('official merchandise', () => {
  it('Merch tab → T-shirt in size M for delivery, paid by card → My Merch → shipped by ops → the timeline shows it', async () => {
    const { context, page } = await phone();
    await signIn(page, '/home/merch');
    await page.getByRole('heading', { name: 'Official Merchandise' }).waitFor();
    // Badges on the grid: holder-only and sold-out items say so.
    await page.getByTestId('merch-demo-summer-lightstick').getByText('Ticket holders only', { exact: true }).waitFor();
    await page.getByTestId('merch-demo-gala-cap').getByText('Sold out', { exact: true }).waitFor();
    // The event filter narrows the grid.
    await page.getByRole('button', { name: 'Anniversary Gala (sold out)' }).click();
    await expect.poll(() => page.locator('.merch-card').count()).toBe(1);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByTestId('merch-demo-summer-tee').click();

    await waitForPath(page, '/merch/detail');
    await page.getByRole('heading', { name: 'Summer Live Tour T-shirt' }).waitFor();
    await page.getByText('3 left').waitFor();
    await page.getByRole('radio', { name: /^M/ }).check();
    // No saved address yet: add one from the item page, then come back to it.
    await page.getByText('No saved shipping address yet.').waitFor();
    await page.getByRole('link', { name: 'Add or change addresses' }).click();
    await waitForPath(page, '/address');
    await page.getByRole('button', { name: 'Add an address' }).click();
    // Saved empty: each required field says so in the app's language (never the browser's own
    // bubble), and the first one has the focus.
    await page.getByRole('button', { name: 'Save address' }).click();
    // (The area code and the country come filled in.)
    await expect.poll(() => page.getByText('This field is required').count()).toBe(3);
    for (const label of ['Recipient', 'Phone number', 'Address']) {
      expect(await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('recipient');
    await page.getByLabel('Recipient').fill('Chan Tai Man');
    await page.getByLabel('Phone number').fill('66123456');
    await page.getByLabel('Address', { exact: true }).fill('Rua de Evora 12');
    await page.getByRole('button', { name: 'Save address' }).click();
    await waitForPath(page, '/merch/detail');
    await page.getByRole('radio', { name: /^M/ }).check();
    await page.getByRole('combobox', { name: 'Ship to' }).waitFor();
    await page.getByRole('button', { name: /^Buy now/ }).click();

    await waitForPath(page, '/merch-order');
    const orderNo = queryOf(page, 'orderNo')!;
    expect(orderNo).toMatch(/^M[0-9A-F]{16}$/);
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(/^(09|10):\d\d$/);
    await page.getByText('Summer Live Tour T-shirt').first().waitFor();
    await page.getByText('Chan Tai Man').waitFor();
    await expectNoSeriousA11yViolations(page, 'the merch order summary');
    await payMerch(page);

    await page.getByRole('link', { name: 'My Merch' }).click();
    await waitForPath(page, '/order/merch');
    const card = page.locator('.merch-order-card', { hasText: orderNo });
    await card.getByText('Paid').waitFor();
    await card.click();
    await waitForPath(page, '/merch-detail');
    const timeline = page.getByTestId('merch-timeline');
    await timeline.getByText('Paid').waitFor();

    expect(await ops(server().databaseUrl, 'merch', 'ship', orderNo, 'SF Express', 'SF1234567')).toContain('shipped');
    await page.reload();
    await timeline.getByText('Delivery in progress').waitFor();
    await page.getByText('SF Express tracking number SF1234567').waitFor();
    expect(await timeline.locator('li').count()).toBe(3);
    await expectNoSeriousA11yViolations(page, 'a shipped merch order');
    await context.close();
  });

  it("a holder-only item is bought with one of the fan's own tickets, picked from a list; staff collect it with the pick-up QR once", async () => {
    const { context, page } = await phone();
    // The page's clock runs from now, as the real one would, until the journey moves it.
    await context.clock.install();
    await signIn(page, '/home/merch');
    // No ticket of the event yet: the page says so and leads to buying one.
    await page.getByTestId('merch-demo-summer-lightstick').click();
    await waitForPath(page, '/merch/detail');
    await page.getByText('You hold no ticket for this event yet: this item is for its ticket holders.').waitFor();
    expect(await page.getByLabel('Ticket number').count()).toBe(0);

    await buyTickets(page, 'Summer Live Concert', 'Section A', 1);
    await page.getByRole('link', { name: 'View my tickets' }).click();
    await waitForPath(page, '/order/ticket');
    await page.locator('.ticket-card').first().click();
    await waitForPath(page, '/ticket-detail');
    const ticketNo = queryOf(page, 'code')!;

    await open(page, '/home/merch');
    await page.getByTestId('merch-demo-summer-lightstick').click();
    await waitForPath(page, '/merch/detail');
    await page.getByText('For ticket holders of this event: 1 per ticket.').waitFor();
    // The fan's ticket of the event, named by its area and the end of its number, already picked.
    const picker = page.getByRole('group', { name: 'Which of your tickets' });
    const mine = picker.getByRole('radio', { name: `Section A · ending ${ticketNo.slice(-6)}` });
    await mine.waitFor();
    expect(await mine.isChecked()).toBe(true);
    expect(await page.getByLabel('Ticket number').count()).toBe(0);
    await reviewShot(page, 'merch-holder-ticket-picker');
    await page.getByRole('button', { name: /^Buy now/ }).click();
    await waitForPath(page, '/merch-order');
    const orderNo = queryOf(page, 'orderNo')!;
    await page.getByText(/Collect on \d{4}-\d\d-\d\d at Galaxy Arena/).waitFor();
    await payMerch(page);
    await page.getByRole('link', { name: 'View order' }).click();
    await waitForPath(page, '/merch-detail');
    const qrCanvas = page.getByRole('img', { name: `Pick-up QR code of order ${orderNo}` });
    await expect.poll(() => qrDrawn(qrCanvas)).toBe(true);
    const qrNow = async () => (await qrCanvas.getAttribute('data-qr'))!;
    const first = await qrNow();
    expect(first).toMatch(new RegExp(`^FPM2\\.${orderNo}\\.\\d+\\.\\d{8}$`));
    await page.getByText(/^The code changes in \d+ s$/).waitFor();
    // The code rotates: two minutes on, the screen shows another one (what a screenshot would miss).
    await page.clock.fastForward(120_000);
    await expect.poll(qrNow).not.toBe(first);
    const ahead = await qrNow();
    await page.clock.setSystemTime(Date.now());
    await expect.poll(qrNow).not.toBe(ahead);

    expect(await ops(server().databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live')).toMatch(
      /gate staff/,
    );
    const { context: staffContext, page: staff } = await phone();
    await signIn(staff, '/pickup', FRIEND);
    const handOver = async (qr: string) => {
      await staff.getByLabel("Scan or paste the fan's pick-up QR code").fill(qr);
      await staff.getByRole('button', { name: 'Hand over' }).click();
    };
    // A code of another moment (the one drawn two minutes ahead) is refused as expired.
    await handOver(ahead);
    await staff
      .locator('.form-error')
      .getByText(/^This pick-up code has expired/)
      .waitFor();
    // The live code is handed over once, and the counter sees whose order it is.
    await handOver(await qrNow());
    const verdict = staff.getByTestId('pickup-verdict');
    await verdict.getByText('Collected: hand the items over').waitFor();
    await verdict.getByText('Official Lightstick · Standard × 1').waitFor();
    await verdict.getByText('Bought by Demo Fan: ask for the name before handing over').waitFor();
    await handOver(await qrNow());
    await verdict.getByText('Already collected').waitFor();
    await verdict.getByText(/^Collected at /).waitFor();

    await page.reload();
    await page.getByTestId('merch-timeline').getByText('Collected').waitFor();
    expect(await page.getByRole('img', { name: `Pick-up QR code of order ${orderNo}` }).count()).toBe(0);
    await Promise.all([context.close(), staffContext.close()]);
  });
});
