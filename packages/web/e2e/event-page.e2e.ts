import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, VIEWPORTS, open, chromiumPerFile, reviewShot } from './support/browser';
import { openEvent, signIn, waitForPath } from './support/tickets';
import { sharedServer } from './support/server';

const openContext = chromiumPerFile();
const baseUrl = sharedServer().baseUrl;

const EN = { lang: 'en_US', skipInstallApp: '1' };
const DAY = 86_400_000;
const WEEKDAY = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), /;

async function eventPage(viewport: { width: number; height: number }, title: string, signedIn = false): Promise<Page> {
  const context = await openContext(baseUrl, { viewport, storage: EN });
  const page = await context.newPage();
  if (signedIn) await signIn(page, '/home/events');
  else await open(page, '/home/events');
  await openEvent(page, title);
  return page;
}

/** The element's box lies inside the viewport as the page stands (no scrolling). */
async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('the event page on a phone', () => {
  it('names the page after the event and keeps a sticky bar that leads to choosing tickets', async () => {
    const page = await eventPage(PHONE, 'Summer Live Concert', true);
    const h1 = page.locator('h1');
    await expect.poll(() => h1.textContent()).toBe('Summer Live Concert');
    expect(await h1.count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Summer Live Concert · Fanpass');

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = page.getByRole('region', { name: 'Tickets' });
    expect(await bar.locator('.purchase-bar__price').textContent()).toBe('From 90.000₫');
    expect(await inViewport(page, '.purchase-bar')).toBe(true);
    // Still in reach after reading down the page.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await inViewport(page, '.purchase-bar')).toBe(true);

    const when = await page.locator('.event-facts__day').textContent();
    expect(when).toMatch(WEEKDAY);
    // Summer Live opens its doors at 7 PM in Macau (UTC+8).
    await page.getByText(/^Doors open 7:00\sPM GMT\+8 \(venue time\)/).waitFor();
    const directions = page.getByRole('link', { name: /Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Galaxy Arena, Estrada da Baía de Nossa Senhora da Esperança, Cotai, Macau',
      )}`,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toContain('noopener');

    await bar.getByRole('link', { name: 'Buy tickets' }).click();
    await waitForPath(page, '/ticket/choose');
    await page.getByRole('button', { name: 'One more: Section B' }).waitFor();
  });

  it('keeps the bar honest when the event is sold out or sold only on a computer', async () => {
    const page = await eventPage(PHONE, 'Anniversary Gala');
    const bar = page.getByRole('region', { name: 'Tickets' });
    expect(await bar.locator('.purchase-bar__price').textContent()).toBe('Sold out');
    expect(await bar.getByRole('link').count()).toBe(0);
    await bar.getByRole('button', { name: 'Seat areas' }).click();
    await expect.poll(() => inViewport(page, '#seat-areas')).toBe(true);

    await open(page, '/home/events');
    await openEvent(page, 'Harbour Music Festival');
    await bar.getByText('On sale on computers only').waitFor();
    expect(await bar.getByRole('link', { name: 'Open the web site' }).getAttribute('href')).toBe(baseUrl);
    expect(await page.getByRole('link', { name: 'Buy tickets' }).count()).toBe(0);
  });

  it('adds the event to the calendar as an .ics download', async () => {
    const page = await eventPage(PHONE, 'Summer Live Concert');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('demo-summer-live.ics');
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:Summer Live Concert\r\n');
    expect(ics).toContain('LOCATION:Galaxy Arena\\, Estrada da Baía');
    expect(ics).toMatch(/DTSTART:\d{8}T120000Z\r\n/);
    expect(ics).toMatch(/DTEND:\d{8}T150000Z\r\n/);
    expect(ics).toContain('UID:event-');
  });

  it('shares by copying the link where the browser has no share sheet', async () => {
    const context = await openContext(baseUrl, { viewport: PHONE, storage: EN });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const page = await context.newPage();
    await open(page, '/home/events');
    await openEvent(page, 'Summer Live Concert');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByTestId('toast-center').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

describe.each(VIEWPORTS)('event times at the venue, at the %s viewport', (name, viewport) => {
  /** The demo's Summer Live starts at 12:00 UTC: 8 PM in Macau, where its venue is. */
  async function summerLive(timezoneId: string, lang: string): Promise<Page> {
    const context = await openContext(baseUrl, { viewport, storage: { lang, skipInstallApp: '1' }, timezoneId });
    const page = await context.newPage();
    await open(page, '/home/events');
    return page;
  }
  const card = (page: Page) => page.locator('.event-card').filter({ hasText: 'Summer Live Concert' });

  it("reads the venue's clock, labelled, with a London fan's own time beside it", async () => {
    const page = await summerLive('Europe/London', 'en_US');
    const when = card(page).locator('.event-time');
    await expect.poll(() => when.locator('time').textContent()).toMatch(/, 8:00\sPM GMT\+8 \(venue time\)$/);
    // London in winter is on GMT (UTC+0), in summer on BST: either way noon or 1 PM.
    expect(await when.locator('.event-time__fan').textContent()).toMatch(/, (12|1):00\sPM (GMT|BST) your time$/);

    await openEvent(page, 'Summer Live Concert');
    const facts = page.locator('.event-facts').first();
    await facts.getByText(/^8:00\s–\s11:00\sPM GMT\+8 \(venue time\)$/).waitFor();
    await facts.getByText(/^Doors open 7:00\sPM GMT\+8 \(venue time\) · (11|12):00\sAM (GMT|BST) your time$/).waitFor();
    await reviewShot(page, `venue-time-${name}-en`);
  });

  it('shows venue time alone to a fan in Hong Kong, whose clock reads the same, in Simplified Chinese', async () => {
    const page = await summerLive('Asia/Hong_Kong', 'zh');
    const when = card(page).locator('.event-time');
    await expect.poll(() => when.locator('time').textContent()).toMatch(/日周.+ GMT\+8 20:00（场馆当地时间）$/);
    expect(await when.locator('.event-time__fan').count()).toBe(0);
    await reviewShot(page, `venue-time-${name}-zh`);
  });
});

describe('the event page on a desktop', () => {
  it('shows two columns with a sticky purchase panel, the event name as h1 and title', async () => {
    const page = await eventPage(DESKTOP, 'Summer Live Concert', true);
    // The loading header says 'Ticket' until the event has arrived.
    await expect.poll(() => page.locator('h1').textContent()).toBe('Summer Live Concert');
    await expect.poll(() => page.title()).toBe('Summer Live Concert · Fanpass');
    expect(await page.locator('.purchase-bar').count()).toBe(0);

    const main = (await page.locator('.event-main').boundingBox())!;
    const aside = (await page.locator('.event-aside').boundingBox())!;
    expect(aside.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(Math.abs(aside.y - main.y)).toBeLessThan(4);
    expect(main.width).toBeGreaterThan(500);

    const panel = page.getByRole('region', { name: 'Tickets' });
    expect(await panel.locator('.purchase-panel__price').textContent()).toBe('From 90.000₫');
    expect(await inViewport(page, '.purchase-panel')).toBe(true);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 1000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await inViewport(page, '.purchase-panel')).toBe(true);

    await panel.getByRole('link', { name: 'Buy tickets' }).click();
    await waitForPath(page, '/ticket/choose');
  });
});

describe('finding an event', () => {
  const cards = (page: Page) => page.locator('.event-card__title');

  it('narrows the list by name, city and date', async () => {
    const context = await openContext(baseUrl, { viewport: PHONE, storage: EN });
    const page = await context.newPage();
    await open(page, '/home/events');
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(4);

    // (Not 'gala': the search reads venues too, and Galaxy Arena has it.)
    await page.getByRole('searchbox', { name: 'Search events' }).fill('anniversary');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Anniversary Gala (sold out)']);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('');
    await expect.poll(() => cards(page).count()).toBe(4);

    await page.getByLabel('City').selectOption('Hong Kong');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Harbour Music Festival (desktop only)']);
    expect(await page.getByLabel('City').locator('option').allTextContents()).toEqual([
      'All cities',
      'Hong Kong',
      'Macau',
    ]);
    await page.getByLabel('City').selectOption('');

    // The demo events start three weeks and more from now.
    await page.getByLabel('Date').selectOption('week');
    await page.getByText('No events match your search.').waitFor();
    await page.getByLabel('Date').selectOption('range');
    await page.getByLabel('From').fill(localDay(Date.now() + 19 * DAY));
    await page.getByLabel('To').fill(localDay(Date.now() + 23 * DAY));
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Summer Live Concert']);
    await page.getByLabel('City').selectOption('Hong Kong');
    await page.getByText('No events match your search.').waitFor();
  });
});

describe.each(VIEWPORTS)('searching by artist, venue and city at the %s viewport', (name, viewport) => {
  const cards = (page: Page) => page.locator('.event-card__title');

  it('finds an event by who performs, where and in which city, and names the artist', async () => {
    const context = await openContext(baseUrl, { viewport, storage: EN });
    const page = await context.newPage();
    await open(page, '/home/events');
    await cards(page).first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search events' });
    expect(await search.getAttribute('placeholder')).toBe('Search by event, artist, venue or city');

    await search.fill('lotus lanterns');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Summer Live Concert']);
    const card = page.locator('.event-card').first();
    await card.getByText('The Lotus Lanterns').waitFor();
    await card.getByText('Galaxy Arena · Macau').waitFor();
    await reviewShot(page, `search-artist-${name}-en`);

    await search.fill('broadway');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Anniversary Gala (sold out)']);
    await search.fill('HONG KONG');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Harbour Music Festival (desktop only)']);
    await search.fill('no such band');
    await page.getByText('No events match your search.').waitFor();

    await search.fill('starry');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Idol Showcase (real-name tickets)']);
    await cards(page).first().click();
    await expect.poll(() => page.locator('.event-hero__artist').textContent()).toBe('STARRY-5');
  });

  it('searches in Traditional Chinese too', async () => {
    const context = await openContext(baseUrl, { viewport, storage: { lang: 'zh_tw', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/events');
    await cards(page).first().waitFor();
    const search = page.getByRole('searchbox', { name: '搜尋活動' });
    expect(await search.getAttribute('placeholder')).toBe('搜尋活動、藝人、場館或城市');
    await search.fill('Macau Chamber');
    await expect.poll(() => cards(page).allTextContents()).toEqual(['Anniversary Gala (sold out)']);
    await reviewShot(page, `search-artist-${name}-zh_tw`);
  });
});
