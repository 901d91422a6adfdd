import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, open, reviewShot } from './support/browser';
import { ops, serverPerFile } from './support/server';
import {
  FRIEND,
  addSeats,
  buyTickets,
  confirmSeats,
  openEvent,
  queryOf,
  payOnSandboxPage,
  payWithNewCard,
  setSeats,
  signIn,
  signInHere,
  ticketsIssued,
  toChooseScreen,
  waitForPath,
  CARD_OK,
} from './support/tickets';

/**
 * Honest holds and navigation that keeps the fan's place (issue 8.3, 8.4): Back and Confirm again
 * resumes the hold, another selection asks first, cancelling asks first, the Orders list and
 * 'View my tickets' behave as links, and a visitor comes back to the event after signing in.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();

async function toChoose(page: Page, event: string): Promise<void> {
  await open(page, '/home/events');
  await openEvent(page, event);
  await toChooseScreen(page);
}

/** The fan's orders awaiting payment, as a fan gets there: Me, My Tickets, the Orders tab. */
async function expectAwaitingPayment(page: Page, n: number): Promise<void> {
  await open(page, '/home/user');
  await page.getByRole('link', { name: 'My Tickets' }).click();
  await waitForPath(page, '/order/ticket');
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.locator('.order-card').first().waitFor();
  // The list shows what it had while it refreshes: wait for the fresh answer.
  await expect.poll(() => page.locator('.order-card').filter({ hasText: 'Awaiting payment' }).count()).toBe(n);
}

describe('holds and the way back', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`resumes the same hold, asks before holding another selection or cancelling (${name})`, async () => {
      const context = await openContext(server().url, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
      const page = await context.newPage();
      await signIn(page, '/home/events');
      await toChoose(page, 'Summer Live Concert');
      const chosen = page.getByRole('group', { name: 'Section B' }).locator('output');
      await addSeats(page, 'Section B', 1);
      const first = await confirmSeats(page);

      // Back, then the same seats confirmed again: the same hold.
      await page.goBack();
      await waitForPath(page, '/ticket/choose');
      await setSeats(page, 'Section B', 1);
      expect(await confirmSeats(page)).toBe(first);

      // Another selection: asked first; continuing keeps the one hold.
      await page.goBack();
      await waitForPath(page, '/ticket/choose');
      await setSeats(page, 'Section B', 2);
      await page.getByRole('button', { name: 'Confirm' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'You already have seats held for this event' });
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Continue with my order' }).click();
      await waitForPath(page, '/ticket-order');
      expect(queryOf(page, 'orderNo')).toBe(first);
      await expectAwaitingPayment(page, 1);

      // Hold the new selection instead: the old hold is released, still one awaiting payment.
      await toChoose(page, 'Summer Live Concert');
      await expect.poll(() => chosen.textContent()).toBe('2');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Hold this selection instead' }).click();
      await waitForPath(page, '/ticket-order');
      const second = queryOf(page, 'orderNo');
      expect(second).not.toBe(first);
      await expectAwaitingPayment(page, 1);

      // Cancelling asks first; keeping the seats changes nothing.
      await open(page, `/ticket-order?orderNo=${second}`);
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this order?' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByText('Awaiting payment', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Cancel order' }).click();
      await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
      await page.getByText('Cancelled', { exact: true }).waitFor();
      await expectAwaitingPayment(page, 0);
    });
  }

  it('keeps the Orders tab and the list behind an order, and View my tickets opens the tickets', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    const orderNo = await buyTickets(page, 'Summer Live Concert', 'Section A', 1);

    await open(page, '/order/ticket');
    await page.getByRole('tab', { name: 'Orders' }).click();
    expect(queryOf(page, 'tab')).toBe('orders');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.locator('.order-card').filter({ hasText: orderNo! }).click();
    await waitForPath(page, '/ticket-order');
    await page.getByText('Paid', { exact: true }).waitFor();

    // Back lands on the list (Orders tab), not a step further.
    await page.goBack();
    await waitForPath(page, '/order/ticket');
    expect(queryOf(page, 'tab')).toBe('orders');
    await page.locator('.order-card').first().waitFor();

    // View my tickets opens the tickets, and Back returns to the order.
    await page.locator('.order-card').filter({ hasText: orderNo! }).click();
    await waitForPath(page, '/ticket-order');
    await page.getByRole('link', { name: 'View my tickets' }).click();
    await waitForPath(page, '/order/ticket');
    await page.locator('.ticket-card').first().waitFor();
    await expect(page.getByRole('tab', { name: 'Tickets' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.goBack();
    await waitForPath(page, '/ticket-order');
    expect(queryOf(page, 'orderNo')).toBe(orderNo);
  });

  it('brings a visitor back to choosing seats after signing in, and keeps the selection across a detour', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await open(page, '/home/events');
    await openEvent(page, 'Idol Showcase');
    await page.getByRole('link', { name: 'Buy tickets' }).click();
    await waitForPath(page, '/sign');
    expect(queryOf(page, 'redirectUrl')).toMatch(/^\/ticket\/choose\?id=\d+$/);
    await signInHere(page, '/ticket/choose');

    await addSeats(page, 'Standard', 2);
    await page.getByRole('heading', { name: 'Choose attendees (one per ticket: 2)' }).waitFor();
    // To the attendee list and back: the two seats are still chosen.
    await page
      .getByRole('link', { name: /attendee/i })
      .first()
      .click();
    await waitForPath(page, '/attendee-information');
    await page.goBack();
    await waitForPath(page, '/ticket/choose');
    await page.getByRole('heading', { name: 'Choose attendees (one per ticket: 2)' }).waitFor();
  });
});

