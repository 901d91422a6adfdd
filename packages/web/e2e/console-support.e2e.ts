import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, shownAt } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, FRIEND, signIn } from './support/tickets';

/**
 * The console's enquiries inbox and giveaway (issue 47) at 1280×800: a fan sends a support request
 * with a screenshot, a support account finds it in its inbox, opens it and closes it; an admin
 * creates a campaign, commits to its seed and draws it, and the result shows. axe checks each screen.
 */

const ADMIN = { email: 'admin@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist'), ALTCHA_MAX_NUMBER: '2000' }));

async function consolePage(account: { email: string; password: string }, route = '/console'): Promise<Page> {
  const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, route, account);
  return page;
}

describe('console support and giveaway', () => {
  it('a support account finds a fan’s request in the inbox, opens it with its image and closes it', async () => {
    const phone = await (await openContext(server().url, { viewport: PHONE, storage: STORAGE })).newPage();
    await signIn(phone, '/contact');
    await shownAt(phone, '/contact');
    await phone.getByLabel('Issue type').selectOption('ticket');
    await phone.getByLabel('Describe the issue').fill('The console should see this QR code problem.');
    await phone
      .getByLabel('Screenshot (optional, one image up to 2 MB)')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await phone.getByRole('button', { name: 'Send' }).click();
    const shown = phone.getByTestId('enquiry-ref');
    await shown.waitFor({ timeout: 20_000 });
    const ref = (await shown.textContent())!.trim();

    await ops(server().databaseUrl, 'roles', 'grant', FRIEND.email, 'support');
    const page = await consolePage(FRIEND);
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: 'Enquiries' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Overview', 'Orders', 'Enquiries']);
    await menu.getByRole('link', { name: 'Enquiries' }).click();
    await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: ref });
    await row.waitFor();
    expect(await row.textContent()).toContain(FAN.email);
    await expectNoSeriousA11yViolations(page, 'console enquiries');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('enquiries.csv');

    await row.getByRole('link', { name: ref }).click();
    await page.getByRole('heading', { name: `Enquiry ${ref}` }).waitFor();
    await page.getByText('The console should see this QR code problem.').waitFor();
    const image = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download image' }).click();
    expect((await image).suggestedFilename()).toBe(`${ref}.png`);
    await expectNoSeriousA11yViolations(page, 'console enquiry');
    await page.getByLabel('Note (kept in the audit log)').fill('New QR shown after an app update');
    await page.getByRole('button', { name: 'Close enquiry' }).click();
    await expect.poll(() => page.getByTestId('enquiry-status').textContent()).toContain('Closed');
    expect(await page.getByRole('button', { name: 'Close enquiry' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the enquiries' }).click();
    await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
    await page.getByText('No enquiries match.').waitFor();
  });

  it('an admin creates a campaign, commits to its seed, draws it and sees the result', async () => {
    const slug = `console-${Date.now().toString(36)}`;
    // Committed before it ends, drawn once it has: the form's own campaign is made in between.
    const end = Date.now() + 15_000;
    await ops(
      server().databaseUrl,
      'giveaway',
      'create',
      JSON.stringify({
        slug,
        name: 'Console draw',
        start: Date.now() - 60_000,
        end,
        prizes: [{ name: 'Two VIP tickets', quantity: 1 }],
      }),
    );
    const page = await consolePage(ADMIN, '/console/giveaway');
    await page.getByRole('heading', { name: 'Giveaway', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console giveaway');

    const row = page.getByRole('row').filter({ hasText: slug }).filter({ hasText: 'Console draw' });
    await row.getByRole('button', { name: 'Commit Console draw' }).click();
    await row.getByRole('button', { name: 'Yes' }).click();
    await row.getByText('Running · committed').waitFor();
    await row.getByRole('button', { name: 'Draw Console draw' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console giveaway committed');

    // The form makes a campaign of its own too.
    await page.getByLabel('Short name (in links)').fill(`${slug}-later`);
    await page.getByLabel('Name', { exact: true }).fill('Later draw');
    await page.getByLabel('Starts').fill('2030-01-01T10:00');
    await page.getByLabel('Ends').fill('2030-02-01T10:00');
    await page.getByLabel('Prize').fill('Signed poster');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByRole('row').filter({ hasText: 'Later draw' }).getByRole('cell', { name: 'Upcoming' }).waitFor();

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now() + 500)));
    await row.getByRole('button', { name: 'Draw Console draw' }).click();
    await row.getByRole('button', { name: 'Yes' }).click();
    await row.getByRole('cell', { name: 'Drawn' }).waitFor();
    await row.getByRole('button', { name: 'Result of Console draw' }).click();
    await page.getByRole('heading', { name: 'Result: Console draw' }).waitFor();
    await page.getByText(/^Seed: [0-9a-f]{64} · Participants: 0$/).waitFor();
    await page.getByText('Nobody had entries: no winners.').waitFor();
    await expectNoSeriousA11yViolations(page, 'console giveaway result');
  });
});
