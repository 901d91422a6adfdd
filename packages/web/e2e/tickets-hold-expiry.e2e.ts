import { describe, expect, it } from 'vitest';
import { PHONE, open, chromiumPerFile } from './support/browser';
import { serverPerFile } from './support/server';
import { holdSeats, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

/** The shortest hold the API accepts (HOLD_MINUTES_H5 minimum is 1). */
const HOLD_MINUTES = 1;
const server = serverPerFile({ HOLD_MINUTES_H5: String(HOLD_MINUTES) });

describe('a hold that runs out', () => {
  it('switches the order to its expired state at 00:00, announcing the last minute, and its payment page then says so with the spec message', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
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

    // Bounded wait for the hold to run out (one minute and a margin), on the order summary itself.
    await page.getByText('Expired', { exact: true }).waitFor({ timeout: (HOLD_MINUTES * 60 + 10) * 1000 });
    const message = 'Oops! An order is only secured for 1 minutes, please try again.';
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(message);
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The payment page of the lapsed order says so with the spec message, and offers no way to pay.
    await open(page, `/payment/buy?orderNo=${orderNo}`);
    await expect(page.getByTestId('order-not-payable').getByRole('alert').textContent()).resolves.toBe(message);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);

    await open(page, `/ticket-order?orderNo=${orderNo}`);
    await page.getByText('Expired', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Choose tickets again' }).click();
    await waitForPath(page, '/ticket/choose');
    await page.getByRole('button', { name: 'Confirm' }).waitFor();
    await context.close();
  }, 150_000);
});
