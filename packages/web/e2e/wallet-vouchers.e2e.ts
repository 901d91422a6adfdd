import { formatMoney } from '@fanpass/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open, returningFan } from './support/browser';
import { ops, serverPerFile } from './support/server';
import {
  CARD_OK,
  FAN,
  checkout,
  holdSeats,
  payOnSandboxPage,
  payWithNewCard,
  signIn,
  waitForPath,
} from './support/tickets';

/* Vouchers and Fan Coin through the screens (issue 12): a voucher at checkout (tickets, merch), Fan Coin earned. */

const openContext = chromiumPerFile();
const server = serverPerFile();

/** Minor units from an amount as the app shows it ('90.000₫', '1.250.000,50₫'). */
function minorOf(text: string): number {
  const [whole, cents = '0'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const vnd = (minor: number) => formatMoney(minor, { sign: true });

/** From the merch list: the demo T-shirt in S for pick-up, bought now, on its order summary. */
async function holdSummerTee(page: Page): Promise<void> {
  await page.getByTestId('merch-demo-summer-tee').click();
  await waitForPath(page, '/merch/detail');
  await page.getByRole('heading', { name: 'Summer Live Tour T-shirt' }).waitFor();
  await page.getByRole('radio', { name: /^S/ }).check();
  await page.getByRole('radio', { name: 'Offline pick-up' }).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await waitForPath(page, '/merch-order');
  await page.getByRole('heading', { name: 'Vouchers and Fan Coin' }).waitFor();
}

describe('a voucher at checkout', () => {
  it('lists the granted voucher, lowers the amount due on the order summary, and is used once paid', async () => {
    await ops(
      server().databaseUrl,
      'voucher',
      'grant',
      FAN.email,
      JSON.stringify({
        kind: 'fixed',
        value: 2_000_000,
        minSpend: 0,
        scope: 'any',
        validDays: 30,
        code: 'E2E-VOUCHER',
      }),
    );
    const context = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/my-voucher', FAN);
    const voucher = page.locator('.voucher', { hasText: 'E2E-VOUCHER' });
    await voucher.getByText(`${vnd(2_000_000)} off`).waitFor();
    await voucher.getByText('Available', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'My Voucher');

    await open(page, '/home/events');
    await holdSeats(page, 'Summer Live Concert', 'Section A', 1);
    const total = minorOf((await page.locator('.line--total strong').first().textContent()) ?? '');
    await page.getByRole('radio', { name: new RegExp(`^${vnd(2_000_000)} off`) }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    const due = page.getByTestId('amount-due');
    await due.getByText(`−${vnd(2_000_000)}`).waitFor();
    await due.getByText(vnd(total - 2_000_000)).waitFor();
    await expectNoSeriousA11yViolations(page, 'the order summary with a voucher');

    await checkout(page);
    await expect(page.locator('.pay-summary__amount').textContent()).resolves.toBe(vnd(total - 2_000_000));
    await page.getByText(`Total ${vnd(total)} before discounts`).waitFor();
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });

    await open(page, '/my-voucher?tab=used');
    const used = page.locator('.voucher', { hasText: 'E2E-VOUCHER' });
    await used.getByText('Used', { exact: true }).waitFor();
    await used.getByText(/^Used on order T[0-9A-F]{16}$/).waitFor();

    // The paid order earned Fan Coin: the wallet shows them and their record.
    await open(page, '/wallet');
    await page.locator('.wallet-record', { hasText: 'Fan Coin earned' }).waitFor();
    expect(Number(await page.getByTestId('wallet-fan-coin').textContent())).toBeGreaterThan(0);
  });
});

describe('a merch voucher at merch checkout', () => {
  it('offers the merch voucher on the merch order summary, lowers the amount due, charges it, and marks it used', async () => {
    await ops(
      server().databaseUrl,
      'voucher',
      'grant',
      FAN.email,
      JSON.stringify({ kind: 'fixed', value: 5_000_000, scope: 'merch', validDays: 30, code: 'E2E-MERCH' }),
    );
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/merch', FAN);
    await holdSummerTee(page);
    const total = minorOf((await page.locator('.merch-total strong').textContent()) ?? '');
    expect(total).toBe(35_000_000);
    await page.getByRole('radio', { name: new RegExp(`^${vnd(5_000_000)} off`) }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    const due = page.getByTestId('amount-due');
    await due.getByText(`−${vnd(5_000_000)}`).waitFor();
    await due.getByText(vnd(total - 5_000_000)).waitFor();
    await expectNoSeriousA11yViolations(page, 'the merch order summary with a voucher');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await waitForPath(page, '/payment/buy');
    await expect(page.locator('.pay-summary__amount').textContent()).resolves.toBe(vnd(total - 5_000_000));
    await page.getByText(`Total ${vnd(total)} before discounts`).waitFor();
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Merch Order confirmed' }).waitFor({ timeout: 20_000 });

    await open(page, '/my-voucher?tab=used');
    const used = page.locator('.voucher', { hasText: 'E2E-MERCH' });
    await used.getByText(/^Used on order M[0-9A-F]{16}$/).waitFor();
  });
});

describe('the merch order summary with no connection', () => {
  it('says it is offline (with a retry), not that the order does not exist, and shows it again once back', async () => {
    const { context, page } = await returningFan(openContext, server().url, PHONE);
    await signIn(page, '/home/merch', FAN);
    await holdSummerTee(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByText("You're offline, and nothing is saved on this device", { exact: false }).waitFor();
    expect(await page.getByText('This merch order does not exist.').count()).toBe(0);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Vouchers and Fan Coin' }).waitFor();
  });
});
