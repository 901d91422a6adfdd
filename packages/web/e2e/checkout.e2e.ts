import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { serverPerFile } from './support/server';
import {
  CARD_OK,
  addSeats,
  checkout,
  openEvent,
  payOnSandboxPage,
  payWithNewCard,
  queryOf,
  signIn,
  toChooseScreen,
  waitForPath,
} from './support/tickets';

/**
 * Tickets and merch in one checkout (spec 5.12, issue 45 item 10) on a phone: a seat and the tour
 * tee chosen together, one hold, one card payment, both parts on the success page, then in My
 * Tickets and My Merch. The summary is also drawn at desktop size (SCREENSHOT_DIR, when set).
 */
const openContext = chromiumPerFile();
// A server of its own: the purchase takes seats and stock.
const server = serverPerFile();

describe('tickets and merch in one checkout', () => {
  it('chooses a seat, adds the tee, pays once and sees both parts', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await openEvent(page, 'Summer Live Concert');
    await page.getByRole('link', { name: 'Buy merch only' }).waitFor();
    await toChooseScreen(page);
    await addSeats(page, 'Section B', 1);
    await page.getByRole('heading', { name: 'Add official merch' }).waitFor();
    await page.getByRole('button', { name: 'One more: Summer Live Tour T-shirt' }).click();
    await page.getByText('Tickets: 1 · Merch: 1').waitFor();
    if (process.env.SCREENSHOT_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/checkout-choose-390.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, '/ticket-order');
    const orderNo = queryOf(page, 'orderNo')!;
    expect(orderNo).toMatch(/^C[0-9A-F]{16}$/);
    await page.getByTestId('checkout-tickets').getByText('Section B × 1').waitFor();
    await page.getByTestId('checkout-merch').getByText('Summer Live Tour T-shirt').waitFor();
    await page.getByTestId('hold-countdown').waitFor();

    await checkout(page);
    expect(await page.getByTestId('paying-for').textContent()).toMatch(
      /^Summer Live Concert, Summer Live Tour T-shirt/,
    );
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Order confirmed: tickets and merch' }).waitFor({ timeout: 20_000 });
    const paid = page.getByTestId('paid-order');
    await paid.getByTestId('checkout-tickets').getByText('Section B × 1').waitFor();
    await paid.getByTestId('checkout-merch').getByText('Summer Live Tour T-shirt').waitFor();

    await page.getByRole('link', { name: 'View my tickets' }).first().click();
    await waitForPath(page, '/order/ticket');
    await page.getByText('Summer Live Concert').first().waitFor();
    await open(page, '/order/merch');
    await page.locator('.merch-order-card', { hasText: 'Summer Live Tour T-shirt' }).first().waitFor();
    await context.close();

    const wide = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const desk = await wide.newPage();
    await signIn(desk, `/ticket-order?orderNo=${orderNo}`);
    await desk.getByTestId('checkout-merch').waitFor();
    if (process.env.SCREENSHOT_DIR)
      await desk.screenshot({ path: `${process.env.SCREENSHOT_DIR}/checkout-1280.png`, fullPage: true });
    await wide.close();
  });
});
