import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { sharedServer } from './support/server';
import { signIn, waitForPath } from './support/tickets';

/**
 * The giveaway is reachable (issue 45, item 19): the home page, Me and the desktop navigation lead
 * to the invite page and My Entry.
 */
const openContext = chromiumPerFile();
const baseUrl = sharedServer().baseUrl;

describe('the giveaway from the app’s main screens', () => {
  it('home and Me lead to the invite page and My Entry on a phone', async () => {
    const context = await openContext(baseUrl, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Giveaway' }) });
    await section.getByText('Invite friends and top up to earn entries in the draw.').waitFor();
    await section.getByRole('link', { name: 'Invite friends' }).click();
    await waitForPath(page, '/home/invite');
    await page.getByRole('heading', { name: 'Invite friends, win prizes' }).waitFor();

    await signIn(page, '/home/user');
    await page.getByRole('link', { name: 'My Entry' }).click();
    await waitForPath(page, '/my-entry');
    await page.getByRole('heading', { name: 'My Entry' }).first().waitFor();
    await open(page, '/home/user');
    await page.getByRole('link', { name: 'Invite friends' }).click();
    await waitForPath(page, '/home/invite');
    await expectNoSeriousA11yViolations(page, 'the invite page from Me');
    await context.close();
  });

  it('the desktop navigation has the giveaway, in Chinese', async () => {
    const context = await openContext(baseUrl, { viewport: DESKTOP, storage: { lang: 'zh', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '抽奖' }).click();
    await waitForPath(page, '/home/invite');
    expect(await nav.getByRole('link', { name: '抽奖' }).getAttribute('class')).toContain('active');
    await expectNoSeriousA11yViolations(page, 'the desktop navigation with the giveaway');
    await context.close();
  });
});
