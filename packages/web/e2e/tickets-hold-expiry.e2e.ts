import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, open, chromiumPerFile } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { addSeats, openEvent, queryOf, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

/** The shortest hold the API accepts (HOLD_MINUTES_H5 minimum is 1). */
const HOLD_MINUTES = 1;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ HOLD_MINUTES_H5: String(HOLD_MINUTES) });
});
afterAll(async () => {
  await server?.stop();
});

describe('a hold that runs out', () => {
  it('shows the expiry on the order, and paying afterwards answers the spec message', async () => {
    const context = await openContext(server.url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await openEvent(page, 'Summer Live Concert');
    await page.getByRole('link', { name: 'Buy tickets' }).click();
    await waitForPath(page, '/ticket/choose');
    await addSeats(page, 'Section A', 1);
    await page.getByRole('button', { name: 'Confirm' }).click();

    await waitForPath(page, '/ticket-order');
    const orderNo = queryOf(page, 'orderNo')!;
    await page.getByText('Your seats are held until').waitFor();
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(/^(00:[0-5]\d|01:00)$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await waitForPath(page, '/payment/buy');
    await page.getByRole('radio', { name: 'Use new card: Visa' }).check();

    // Bounded wait for the hold to run out (one minute and a margin).
    await page.waitForFunction(
      () => document.querySelector('[data-testid="hold-countdown"]')?.textContent === '00:00',
      undefined,
      { timeout: (HOLD_MINUTES * 60 + 10) * 1000 },
    );
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const message = 'Oops! An order is only secured for 1 minutes, please try again.';
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(message);
    expect(page.url()).not.toMatch(/sandbox-pay/);

    await open(page, `/ticket-order?orderNo=${orderNo}`);
    await page.getByText('Expired', { exact: true }).waitFor();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(message);
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Choose tickets again' }).waitFor();
    await context.close();
  }, 150_000);
});
