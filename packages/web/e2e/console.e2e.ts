import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { serverPerFile } from './support/server';
import { FAN, FRIEND, buyTickets, signIn } from './support/tickets';

/**
 * The promoter's console shell (issue 47) at 1280×800: the demo admin signs in through the app's
 * own sign-in and lands back in the console, sees the menu of an admin, grants a role and finds it
 * in the audit log; a fan is told the console is not theirs. axe checks each console screen.
 */

const ADMIN = { email: 'admin@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

async function consolePage(account: { email: string; password: string }, route = '/console'): Promise<Page> {
  const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, route, account);
  return page;
}

describe('console shell', () => {
  it('signs an admin in, shows the admin menu, grants a role and records it in the audit log', async () => {
    const page = await consolePage(ADMIN);
    await page.getByRole('heading', { name: 'Welcome, Demo Admin' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Events',
      'Orders',
      'Check-in',
      'Merch',
      'Communication',
      'Enquiries',
      'Giveaway',
      'Roles',
      'Audit log',
    ]);
    await expectNoSeriousA11yViolations(page, 'console home');

    await menu.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.getByRole('cell', { name: ADMIN.email }).waitFor();
    await page.getByLabel('Account e-mail').fill(FRIEND.email);
    await page.getByLabel('Role').selectOption('support');
    await page.getByRole('button', { name: 'Grant role' }).click();
    const row = page.getByRole('row').filter({ hasText: FRIEND.email });
    await row.getByRole('cell', { name: 'Support' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console roles');

    await menu.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const entry = page.getByRole('row').filter({ hasText: 'role.grant' }).filter({ hasText: FRIEND.email });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(ADMIN.email);
    await expectNoSeriousA11yViolations(page, 'console audit log');
  });

  it('creates an event as a draft, publishes it, changes a seat area and watches a fan buy, each recorded', async () => {
    const page = await consolePage(ADMIN, '/console/events');
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console events');
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { name: 'New event' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console new event');
    await page.getByLabel('Short name (in links)').fill('harbour-jazz-night');
    await page.getByLabel('Title').fill('Harbour Jazz Night');
    await page.getByLabel('Venue', { exact: true }).fill('Dom Pedro V Theatre');
    await page.getByLabel('Address').fill('Largo de Santo Agostinho, Macau');
    await page.getByLabel("Venue's time zone").fill('Asia/Macau');
    await page.getByLabel('Starts (venue time)').fill('2027-03-20T20:00');
    await page.getByLabel('Ends (venue time)').fill('2027-03-20T23:00');
    await page.getByLabel('Sale opens (venue time)').fill('2026-11-01T10:00');
    const first = page.getByRole('group', { name: 'First seat area' });
    await first.getByLabel('Name').fill('Stalls');
    await first.getByLabel('Price').fill('380');
    await first.getByLabel('Capacity').fill('120');
    await page.getByRole('button', { name: 'Create event (draft)' }).click();

    await page.getByRole('heading', { name: 'Harbour Jazz Night' }).waitFor();
    await page.getByText(/^Prices: Stalls 380(\.00)? [A-Z]{3}$/).waitFor();
    const state = page.getByTestId('sale-state');
    const draft = await state.textContent();
    await expectNoSeriousA11yViolations(page, 'console event');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Withdraw from sale' }).waitFor();
    expect(await state.textContent()).not.toBe(draft);
    // Fewer seats than nobody holds yet is fine; the row keeps the new figure.
    const row = page.getByRole('row').filter({ hasText: 'Stalls' });
    await row.getByLabel('Capacity').fill('100');
    await row.getByRole('button', { name: 'Save Stalls' }).click();
    await page.getByRole('row').filter({ hasText: 'Stalls' }).getByRole('cell', { name: '100', exact: true }).waitFor();

    // Live sales: a fan buys two seats on a phone while the console watches; the figures move by themselves.
    await page.getByRole('link', { name: 'Live sales' }).click();
    await page.getByRole('heading', { name: 'Live sales: Harbour Jazz Night' }).waitFor();
    const sold = page.getByTestId('tickets-sold');
    await expect.poll(() => sold.textContent()).toBe('0');
    await page.getByRole('img', { name: '0 tickets sold in the last hour, at most 0 in one minute' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console live sales');
    const phone = await (await openContext(server().url, { viewport: PHONE, storage: STORAGE })).newPage();
    await signIn(phone, '/home/events');
    await buyTickets(phone, 'Harbour Jazz Night', 'Stalls', 2);
    await expect.poll(() => sold.textContent(), { timeout: 15_000 }).toBe('2');
    expect(await page.getByTestId('revenue').textContent()).toMatch(/^760(\.00)? [A-Z]{3}$/);
    await page.getByRole('img', { name: '2 tickets sold in the last hour, at most 2 in one minute' }).waitFor();
    const stalls = page.getByRole('row').filter({ hasText: 'Stalls' });
    expect(await stalls.getByRole('cell').allTextContents()).toEqual(['Stalls', '100', '2', '0', '98']);

    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['event.create', 'event.publish', 'event.update'])
      await page
        .getByRole('row')
        .filter({ hasText: action })
        .filter({ hasText: 'harbour-jazz-night' })
        .first()
        .waitFor();
  });

  it('tells a fan the console is not theirs', async () => {
    const page = await consolePage(FAN);
    await page.getByRole('heading', { name: 'No access to the console' }).waitFor();
    await page.getByText('This account has no role in the console.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Console sections' }).count()).toBe(0);
  });

  it('sends a visitor to sign in first', async () => {
    const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
    const page = await context.newPage();
    await open(page, '/console/roles');
    await page.waitForFunction(() => window.location.hash.startsWith('#/sign?redirectUrl=%2Fconsole%2Froles'));
  });
});
