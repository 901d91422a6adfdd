import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, chromiumPerFile } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { checkAtGate, qrOfTicket } from './support/gate';
import { FRIEND, buyTickets, signIn } from './support/tickets';

/**
 * The ticket at the gate: a fan buys, opens the rotating QR; a staff account (the demo friend,
 * made staff of the event by the ops command) types its code on /gate: valid, then already used.
 */
const openContext = chromiumPerFile();
// A server of its own: the demo fan buys here without counting against the shared server's limit.
const server = serverPerFile();

async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(server().url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
  return { context, page: await context.newPage() };
}

describe('gate entry', () => {
  it('admits a fresh rotating QR once: valid, then already used', async () => {
    const { context: fanContext, page: fan } = await phone();
    await signIn(fan, '/home/events');
    await buyTickets(fan, 'Summer Live Concert', 'Section A', 2);
    const shown = (await qrOfTicket(fan, 0))!;
    const dialog = fan.getByRole('dialog', { name: 'Ticket QR Code' });
    await dialog.getByText(/The code changes in \d+ s/).waitFor();
    await dialog.getByText(/Turn your screen brightness up/).waitFor();
    await expectNoSeriousA11yViolations(fan, 'the full-screen ticket QR');

    expect(await ops(server().databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live')).toMatch(
      /gate staff/,
    );
    const { context: staffContext, page: staff } = await phone();
    await signIn(staff, '/gate', FRIEND);
    await staff.getByText('Summer Live Concert').waitFor();
    await staff.getByLabel('Gate', { exact: true }).fill('North 2');
    const verdict = staff.locator('.gate-verdict');
    expect(await checkAtGate(staff, shown)).toBe('valid');
    await staff.getByText('Valid — let in').waitFor();
    await staff.getByText('Section A').waitFor();
    await expectNoSeriousA11yViolations(staff, 'the gate with a valid verdict');

    await staff.getByLabel('Or type the ticket number and its 8-digit code').fill(shown);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('alreadyUsed');
    await staff.getByText(/Used .* at North 2/).waitFor();

    // The fan's QR screen now says why there is no code.
    await fan.getByRole('button', { name: 'Refresh' }).click();
    await fan.getByText('This ticket has already been used for entry.').waitFor();
    await Promise.all([fanContext.close(), staffContext.close()]);
  });

  it('checks offline from the signed ticket list and uploads the scans when back online', async () => {
    const { context: fanContext, page: fan } = await phone();
    await signIn(fan, '/home/events');
    const { context: staffContext, page: staff } = await phone();
    await signIn(staff, '/gate', FRIEND);
    await staff.getByLabel('Gate', { exact: true }).fill('South 1');
    await staff.getByRole('button', { name: 'Download tickets for offline checks' }).click();
    await staff.getByText('2 tickets ready for offline checks.').waitFor();

    await staffContext.setOffline(true);
    await staff.getByText('Offline: checking with the downloaded ticket list', { exact: false }).waitFor();
    // One of the two tickets was admitted by the first journey; its screen says so.
    const fresh = (await qrOfTicket(fan, 0)) ?? (await qrOfTicket(fan, 1))!;
    expect(await checkAtGate(staff, fresh)).toBe('valid');
    await staff.getByText('Checked offline; it will be uploaded when the network is back.').waitFor();
    await staff.getByLabel('Or type the ticket number and its 8-digit code').fill(fresh);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => staff.locator('.gate-verdict').getAttribute('data-verdict')).toBe('alreadyUsed');
    await staff.getByText('2 scans to upload', { exact: false }).waitFor();

    await staffContext.setOffline(false);
    await staff.getByText('Offline scans uploaded.').waitFor();
    await fan.getByRole('button', { name: 'Refresh' }).click();
    await fan.getByText('This ticket has already been used for entry.').waitFor();
    expect(await ops(server().databaseUrl, 'gate', 'conflicts', 'demo-summer-live')).toMatch(/0 conflict\(s\)/);
    await Promise.all([fanContext.close(), staffContext.close()]);
  });

  it('refuses /gate to an account that is not staff', async () => {
    const { context, page } = await phone();
    await signIn(page, '/gate');
    await page.getByText('This account is not gate staff.').waitFor();
    await context.close();
  });
});
