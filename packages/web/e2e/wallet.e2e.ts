import { formatMoney } from '@fanpass/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillPin } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, chromiumPerFile, open } from './support/browser';
import { serverPerFile } from './support/server';
import {
  CARD_OK,
  FAN,
  FRIEND,
  PAY_BUTTON,
  checkout,
  holdSeats,
  payOnSandboxPage,
  signIn,
  waitForPath,
} from './support/tickets';

/* The Fan Pay wallet through the screens (issue 12): top up, pay with the wallet, the top-up message. */

const openContext = chromiumPerFile();
const server = serverPerFile();

/** Minor units from an amount as the app shows it ('90.000₫', '1.250.000,50₫'). */
function minorOf(text: string): number {
  const [whole, cents = '0'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

const vnd = (minor: number) => formatMoney(minor, { sign: true });

async function balance(page: Page): Promise<string> {
  return (await page.getByTestId('wallet-balance').textContent()) ?? '';
}

async function fan(
  account: { email: string; password: string },
  landing: string,
  viewport: { width: number; height: number } = PHONE,
) {
  const context = await openContext(server().url, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
  const page = await context.newPage();
  await signIn(page, landing, account);
  return page;
}

describe('the Fan Pay wallet on a phone', () => {
  it('tops up with the sandbox card, shows the balance and the record, then buys a ticket with the wallet and the payment password', async () => {
    const page = await fan(FAN, '/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    expect(await balance(page)).toBe(vnd(0));
    await page.getByText('No transactions yet. Top up to start using your Fan Pay wallet.').waitFor();
    await expectNoSeriousA11yViolations(page, 'My Wallet, empty');

    await page.getByRole('link', { name: 'Top up', exact: true }).click();
    await waitForPath(page, '/payment/recharge');
    await page.getByRole('heading', { name: 'Deposit amount' }).waitFor();
    // Spec §5: nothing, or zero, is refused before anything is sent.
    await page.getByRole('radio', { name: 'Credit/debit card' }).check();
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe('Deposit amount must be greater than 0');
    await page.getByLabel('Other amount (VND)').fill('0');
    await page.getByRole('button', { name: /^Top up/ }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe('Deposit amount must be greater than 0');

    await page.getByLabel('Other amount (VND)').fill('500000');
    await page.getByRole('button', { name: `Top up ${vnd(50_000_000)}` }).click();
    // A new card: the card type here, the card itself on the provider's page.
    await waitForPath(page, '/payment/addCard');
    await page.getByRole('button', { name: 'Continue to card details' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe('Please select a card type.');
    await expectNoSeriousA11yViolations(page, 'the add-card step');
    await page.getByRole('radio', { name: 'Visa' }).check();
    await page.getByRole('button', { name: 'Continue to card details' }).click();
    await payOnSandboxPage(page, CARD_OK);

    // The provider returns to /payment/rechargeResult; its guard stores the result and goes back
    // three steps (a new card) to the deposit page, which shows what became of the top-up.
    await waitForPath(page, '/payment/recharge', 20_000);
    const result = page.getByTestId('recharge-result');
    await result.getByRole('heading', { name: 'Top-up successful' }).waitFor({ timeout: 20_000 });
    await result.getByText(`Wallet balance: ${vnd(50_000_000)}`).waitFor();
    await expectNoSeriousA11yViolations(page, 'the top-up result');
    expect(await page.evaluate(() => localStorage.getItem('wallet-recharge-result'))).toBeNull();
    await result.getByRole('link', { name: 'Back to My Wallet' }).click();

    await waitForPath(page, '/wallet');
    await expect.poll(() => balance(page)).toBe(vnd(50_000_000));
    const topUp = page.locator('.wallet-record', { hasText: 'Top-up' });
    await topUp.getByText(`+${vnd(50_000_000)}`).waitFor();
    await topUp.getByText(/^W[0-9A-F]{16}$/).waitFor();
    await expectNoSeriousA11yViolations(page, 'My Wallet with a record');

    // A ticket paid from the wallet with the payment password.
    await open(page, '/home/events');
    const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section B', 1);
    await checkout(page);
    const price = minorOf((await page.locator('.pay-summary__amount').textContent()) ?? '');
    expect(price).toBeGreaterThan(0);
    await page.getByRole('radio', { name: /^My wallet/ }).check();
    await page.getByText(`Balance: ${vnd(50_000_000)}`).waitFor();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    const sheet = page.getByRole('dialog', { name: 'Pay with My wallet' });
    await sheet.waitFor();
    await expectNoSeriousA11yViolations(page, 'the payment-password sheet');
    await sheet.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(sheet.getByRole('alert').textContent()).resolves.toBe('The complete payment password must be entered');
    await fillPin(page, 'Payment password', '654321');
    await sheet.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(sheet.getByRole('alert').textContent()).resolves.toMatch(/^Incorrect payment password/);
    await fillPin(page, 'Payment password', '123456');
    await sheet.getByRole('button', { name: PAY_BUTTON }).click();

    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    await page.getByText('Tickets issued to your account: 1').waitFor();
    await page.getByText('My wallet', { exact: true }).waitFor();

    await open(page, '/wallet');
    await expect.poll(() => balance(page)).toBe(vnd(50_000_000 - price));
    const payment = page.locator('.wallet-record', { hasText: orderNo });
    await payment
      .filter({ hasText: 'Payment' })
      .getByText(`−${vnd(price)}`)
      .waitFor();
    await page.getByRole('button', { name: 'Top-up', exact: true }).click();
    await expect.poll(() => page.locator('.wallet-record').count()).toBe(1);
  });

  it('shows the top-up message when the wallet holds less than the order, and its action opens the deposit page', async () => {
    const page = await fan(FRIEND, '/home/events');
    await holdSeats(page, 'Summer Live Concert', 'Section A', 1);
    await checkout(page);
    await page.getByRole('radio', { name: /^My wallet/ }).check();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    const message = page.getByTestId('wallet-insufficient');
    await message.getByText('Oops! Insufficient wallet balance, please top up your balance.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await message.getByRole('link', { name: 'Top up my wallet' }).click();
    await waitForPath(page, '/payment/recharge');
    await page.getByRole('heading', { name: 'Deposit amount' }).waitFor();
  });
});
