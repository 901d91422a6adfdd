import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, open, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import { holdSeats, payWithNewCard, signIn } from './support/tickets';

const openContext = chromiumPerFile();
const server = serverPerFile();

describe('paying an order that was cancelled', () => {
  it('says the order was cancelled or refunded, in the fan’s language, and sends nobody to pay', async () => {
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

    // Back on its payment page (a bookmark, the browser's history): not the lapsed-hold message.
    await open(page, `/payment/buy?orderNo=${orderNo}`);
    await payWithNewCard(page);
    const alert = page.locator('.form-error[role=alert]');
    await expect(alert.textContent()).resolves.toBe(
      'This order was cancelled or refunded, so it can no longer be paid.',
    );
    expect(page.url()).not.toMatch(/sandbox-pay/);
    await reviewShot(page, 'payment-cancelled-order-phone-en');
    await english.close();

    const chinese = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'zh', skipInstallApp: '1' },
    });
    const zh = await chinese.newPage();
    await signIn(zh, `/payment/buy?orderNo=${orderNo}`);
    await payWithNewCard(zh, { card: '信用卡/借记卡', pay: /^支付 \S.*\d/ });
    await expect(zh.locator('.form-error[role=alert]').textContent()).resolves.toBe(
      '该订单已取消或已退款，无法再支付。',
    );
    expect(zh.url()).not.toMatch(/sandbox-pay/);
    await reviewShot(zh, 'payment-cancelled-order-desktop-zh');
    await chinese.close();
  }, 120_000);
});
