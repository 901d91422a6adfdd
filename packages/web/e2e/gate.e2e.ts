import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, chromiumPerFile, go } from './support/browser';
import { ops } from './support/server';
import { FRIEND, buyTickets, signIn, waitForPath } from './support/tickets';

/**
 * The ticket at the gate: a fan buys, opens the rotating QR; a staff account (the demo friend,
 * made staff of the event by the ops command) types its code on /gate: valid, then already used.
 */
const openContext = chromiumPerFile();
const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');

describe('gate entry', () => {
  it('admits a fresh rotating QR once: valid, then already used', async () => {
    const fanContext = await openContext(baseUrl, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const fan = await fanContext.newPage();
    await signIn(fan, '/home/events');
    await buyTickets(fan, 'Summer Live Concert', 'Section A', 1);
    await go(fan, '/order/ticket');
    await fan.locator('.ticket-card').first().click();
    await waitForPath(fan, '/ticket-detail');
    await fan.getByRole('button', { name: 'Show Ticket QR Code' }).click();
    const dialog = fan.getByRole('dialog', { name: 'Ticket QR Code' });
    await dialog.getByRole('img', { name: /QR code of ticket/ }).waitFor();
    await dialog.getByText(/The code changes in \d+ s/).waitFor();
    await dialog.getByText(/Turn your screen brightness up/).waitFor();
    await expectNoSeriousA11yViolations(fan, 'the full-screen ticket QR');
    // What the holder's screen shows under the QR: the ticket number and the current 8 digits.
    const shown = (await fan.getByTestId('qr-digits').textContent())!.replace('·', ' ');

    expect(ops(databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live')).toMatch(/gate staff/);
    const staffContext = await openContext(baseUrl, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const staff = await staffContext.newPage();
    await signIn(staff, '/gate', FRIEND);
    await staff.getByText('Summer Live Concert').waitFor();
    await staff.getByLabel('Gate', { exact: true }).fill('North 2');
    const code = staff.getByLabel('Or type the ticket number and its 8-digit code');
    await code.fill(shown);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    const verdict = staff.locator('.gate-verdict');
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('valid');
    await staff.getByText('Valid — let in').waitFor();
    await staff.getByText('Section A').waitFor();
    await expectNoSeriousA11yViolations(staff, 'the gate with a valid verdict');

    await code.fill(shown);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('alreadyUsed');
    await staff.getByText(/Used .* at North 2/).waitFor();

    // The fan's QR screen now says why there is no code.
    await fan.getByRole('button', { name: 'Refresh' }).click();
    await fan.getByText('This ticket has already been used for entry.').waitFor();
    await Promise.all([fanContext.close(), staffContext.close()]);
  });

  it('refuses /gate to an account that is not staff', async () => {
    const context = await openContext(baseUrl, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await signIn(page, '/gate');
    await page.getByText('This account is not gate staff.').waitFor();
    await context.close();
  });
});