describe('the account limit before Confirm', () => {
  it('says how many more the account can buy, counts the open order, and stops at the limit (phone, then desktop in Vietnamese)', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events', FRIEND);
    await toChoose(page, 'Summer Live Concert');
    const note = page.locator('.limit-note');
    await note.getByText('Up to 4 tickets per account.').waitFor();

    await buyTickets(page, 'Summer Live Concert', 'Section B', 3);
    await toChoose(page, 'Summer Live Concert');
    await note.getByText('You can buy 1 more (4 per account).').waitFor();
    await addSeats(page, 'Section A', 1);
    // The one left is chosen: no area offers another.
    for (const area of ['VIP Floor', 'Section A', 'Section B']) {
      expect(await page.getByRole('button', { name: `One more: ${area}` }).isDisabled()).toBe(true);
    }
    await reviewShot(page, 'choose-limit-one-more-phone-en');
    const held = await confirmSeats(page);

    // Back from the order: its ticket may be chosen again (a new choice replaces the open order).
    await page.goBack();
    await waitForPath(page, '/ticket/choose');
    await note.getByText('You can buy 1 more (4 per account).').waitFor();
    await note.getByText('Your open order holds 1 of these; confirming a new choice replaces it.').waitFor();
    await open(page, `/ticket-order?orderNo=${held}`);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await waitForPath(page, '/payment/buy');
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await ticketsIssued(page, 1);

    await toChoose(page, 'Summer Live Concert');
    await note.getByText("You have bought this event's limit of 4 tickets per account.").waitFor();
    expect(await page.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'One more: Section B' }).isDisabled()).toBe(true);
    await reviewShot(page, 'choose-limit-reached-phone-en');
    await context.close();

    const desktop = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'vi', skipInstallApp: '1' },
    });
    const vi = await desktop.newPage();
    await signIn(vi, '/home/events', FRIEND);
    await open(vi, '/home/events');
    await openEvent(vi, 'Summer Live Concert');
    await vi.locator('.purchase-panel a.button').click();
    await waitForPath(vi, '/ticket/choose');
    await vi.locator('.limit-note').getByText('Bạn đã mua đủ giới hạn 4 vé mỗi tài khoản cho sự kiện này.').waitFor();
    expect(await vi.locator('.checkout-bar button').isDisabled()).toBe(true);
    await reviewShot(vi, 'choose-limit-reached-desktop-vi');
  }, 120_000);
});

describe('a seat area that sells out while the fan chooses', () => {
  it('answers Confirm with the sold-out message, shows the area sold out and brings the selection down to what is left', async () => {
    const { url, databaseUrl } = server();
    const context = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await openEvent(page, 'Summer Live Concert');
    await toChooseScreen(page);
    const vip = page.locator('.area', { has: page.getByRole('group', { name: 'VIP Floor' }) });
    await vip.getByText('100 left').waitFor();
    await addSeats(page, 'VIP Floor', 2);
    try {
      // Other fans take the area's last seats while this one chooses (here the operator's capacity command).
      expect(await ops(databaseUrl, 'event', 'capacity', 'demo-summer-live', 'vip', '0')).toContain('capacity 0');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByTestId('toast-top')
        .getByText('Sorry, there are not enough tickets left in this seat area.')
        .waitFor();
      // The screen reads the seat areas again: no stale count, and no seats asked of an empty area.
      await vip.getByText('Sold out').waitFor();
      expect(await vip.getByText('100 left').count()).toBe(0);
      await expect.poll(() => page.getByRole('group', { name: 'VIP Floor' }).locator('output').textContent()).toBe('0');
      expect(await page.locator('.checkout-bar').getByText('Tickets: 0').count()).toBe(1);
      await waitForPath(page, '/ticket/choose');
      await reviewShot(page, 'choose-sold-out-while-choosing');
    } finally {
      await ops(databaseUrl, 'event', 'capacity', 'demo-summer-live', 'vip', '100');
    }
    await context.close();
  });
});
