import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, open, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import { holdSeats, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();
const server = serverPerFile();

describe('paying an order that was cancelled', () => {
  it('says up front that the order was cancelled or refunded, in the fan’s language, offers no way to pay, and leads back to the order', async () => {
    const english = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await english.newPage();
    await signIn(page, '/home/events');
    const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section A', 1);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor();

    // Back on its payment page (a bookmark, the browser's history): why, before anything is pressed.
    await open(page, `/payment/buy?orderNo=${orderNo}`);
    const alert = page.getByTestId('order-not-payable').getByRole('alert');
    await expect(alert.textContent()).resolves.toBe(
      'This order was cancelled or refunded, so it can no longer be paid.',
    );
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(0);
    await reviewShot(page, 'payment-cancelled-order-phone-en');
    await page.getByRole('link', { name: 'View the order' }).click();
    await waitForPath(page, '/ticket-order');
    await page.getByText('Cancelled', { exact: true }).waitFor();
    await english.close();

    const chinese = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'zh', skipInstallApp: '1' },
    });
    const zh = await chinese.newPage();
    await signIn(zh, `/payment/buy?orderNo=${orderNo}`);
    await expect(zh.getByTestId('order-not-payable').getByRole('alert').textContent()).resolves.toBe(
      '该订单已取消或已退款，无法再支付。',
    );
    expect(await zh.getByRole('button', { name: /^支付/ }).count()).toBe(0);
    expect(await zh.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(
      `#/ticket-order?orderNo=${orderNo}`,
    );
    await reviewShot(zh, 'payment-cancelled-order-desktop-zh');
    await chinese.close();
  }, 120_000);
});
