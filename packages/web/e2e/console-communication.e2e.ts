import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROOT } from '@fanpass/test-support';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open, reviewShot, routeOf } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, FRIEND, signIn } from './support/tickets';

/**
 * The console's communication section (issue 47) at 1280×800: the demo admin publishes the site
 * notice in English and Chinese (a fan reading Chinese sees it), turns repair mode on and off from
 * the console itself, and sends a message to the holders of an event, seeing how many it reached.
 */

const ADMIN = { email: 'admin@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const EVENT = { slug: 'demo-summer-live', title: 'Summer Live Concert' };
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

interface SqliteHandle {
  prepare(sql: string): { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
  close(): void;
}
const Database = createRequire(join(ROOT, 'packages/api/package.json'))('better-sqlite3') as new (
  path: string,
) => SqliteHandle;

/** A ready ticket of the event's first seat area for each account, written as the app writes them. */
function giveTickets(databaseUrl: string, slug: string, emails: string[]): void {
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''));
  try {
    const event = db.prepare('SELECT id FROM events WHERE slug = ?').get(slug) as { id: number };
    const type = db
      .prepare('SELECT id, name FROM ticket_types WHERE event_id = ? ORDER BY id LIMIT 1')
      .get(event.id) as { id: number; name: string };
    const now = Date.now();
    for (const email of emails) {
      const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
      db.prepare(
        `INSERT INTO tickets (code, order_id, user_id, event_id, ticket_type_id, seat_area, status, secret, created_at, updated_at)
         VALUES (?, 0, ?, ?, ?, ?, 'ready', ?, ?, ?)`,
      ).run(
        randomBytes(10).toString('hex').toUpperCase(),
        user.id,
        event.id,
        type.id,
        type.name,
        randomBytes(32).toString('hex'),
        now,
        now,
      );
    }
  } finally {
    db.close();
  }
}

async function communicationPage(): Promise<Page> {
  const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, '/console/communication', ADMIN);
  await page.getByRole('heading', { name: 'Communication', level: 1 }).waitFor();
  return page;
}

describe('console communication', () => {
  afterAll(async () => {
    // Whatever happened above, the server is left answering.
    await ops(server().databaseUrl, 'repair', 'off');
  });

  it('publishes the site notice in English and Chinese; a fan reading Chinese sees it', async () => {
    const page = await communicationPage();
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: 'Communication' }).waitFor();
    // The demo's welcome notice is shown until this one replaces it.
    await page.getByTestId('current-notice').getByText('Welcome to Fanpass').waitFor();
    await expectNoSeriousA11yViolations(page, 'console communication');

    const english = page.getByRole('group', { name: 'English (required)' });
    await english.getByLabel('Title').fill('Doors open early');
    await english.getByLabel('Text').fill('Gates open at 17:30 tonight.');
    const chinese = page.getByRole('group', { name: '简体中文 (optional)' });
    await chinese.getByLabel('Title').fill('提前开门');
    await chinese.getByLabel('Text').fill('今晚 17:30 开门。');
    await page.getByRole('button', { name: 'Publish notice' }).click();
    const current = page.getByTestId('current-notice');
    await current.getByText('Doors open early').waitFor();
    await current.getByText('Languages: English, 简体中文').waitFor();
    expect(await english.getByLabel('Title').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page, 'console communication with a notice');
    await reviewShot(page, 'console-communication', { fullPage: true });

    const fanContext = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'zh', skipInstallApp: '1' },
    });
    const phone = await fanContext.newPage();
    await open(phone, '/home/index');
    const notice = phone.getByRole('status').filter({ hasText: '提前开门' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('今晚 17:30 开门。');

    await current.getByRole('button', { name: 'Withdraw notice' }).click();
    await page.getByText('No notice is shown.').waitFor();
  });

  it('turns repair mode on after a confirm and off again, staying in the console', async () => {
    const page = await communicationPage();
    const repair = page.getByRole('region', { name: 'Repair mode' });
    await repair.getByLabel('Message fans see').fill('Back at 22:00');
    await repair.getByRole('button', { name: 'Turn repair mode on' }).click();
    const confirm = repair.getByRole('alertdialog');
    await confirm.getByText(/Turn repair mode on\?$/).waitFor();
    await expectNoSeriousA11yViolations(page, 'console repair confirm');
    await reviewShot(page, 'console-repair-confirm');
    await confirm.getByRole('button', { name: 'Yes, turn it on' }).click();
    const state = page.getByTestId('repair-state');
    await state.getByText('Repair mode is on: Back at 22:00').waitFor();
    expect(routeOf(page)).toBe('/console/communication');
    await expectNoSeriousA11yViolations(page, 'console repair on');

    await repair.getByRole('button', { name: 'Turn repair mode off' }).click();
    await state.getByText('Repair mode is off: the app answers normally.').waitFor();
    expect(routeOf(page)).toBe('/console/communication');
  });

  it('sends a message to the holders of an event and shows how many it reached', async () => {
    giveTickets(server().databaseUrl, EVENT.slug, [FAN.email, FRIEND.email]);
    const page = await communicationPage();
    const form = page.getByRole('region', { name: 'Message to ticket holders' });
    await form.getByLabel('Event').selectOption({ label: `${EVENT.title} (2 holders)` });
    await form.getByLabel('Title').fill('Doors move');
    await form.getByLabel('Message').fill('Doors open at 19:30 tonight.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('message-sent').getByText('Sent to 2 ticket holders.').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page, 'console message sent');
    await reviewShot(page, 'console-message-sent', { fullPage: true });
  });
});
