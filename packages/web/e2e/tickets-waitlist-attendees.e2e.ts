import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, open, chromiumPerFile, reviewShot } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { addSeats, confirmSeats, openEvent, queryOf, signIn, toChooseScreen, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

// A server of its own: the waiting-list journey opens seats of the sold-out demo event, which the
// event page's journey shows sold out on the shared servers.
const server = serverPerFile();

async function signedInPhone(lang = 'en_US'): Promise<Page> {
  const context = await openContext(server().url, {
    viewport: PHONE,
    storage: { lang, skipInstallApp: '1' },
  });
  const page = await context.newPage();
  await signIn(page, '/home/events');
  return page;
}

describe('real-name attendees', () => {
  it('keeps attendee information under Me and needs one attendee per ticket of a real-name event', async () => {
    const page = await signedInPhone();
    await open(page, '/attendee-information');
    await page
      .getByText('It is shared with regulators, organisers, venues and ticket issuers.', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Add attendee' }).click();
    // The form fits the 390 px screen: no sideways scroll.
    await page.getByLabel('Phone number').waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByLabel('Full name (as on the ID)').fill('Chan Tai Man');
    await page.getByLabel('ID type').selectOption('passport');
    await page.getByLabel('ID number').fill('x');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      'Enter the ID number as printed: 4 to 30 letters or digits, e.g. 1234567(8) or A123456(7).',
    );
    await page.getByLabel('ID number').fill('M1234567');
    await page.getByLabel('Phone number').fill('66123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chan Tai Man').waitFor();
    await page.getByText('Passport · M1234567').waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Full name (as on the ID)').fill('Chan Tai Man Peter');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chan Tai Man Peter').waitFor();

    await open(page, '/home/events');
    await openEvent(page, 'Idol Showcase');
    await page.getByText('Real-name tickets', { exact: true }).waitFor();
    await toChooseScreen(page);
    await addSeats(page, 'Standard', 1);
    await page.getByRole('heading', { name: 'Choose attendees (one per ticket: 1)' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      'This event needs real-name attendee information: choose one attendee for each ticket (1).',
    );
    await page.getByRole('checkbox', { name: /Chan Tai Man Peter/ }).check();
    await confirmSeats(page);
    await page.getByRole('heading', { name: 'Attendees' }).waitFor();
    await page.getByText('Chan Tai Man Peter').waitFor();
    await page.getByText('****4567', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this order?' }).waitFor();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByText('Cancelled', { exact: true }).waitFor();

    await open(page, '/attendee-information');
    await page.getByRole('button', { name: 'Delete' }).click();
    // The app's own dialog (a native confirm's buttons speak the browser's language): Cancel keeps the
    // attendee and has the focus, Delete deletes.
    const dialog = page.getByRole('alertdialog', { name: 'Delete Chan Tai Man Peter?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Chan Tai Man Peter').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No attendees yet.').waitFor();

    // Macau and Hong Kong identity cards as printed, check digit in brackets (a Chinese keyboard's
    // full-width brackets too): kept in one form, shown as the card prints it.
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await page.getByLabel('Full name (as on the ID)').fill('Wong Siu Ling');
    await page.getByLabel('ID type').selectOption('idCard');
    await page.getByText('As printed on the card, e.g. 1234567(8) or A123456(7).').waitFor();
    await page.getByLabel('ID number').fill('1234567（8）');
    await page.getByLabel('Phone number').fill('66123457');
    await reviewShot(page, 'attendee-macau-id-phone-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Identity card · 1234567(8)').waitFor();
    await page.getByRole('button', { name: 'Add attendee' }).click();
    await page.getByLabel('Full name (as on the ID)').fill('Lee Ka Yan');
    await page.getByLabel('ID type').selectOption('idCard');
    await page.getByLabel('ID number').fill('a123456 (7)');
    await page.getByLabel('Phone number').fill('91234567');
    await page.getByLabel('Area code').fill('852');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Identity card · A123456(7)').waitFor();
    await reviewShot(page, 'attendee-list-ids-phone-en');
    await page.context().close();
  });
});

describe('identity card numbers in Traditional Chinese', () => {
  it('says how to write the number and keeps a Hong Kong card as printed', async () => {
    const page = await signedInPhone('zh_tw');
    await open(page, '/attendee-information');
    await page.getByRole('button', { name: '新增觀演人' }).click();
    await page.getByLabel('姓名（與證件一致）').fill('陳大文');
    await page.getByLabel('證件類型').selectOption('idCard');
    await page.getByLabel('證件號碼').fill('A12(3456)7');
    await page.getByLabel('手機號碼').fill('66123458');
    await page.getByRole('button', { name: '儲存' }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      '請按證件所印填寫證件號碼：4 至 30 位字母或數字，例如 1234567(8) 或 A123456(7)。',
    );
    await page.getByLabel('證件號碼').fill('Ａ１２３４５６（７）');
    await page.getByRole('button', { name: '儲存' }).click();
    // In 陳大文's row (the account's English journey above keeps an attendee with the same card number).
    await page.getByRole('listitem').filter({ hasText: '陳大文' }).getByText('身分證 · A123456(7)').waitFor();
    await reviewShot(page, 'attendee-hk-id-phone-zh_tw');
    await page.context().close();
  });
});

describe('a sold-out event', () => {
  it('takes a reservation, shows the position, and offers returned seats to the first in line', async () => {
    const page = await signedInPhone();
    await openEvent(page, 'Anniversary Gala');
    expect(await page.getByRole('link', { name: 'Buy tickets' }).count()).toBe(0);
    await page.getByLabel('Seats').selectOption('2');
    const bar = page.getByRole('region', { name: 'Tickets' });
    await expect(bar.textContent()).resolves.toContain('Join the waiting list for returned seats');
    await page.getByRole('button', { name: 'Join waiting list' }).click();
    await page.getByText('You are number 1 on the waiting list (seats: 2).').waitFor();
    // The sold-out copy says where the fan stands now, not 'join'.
    await bar.getByText("You're on the waiting list").waitFor();
    await bar.getByRole('button', { name: 'See my place' }).waitFor();

    await ops(server().databaseUrl, 'event', 'capacity', 'demo-sold-out-gala', 'standard', '52');
    // A notice on every screen while the offer is open (asked for again every minute, and on opening
    // the app): the event, the seats, the time left, the way to pay.
    await open(page, '/home/index');
    await page.reload();
    const notice = page.locator('.seat-offers--banner');
    await notice.getByText('Seats waiting for you at Anniversary Gala (sold out).').waitFor();
    await notice.getByText('2 × Standard held for you,').waitFor();
    await notice
      .locator('.seat-offer__left')
      .getByText(/^\d{1,2}:\d\d:\d\d left to pay\.$/)
      .waitFor();
    expect(await page.getByRole('region', { name: 'Your waiting-list offers' }).count()).toBe(1);
    await reviewShot(page, 'waitlist-offer-notice-phone');

    // The event page leads with the offer, and the notice gives way to it there.
    await open(page, '/home/events');
    await openEvent(page, 'Anniversary Gala');
    const first = page.locator('.event-main > :first-child');
    await first.getByText('Seats waiting for you at Anniversary Gala (sold out).').waitFor();
    expect(await first.getAttribute('class')).toContain('seat-offers--card');
    expect(await page.locator('.seat-offers--banner').count()).toBe(0);

    // So does My Tickets: the offer before the tabs, then my reservations below.
    await open(page, '/order/ticket');
    await waitForPath(page, '/order/ticket');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    // Right before the tabs, in the My Tickets screen itself.
    const card = tabs.locator('xpath=preceding-sibling::*[1]');
    expect(await card.getAttribute('class')).toContain('seat-offers--card');
    await card
      .locator('.seat-offer__left')
      .getByText(/^\d{1,2}:\d\d:\d\d left to pay\.$/)
      .waitFor();
    expect(await page.locator('.seat-offers--banner').count()).toBe(0);
    await page.getByRole('heading', { name: 'My reservations' }).waitFor();
    await page.getByText(/^Seats held for you: 2\. Pay before /).waitFor();
    // 'Pay now' on one line at 390 px (its text wraps instead).
    const payNow = card.getByRole('link', { name: 'Pay now' });
    const lines = await payNow.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    await payNow.click();
    await waitForPath(page, '/ticket-order');
    expect(queryOf(page, 'orderNo')).toMatch(/^T[0-9A-F]{16}$/);
    await page.getByText('Awaiting payment').waitFor();
    await page.getByText('Standard × 2').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).waitFor();

    // Spec §4: /ticket-order -> /order/ticket goes back one step, so come from elsewhere.
    await open(page, '/home/index');
    await page.getByRole('heading', { name: 'Upcoming events' }).waitFor();
    await open(page, '/order/ticket');
    await page.getByRole('button', { name: 'Leave the waiting list' }).click();
    await page.getByRole('heading', { name: 'My reservations' }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('a desktop-only event on a phone', () => {
  it('shows the use-a-computer message with a link to the web site instead of buying', async () => {
    const page = await signedInPhone();
    await openEvent(page, 'Harbour Music Festival');
    await page.getByText('Please use a computer to visit our web site.', { exact: false }).waitFor();
    const link = page.getByRole('link', { name: 'Open the web site' });
    expect(await link.getAttribute('href')).toBe(server().url);
    expect(await page.getByRole('link', { name: 'Buy tickets' }).count()).toBe(0);
    await page.context().close();
  });
});
