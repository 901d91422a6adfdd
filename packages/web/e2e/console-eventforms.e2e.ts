import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import { holdSeats, signIn } from './support/tickets';

/**
 * The console's event forms (issue 47) at 1280×800: the demo organiser creates an event with two
 * seat areas from the grouped form, publishes it, edits its details, is refused a capacity below
 * what a fan holds, and sets the waiting room and resale rules, which a reload shows saved. axe
 * checks both screens; at a tablet's 768×1024 neither overflows sideways.
 */

const ORGANISER = { email: 'organiser@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const TABLET = { width: 768, height: 1024 } as const;
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

async function consolePage(route: string, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const context = await openContext(server().url, { viewport, storage: STORAGE });
  const page = await context.newPage();
  await signIn(page, route, ORGANISER);
  return page;
}

const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

describe('console event forms', () => {
  it('creates an event with two areas, publishes, edits it and saves its waiting room and resale rules', async () => {
    const page = await consolePage('/console/events/new');
    await page.getByRole('heading', { name: 'New event' }).waitFor();
    for (const group of ['The event', 'Venue and time', 'Sale', 'Seat areas', 'First seat area'])
      await page.getByRole('group', { name: group, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console new event form');
    await reviewShot(page, 'console-event-new-desktop', { fullPage: true });

    await page.getByLabel('Short name (in links)').fill('eventforms-gala');
    await page.getByLabel('Title').fill('Eventforms Gala');
    await page.getByLabel('About').fill('An evening made in the console.');
    await page.getByLabel('Venue', { exact: true }).fill('Dom Pedro V Theatre');
    await page.getByLabel('Address').fill('Largo de Santo Agostinho, Macau');
    await page.getByLabel("Venue's time zone").fill('Asia/Macau');
    await page.getByLabel('Starts (venue time)').fill('2027-05-01T20:00');
    await page.getByLabel('Ends (venue time)').fill('2027-05-01T19:00');
    await page.getByLabel('Sale opens (venue time)').fill('2026-11-01T10:00');
    const first = page.getByRole('group', { name: 'First seat area' });
    await first.getByLabel('Name').fill('Stalls');
    await first.getByLabel('Price').fill('500');
    await first.getByLabel('Capacity').fill('10');
    await page.getByRole('button', { name: 'Add another seat area' }).click();
    const second = page.getByRole('group', { name: 'Seat area 2' });
    expect(await second.getByLabel('Code').inputValue()).toBe('area-2');
    await second.getByLabel('Code').fill('balcony');
    await second.getByLabel('Name').fill('Balcony');
    await second.getByLabel('Price').fill('300');
    await second.getByLabel('Capacity').fill('5');
    // A third row, then removed: the form sends the two that are left.
    await page.getByRole('button', { name: 'Add another seat area' }).click();
    await page.getByRole('button', { name: 'Remove Seat area 3' }).click();
    expect(await page.getByRole('group', { name: 'Seat area 3' }).count()).toBe(0);

    // The end before the start: the server's problem shows under that field, tied to it.
    await page.getByRole('button', { name: 'Create event (draft)' }).click();
    const ends = page.getByLabel('Ends (venue time)');
    await expect.poll(() => ends.getAttribute('aria-invalid')).toBe('true');
    expect(
      await ends.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent),
    ).toBe('must be after startsAt');
    await page.getByRole('alert').filter({ hasText: "Check the event's details" }).waitFor();
    await ends.fill('2027-05-01T23:00');
    await page.getByRole('button', { name: 'Create event (draft)' }).click();

    await page.getByRole('heading', { level: 1, name: 'Eventforms Gala' }).waitFor();
    await page.getByText(/^Prices: Stalls 500(\.00)? [A-Z]{3} · Balcony 300(\.00)? [A-Z]{3}$/).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Withdraw from sale' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console event page with its forms');
    await reviewShot(page, 'console-event-desktop', { fullPage: true });

    // A new area: the code of one the event has is refused beside the code, a new code is added.
    const added = page.getByRole('group', { name: 'New seat area' });
    await added.getByLabel('Code').fill('balcony');
    await added.getByLabel('Name').fill('Box');
    await added.getByLabel('Price').fill('900');
    await added.getByLabel('Capacity').fill('4');
    await added.getByRole('button', { name: 'Add seat area' }).click();
    const code = added.getByLabel('Code');
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    await added.getByText('This event already has a seat area with this code.').waitFor();
    await code.fill('box');
    await added.getByRole('button', { name: 'Add seat area' }).click();
    await page.getByRole('row').filter({ hasText: 'Box' }).getByRole('button', { name: 'Save Box' }).waitFor();
    expect(await code.inputValue()).toBe('');

    // Details: a new title and a later start, on the venue's clock.
    const details = page.getByRole('form', { name: 'Details' });
    expect(await details.getByLabel('Starts (venue time)').inputValue()).toBe('2027-05-01T20:00');
    await details.getByLabel('Title').fill('Eventforms Gala Night');
    await details.getByLabel('Starts (venue time)').fill('2027-05-01T19:30');
    await details.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Eventforms Gala Night' }).waitFor();
    await details.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // A fan holds two balcony seats; the organiser cannot lower the balcony below them.
    const phone = await (await openContext(server().url, { viewport: PHONE, storage: STORAGE })).newPage();
    await signIn(phone, '/home/events');
    await holdSeats(phone, 'Eventforms Gala Night', 'Balcony', 2);
    await page.reload();
    const balcony = page.getByRole('row').filter({ hasText: 'Balcony' });
    await balcony.getByRole('cell', { name: '2', exact: true }).first().waitFor();
    await balcony.getByLabel('Capacity').fill('1');
    await balcony.getByRole('button', { name: 'Save Balcony' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Capacity 1 is below the 2 seats already sold or held.' })
      .waitFor();

    // The waiting room: a rate beyond the limit is refused beside the form, then saved.
    const queue = page.getByRole('form', { name: 'Waiting room' });
    await queue.getByText('This event has no waiting room yet.').waitFor();
    await queue.getByLabel('Fans let in a minute').fill('2000000');
    await queue.getByRole('button', { name: 'Save waiting room' }).click();
    await queue.getByRole('alert').filter({ hasText: 'These settings are not accepted: ratePerMinute' }).waitFor();
    await queue.getByLabel('Fans let in a minute').fill('120');
    await queue.getByLabel('Mode', { exact: true }).selectOption('paused');
    await queue.getByLabel('Seconds to buy once let in').fill('300');
    await queue.getByRole('button', { name: 'Save waiting room' }).click();
    await queue.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    const resale = page.getByRole('form', { name: 'Resale' });
    await resale.getByLabel('Fans may resell their tickets').check();
    await resale.getByLabel('Resale fee (%)').fill('10');
    await resale.getByLabel('Listings close (hours before the start)').fill('6');
    await resale.getByRole('button', { name: 'Save resale rules' }).click();
    await resale.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Eventforms Gala Night' }).waitFor();
    expect(await details.getByLabel('Title').inputValue()).toBe('Eventforms Gala Night');
    expect(await details.getByLabel('Starts (venue time)').inputValue()).toBe('2027-05-01T19:30');
    expect(await queue.getByLabel('Fans let in a minute').inputValue()).toBe('120');
    expect(await queue.getByLabel('Mode', { exact: true }).inputValue()).toBe('paused');
    expect(await queue.getByLabel('Seconds to buy once let in').inputValue()).toBe('300');
    expect(await queue.getByText('This event has no waiting room yet.').count()).toBe(0);
    expect(await resale.getByLabel('Fans may resell their tickets').isChecked()).toBe(true);
    expect(await resale.getByLabel('Resale fee (%)').inputValue()).toBe('10');
    expect(await resale.getByLabel('Listings close (hours before the start)').inputValue()).toBe('6');
    expect(await page.getByRole('row').filter({ hasText: 'Balcony' }).getByRole('cell').nth(2).textContent()).toBe('2');
  });

  it('fits a tablet: the new-event form and an event page never scroll sideways at 768×1024', async () => {
    const page = await consolePage('/console/events/new', TABLET);
    await page.getByRole('heading', { name: 'New event' }).waitFor();
    await reviewShot(page, 'console-event-new-tablet', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Events' }).click();
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('form', { name: 'Details' }).waitFor();
    await reviewShot(page, 'console-event-tablet', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
