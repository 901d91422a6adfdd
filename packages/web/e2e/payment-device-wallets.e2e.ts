import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, PAY_BUTTON, checkout, holdSeats, queryOf, signIn, ticketsIssued } from './support/tickets';

/**
 * Apple Pay and Google Pay (issue 45, item 13): listed first on a device that has them, paid
 * through the provider's page; absent where the device has none. Chromium has no Apple Pay, so the
 * browser's own `ApplePaySession` is the one thing stood in for the iPhone.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();
const dir = mkdtempSync(join(tmpdir(), 'fanpass-wallets-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importEvent(databaseUrl: string): Promise<void> {
  const day = 86_400_000;
  const startsAt = Date.now() + 15 * day;
  const file = join(dir, 'wallets.json');
  writeFileSync(
    file,
    JSON.stringify({
      slug: 'e2e-device-wallets',
      title: 'Tap To Pay Live',
      venue: 'Cotai Hall',
      location: 'Cotai, Macau',
      startsAt,
      endsAt: startsAt + 3 * 3_600_000,
      saleStartsAt: Date.now() - day,
      ticketTypes: [{ code: 'ga', name: 'Standing', price: 30_000_00, capacity: 20 }],
    }),
  );
  await ops(databaseUrl, 'event', 'import', file);
}

describe('paying with the device wallet', () => {
  it('lists Apple Pay first on an iPhone and pays with it; a desktop without one sees neither', async () => {
    const { url, databaseUrl } = server();
    await importEvent(databaseUrl);
    const phone = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    await phone.addInitScript(() => {
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
    });
    const page = await phone.newPage();
    await signIn(page, '/home/events');
    await holdSeats(page, 'Tap To Pay Live', 'Standing', 1);
    await checkout(page);
    const group = page.getByRole('group', { name: 'Pay on this device' });
    await group.getByRole('radio', { name: 'Apple Pay' }).waitFor();
    // The first of the provider's ways to pay, before the remembered and new cards (after Fan Pay, the app's own).
    const legends = await page.locator('fieldset.methods legend').allTextContents();
    expect(legends.indexOf('Pay on this device')).toBe(legends.findIndex((l) => l !== 'Fan Pay wallet'));
    expect(legends.indexOf('Pay on this device')).toBeLessThan(legends.indexOf('My cards'));
    expect(await page.getByRole('radio', { name: 'Google Pay' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'the payment page with Apple Pay');
    await group.getByRole('radio', { name: 'Apple Pay' }).check();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    // The provider's page takes it (the sandbox: Apple Pay chosen, no card to type).
    await page.waitForURL(/\/sandbox-pay\//, { timeout: 15_000 });
    expect(await page.locator('input[name=paymentType][value=applePay]').isChecked()).toBe(true);
    await page.locator('button.pay').click();
    await ticketsIssued(page, 1);

    // Another order, opened on a desktop in Chinese with no device wallet: only the other methods.
    await open(page, '/home/events');
    await holdSeats(page, 'Tap To Pay Live', 'Standing', 1);
    await checkout(page);
    const orderNo = queryOf(page, 'orderNo')!;
    await phone.close();
    const desktop = await openContext(url, { viewport: DESKTOP, storage: { lang: 'zh', skipInstallApp: '1' } });
    const screen = await desktop.newPage();
    await signIn(screen, `/payment/buy?orderNo=${orderNo}`, FAN);
    await screen.getByRole('group', { name: '其他支付方式' }).waitFor();
    expect(await screen.getByRole('group', { name: '在此设备上付款' }).count()).toBe(0);
    expect(await screen.getByText('Apple Pay').count()).toBe(0);
    expect(await screen.getByText('Google Pay').count()).toBe(0);
    await desktop.close();
  }, 120_000);
});
