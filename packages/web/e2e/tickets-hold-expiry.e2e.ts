import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, open, chromiumPerFile } from './support/browser';
import { startServerOnClock, type ServerOnClock } from './support/server';
import { holdSeats, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

/** The shortest hold the API accepts (HOLD_MINUTES_H5 minimum is 1). */
const HOLD_MINUTES = 1;
/** The server and the browser move time together, so the hold runs out without a real wait. */
let server: ServerOnClock;
beforeAll(async () => {
  server = await startServerOnClock({ HOLD_MINUTES_H5: String(HOLD_MINUTES) });
});
afterAll(async () => {
  await server?.stop();
});

describe('a hold that runs out', () => {
  it('switches the order to its expired state at 00:00, announcing the last minute, and its payment page then says so with the spec message', async () => {
    const context = await openContext(server.url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    // The page's clock runs from now, as the real one would, until the journey moves it.
    await context.clock.install();
    const page = await context.newPage();
    await signIn(page, '/home/events');
    const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section A', 1);
    await page.getByText('Your seats are held until').waitFor();
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(/^(00:[0-5]\d|01:00)$/);
    // A one-minute hold is in its last minute at once: the polite live region says so.
    await expect
      .poll(() => page.getByTestId('hold-announcement').textContent())
      .toBe('One minute left to pay before your seats are released.');
    expect(await page.getByTestId('hold-announcement').getAttribute('aria-live')).toBe('polite');
    expect(await page.getByText('Expired', { exact: true }).count()).toBe(0);

    // A minute and a second later on both clocks: the countdown reaches 00:00 on the order summary.
    const later = HOLD_MINUTES * 60_000 + 1_000;
    server.advance(later);
    await page.clock.fastForward(later);
    await page.getByText('Expired', { exact: true }).waitFor();
    expect(await page.getByTestId('hold-countdown').count()).toBe(0);
    const message = 'Oops! An order is only secured for 1 minutes, please try again.';
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(message);
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The payment page of the lapsed order says so with the spec message (the server's own answer
    // on a fresh load), and offers no way to pay.
    await open(page, `/payment/buy?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-not-payable').getByRole('alert').textContent()).resolves.toBe(message);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    await open(page, `/ticket-order?orderNo=${orderNo}`);
    await page.getByText('Expired', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Choose tickets again' }).click();
    await waitForPath(page, '/ticket/choose');
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    await context.close();
  });
});
