import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile } from './support/browser';
import { ops, startServerOnClock, type ServerOnClock } from './support/server';
import {
  CARD_OK,
  FRIEND,
  addSeats,
  checkout,
  confirmSeats,
  openEvent,
  payOnSandboxPage,
  payWithNewCard,
  signIn,
  ticketsIssued,
  waitForPath,
} from './support/tickets';

/**
 * The on-sale waiting room in Chromium: a fan joins the prequeue, waits, is admitted at the start
 * and buys; and a fan waiting when the last seat goes is told it sold out, with the waiting list.
 */
const openContext = chromiumPerFile();
const dir = mkdtempSync(join(tmpdir(), 'fanpass-queue-e2e-'));
const MINUTE = 60_000;
let server: ServerOnClock;
/** How far the server's clock has been moved: a page opened later starts as far on (signatures carry the time). */
let ahead = 0;

async function fan(account?: { email: string; password: string }) {
  const context = await openContext(server.url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
  await context.clock.install({ time: Date.now() + ahead });
  const page = await context.newPage();
  await signIn(page, '/home/events', account);
  return { context, page };
}

async function importEvent(slug: string, title: string, saleStartsAt: number, capacity: number): Promise<void> {
  const startsAt = Date.now() + 20 * 86_400_000;
  const file = join(dir, `${slug}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      slug,
      title,
      venue: 'Harbour Arena',
      location: 'Avenida 2, Macau',
      startsAt,
      endsAt: startsAt + 3 * 3_600_000,
      saleStartsAt,
      ticketLimit: 1,
      ticketTypes: [{ code: 'floor', name: 'Floor', price: 80_000_00, capacity }],
    }),
  );
  await ops(server.databaseUrl, 'event', 'import', file);
  await ops(
    server.databaseUrl,
    'queue',
    'set',
    slug,
    '--rate',
    '60',
    '--prequeue',
    new Date(Date.now() - MINUTE).toISOString(),
  );
}

beforeAll(async () => {
  server = await startServerOnClock({ ALTCHA_MAX_NUMBER: '2000' });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the waiting room', () => {
  it('tells a fan still waiting at once when the last seat is held, and offers the waiting list', async () => {
    await importEvent('queue-last-seat', 'Last Seat Show', Date.now() - MINUTE, 1);
    const friendContext = await openContext(server.url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const friend = await friendContext.newPage();
    await signIn(friend, '/home/events', FRIEND);
    await openEvent(friend, 'Last Seat Show');
    await friend.getByRole('link', { name: 'Buy tickets' }).first().click();
    await waitForPath(friend, '/queue');
    await friend.getByRole('button', { name: 'Join the waiting room' }).click();
    await friend.getByText('It is your turn!').waitFor({ timeout: 20_000 });

    const { context, page } = await fan();
    await openEvent(page, 'Last Seat Show');
    // On sale: the choose screen sends a fan without an admission to the waiting room.
    await page.getByRole('link', { name: 'Buy tickets' }).first().click();
    await waitForPath(page, '/queue');
    await page.getByRole('button', { name: 'Join the waiting room' }).click();
    // One seat, already kept for the admitted friend: the fan waits second in line.
    await page.getByText('Your place').waitFor({ timeout: 20_000 });
    expect(await page.locator('.queue__figures dd').first().textContent()).toBe('2');
    await page.getByRole('progressbar', { name: 'Progress to your turn' }).waitFor();

    await friend.getByRole('button', { name: 'Choose tickets' }).click();
    await waitForPath(friend, '/ticket/choose');
    await addSeats(friend, 'Floor', 1);
    await confirmSeats(friend);

    await page.getByText('Sold out', { exact: true }).waitFor({ timeout: 15_000 });
    await page.getByText('There are no tickets left for the fans still waiting.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Join waiting list' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'waiting room, sold out');
    await friendContext.close();
    await context.close();
  });

  it('joins the prequeue, waits, is admitted at the start and buys a ticket', async () => {
    await importEvent('queue-big-night', 'Big Night Live', Date.now() + 10 * MINUTE, 50);
    const { context, page } = await fan();
    await openEvent(page, 'Big Night Live');
    // Before the sale the event page offers its waiting room.
    await page.getByRole('link', { name: 'Join the waiting room' }).click();
    await waitForPath(page, '/queue');
    await page.getByRole('heading', { level: 1, name: 'Waiting room' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Big Night Live' }).waitFor();
    await page.getByRole('button', { name: 'Join the waiting room' }).click();
    await page.getByText('You are in the waiting room.').waitFor({ timeout: 20_000 });
    await page.getByText('Fans in the waiting room: 1').waitFor();
    await expectNoSeriousA11yViolations(page, 'waiting room, prequeue');

    // A reload keeps the place (no join button again).
    await page.reload();
    await page.getByText('You are in the waiting room.').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Join the waiting room' }).count()).toBe(0);

    // The sale starts: the draw places everyone and the fan's turn comes.
    ahead += 11 * MINUTE;
    server.advance(11 * MINUTE);
    await page.clock.fastForward(11 * MINUTE);
    await page.getByText('It is your turn!').waitFor({ timeout: 20_000 });
    // The seed is revealed: it matches the fingerprint published before.
    await page.getByText('How the draw is fair').click();
    await page.getByText('Revealed number').waitFor();
    await expectNoSeriousA11yViolations(page, 'waiting room, admitted');
    // The same screen on a desktop.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Choose tickets' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'waiting room, admitted, desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Choose tickets' }).click();
    await waitForPath(page, '/ticket/choose');
    await addSeats(page, 'Floor', 1);
    await confirmSeats(page);
    await checkout(page);
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await ticketsIssued(page, 1);
    await context.close();
  });
});
