import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, chromiumPerFile, open } from './support/browser';
import { serverPerFile } from './support/server';
import { FAN, FRIEND, signIn } from './support/tickets';

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
