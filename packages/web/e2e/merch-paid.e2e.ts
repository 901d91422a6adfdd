import { formatMoney } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, chromiumPerFile, open } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { CARD_OK, FAN, payOnSandboxPage, payWithNewCard, queryOf, signIn, waitForPath } from './support/tickets';

/**
 * What a merch order paid, on a phone (issue 45, item 11): the payment page names the item, the
 * success page shows the order, and My Merch and the order's page show the amount paid after the
 * voucher, not the list price — in English, then in Traditional Chinese.
 */
const openContext = chromiumPerFile();
// A server of its own: the voucher and the purchase change this fan's records.
const server = serverPerFile();

const vnd = (minor: number) => formatMoney(minor, { sign: true });
const LIST = 35_000_000;
const OFF = 5_000_000;
const PAID = LIST - OFF;

describe('a merch order paid after its voucher', () => {
  it('names the item to pay for, shows the order once paid, and shows what was paid everywhere after', async () => {
    await ops(
      server().databaseUrl,
      'voucher',
      'grant',
      FAN.email,
      JSON.stringify({ kind: 'fixed', value: OFF, scope: 'merch', validDays: 30, code: 'E2E-PAID' }),
    );
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/merch', FAN);
    await page.getByTestId('merch-demo-summer-tee').click();
    await waitForPath(page, '/merch/detail');
    await page.getByRole('radio', { name: /^S/ }).check();
    await page.getByRole('radio', { name: 'Offline pick-up' }).check();
    await page.getByRole('button', { name: /^Buy now/ }).click();
    await waitForPath(page, '/merch-order');
    const orderNo = queryOf(page, 'orderNo')!;
    await page.getByText('Your items are held until', { exact: false }).waitFor();
    await page.getByRole('radio', { name: new RegExp(`^${vnd(OFF)} off`) }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('amount-due').getByText(vnd(PAID)).waitFor();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await waitForPath(page, '/payment/buy');
    // The item, not the event it belongs to.
    expect(await page.getByTestId('paying-for').textContent()).toBe('Summer Live Tour T-shirt (S) × 1');
    expect(await page.locator('.pay-summary__amount').textContent()).toBe(vnd(PAID));
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Merch Order confirmed' }).waitFor({ timeout: 20_000 });
    const paid = page.getByTestId('paid-order');
    await paid.getByText(`Order number ${orderNo}`).waitFor();
    await paid.getByText('Summer Live Tour T-shirt').waitFor();
    await paid.getByText(/^Collect on \d{4}-\d\d-\d\d at /).waitFor();
    await paid.getByText('Amount paid').waitFor();
    await paid.getByText(vnd(PAID)).waitFor();
    await expectNoSeriousA11yViolations(page, 'the merch success page');

    await page.getByRole('link', { name: 'My Merch' }).click();
    await waitForPath(page, '/order/merch');
    const card = page.locator('.merch-order-card', { hasText: orderNo });
    const amount = card.getByTestId('merch-order-amount');
    await amount.getByText(vnd(PAID)).waitFor();
    // The list price is only shown struck through beside it.
    expect(await amount.locator('s').textContent()).toBe(vnd(LIST));
    await card.click();
    await waitForPath(page, '/merch-detail');
    const due = page.getByTestId('amount-due');
    await due.getByText('Amount paid').waitFor();
    await due.getByText(vnd(PAID)).waitFor();
    await context.close();

    // The same order read in Traditional Chinese.
    const zh = await openContext(server().url, { viewport: PHONE, storage: { lang: 'zh_tw', skipInstallApp: '1' } });
    const other = await zh.newPage();
    await signIn(other, '/order/merch', FAN);
    await other
      .locator('.merch-order-card', { hasText: orderNo })
      .getByTestId('merch-order-amount')
      .getByText(vnd(PAID))
      .waitFor();
    await open(other, `/merch-detail?orderNo=${orderNo}`);
    await other.getByTestId('amount-due').getByText('實付金額').waitFor();
    await other.getByTestId('amount-due').getByText(vnd(PAID)).waitFor();
    await zh.close();
  });
});
