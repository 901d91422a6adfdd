import { ROUTES } from '@fanpass/contracts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { describeFindings, seriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { serverPerFile } from './support/server';
import {
  CARD_OK,
  PAY_BUTTON,
  addSeats,
  checkout,
  confirmSeats,
  openEvent,
  payOnSandboxPage,
  payWithNewCard,
  queryOf,
  signIn,
  waitForPath,
} from './support/tickets';

/**
 * axe-core over every routed screen (issue 8 item 11): each screen is opened as a fresh load, its
 * own content awaited, then checked in light and dark mode; any serious or critical violation
 * (target size raised to 44×44 px) fails the test with the whole list, screen by screen.
 */

const openContext = chromiumPerFile();
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };

// A server of its own: the demo fan's order and tickets made here must not show in other journeys.
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

interface Screen {
  /** Route with its query (what follows '#'). */
  route: string;
  /** Waits for the screen's own content (never the shell or the 404). */
  ready: (page: Page) => Promise<void>;
  /** Something to do before the check (open a form, pick a tab). */
  then?: (page: Page) => Promise<void>;
  label?: string;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first().waitFor();
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first().waitFor();

/** No screen is checked while it still says it is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]') && !/Loading…/.test(document.body.innerText),
    undefined,
    { timeout: 15_000 },
  );
}

async function scheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (want) => document.documentElement.getAttribute('data-prefers-color-scheme') === want,
    colorScheme,
  );
}

/** Opens each screen, waits for it, checks it light then dark; answers the failures, screen by screen. */
async function checkScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const failures: string[] = [];
  for (const screen of screens) {
    const where = screen.label ?? screen.route;
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, screen.route);
    try {
      await screen.ready(page);
      await screen.then?.(page);
      await settled(page);
    } catch (error) {
      failures.push(`${where}: the screen did not show its content (at ${page.url()}): ${String(error)}`);
      continue;
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await scheme(page, colorScheme);
      const findings = await seriousA11yViolations(page);
      if (findings.length) failures.push(`${where} [${colorScheme}]\n${describeFindings(findings)}`);
    }
  }
  return failures;
}

function expectClean(failures: string[]): void {
  expect(failures, `\n${failures.join('\n\n')}\n`).toEqual([]);
}

/** Public screens a visitor opens, phone and desktop alike. */
function visitorScreens(eventId: string): Screen[] {
  return [
    { route: '/home/index', ready: heading('Your next show starts here') },
    { route: '/home/events', ready: (page) => page.locator('.event-card').first().waitFor() },
    { route: '/home/user', ready: heading('Hello, fan!') },
    { route: `/ticket/detail?id=${eventId}`, ready: heading('Summer Live Concert') },
    { route: '/sign', ready: (page) => page.getByLabel('E-mail').waitFor() },
    { route: '/sign-in?email=fan%40fanpass.local', ready: (page) => page.locator('input[type=password]').waitFor() },
    { route: '/sign-up?email=new-fan%40example.com', ready: heading('Create your account') },
    { route: '/forget-pwd', ready: heading('Forgot password') },
    { route: '/auth-terms', ready: heading('Privacy and data use') },
    { route: '/business-cooperation', ready: heading('Sell your event with Fanpass') },
    { route: '/404', ready: (page) => page.getByText('404').first().waitFor() },
    { route: '/repair', ready: heading('Page under repair') },
  ];
}

/** Screens behind sign-in that need no order. */
const SIGNED_IN: Screen[] = [
  { route: '/home/user', ready: heading('Me') },
  { route: '/home/upcoming-event', ready: heading('Next Event') },
  { route: '/order/ticket', ready: (page) => page.locator('.ticket-card').first().waitFor(), label: 'My Tickets' },
  {
    route: '/order/ticket',
    ready: (page) => page.locator('.ticket-card').first().waitFor(),
    then: async (page) => {
      await page.getByRole('tab', { name: 'Orders' }).click();
      await page.locator('.order-card').first().waitFor();
    },
    label: 'My Tickets, Orders tab',
  },
  { route: '/attendee-information', ready: button('Add attendee') },
  { route: '/inbox', ready: heading('Inbox') },
  { route: '/notifications', ready: heading('Notifications') },
  // The waiting room of an event that has none (e2e/queue.e2e.ts checks it while fans wait).
  { route: '/queue?id=1', ready: heading('Waiting room') },
  { route: '/contact', ready: heading('How can we help?') },
  { route: '/cs', ready: heading('Common questions') },
  { route: '/ts', ready: heading('Sell tickets with Fanpass') },
  {
    route: '/attendee-information',
    ready: button('Add attendee'),
    then: async (page) => {
      await page.getByRole('button', { name: 'Add attendee' }).click();
      await page.getByLabel('ID number').waitFor();
    },
    label: 'attendee form',
  },
  { route: '/setting', ready: heading('Settings') },
  { route: '/lang', ready: heading('Language') },
  { route: '/terms', ready: heading('Terms of Service') },
  { route: '/personal', ready: heading('Personal Info') },
  { route: '/security', ready: heading('Security') },
  { route: '/change-pwd', ready: heading('Change password') },
  { route: '/reset-pwd', ready: heading('Reset password') },
  { route: '/change-email', ready: heading('Change e-mail') },
  { route: '/change-payment-pwd', ready: (page) => page.locator('.acc-pin').first().waitFor() },
  { route: '/reset-payment-pwd', ready: heading('Reset payment password') },
  { route: '/chang-phone-num', ready: (page) => page.getByLabel('Phone number').waitFor() },
];

/** The merch, wallet, voucher and giveaway screens of a signed-in fan, and the pages a link opens. */
function fanScreens(teeId: string, merchOrder: string, code: string): Screen[] {
  return [
    { route: '/home/merch', ready: heading('Official Merchandise') },
    { route: `/merch/detail?id=${teeId}`, ready: heading('Summer Live Tour T-shirt') },
    { route: `/merch-order?orderNo=${merchOrder}`, ready: (page) => page.getByTestId('hold-countdown').waitFor() },
    { route: `/merch-detail?orderNo=${merchOrder}`, ready: text(merchOrder) },
    { route: '/order/merch', ready: text(merchOrder) },
    { route: '/address', ready: button('Add an address') },
    { route: '/pickup', ready: heading('Merch pick-up') },
    { route: '/gate', ready: (page) => page.locator('.gate-refused').waitFor(), label: 'the gate, for a fan' },
    { route: '/wallet', ready: heading('My Wallet') },
    { route: '/payment/recharge', ready: heading('Top up wallet') },
    { route: '/payment/addCard?amount=10000000', ready: heading('Add card') },
    { route: '/payment/rechargeResult', ready: text('This top-up could not be found.') },
    { route: '/my-voucher', ready: (page) => page.getByRole('tab', { name: 'Available' }).waitFor() },
    { route: '/my-entry', ready: (page) => page.getByTestId('entry-total').waitFor() },
    { route: '/home/invite', ready: heading('Invite friends, win prizes') },
    { route: '/giveaway/result?campaign=fanpass-launch', ready: text('Revealed at the draw') },
    { route: `/ticket-stu-detail?code=${code}`, ready: text('Summer Live Concert') },
    { route: '/share-transfer', ready: text('This transfer does not exist.') },
  ];
}

/** A merch order held with the fan's ticket (the ticket-holders-only lightstick); answers it and the T-shirt's id. */
async function makeMerchOrder(page: Page, code: string): Promise<{ teeId: string; merchOrder: string }> {
  await open(page, '/home/merch');
  const tee = page.getByTestId('merch-demo-summer-tee');
  await tee.waitFor();
  const teeId = new URLSearchParams(((await tee.getAttribute('href')) ?? '').split('?')[1] ?? '').get('id') ?? '';
  await page.getByTestId('merch-demo-summer-lightstick').click();
  await waitForPath(page, '/merch/detail');
  // The fan picks the ticket from their own (the item page lists them), by its last six characters.
  await page
    .getByRole('group', { name: 'Which of your tickets' })
    .getByRole('radio', { name: new RegExp(`ending ${code.slice(-6)}`) })
    .check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await waitForPath(page, '/merch-order');
  return { teeId, merchOrder: queryOf(page, 'orderNo')! };
}

/** Screens of one order and its tickets. */
function orderScreens(eventId: string, held: string, paid: string, code: string): Screen[] {
  return [
    { route: `/ticket/choose?id=${eventId}`, ready: button('One more: Section B') },
    { route: `/ticket-order?orderNo=${held}`, ready: (page) => page.getByTestId('hold-countdown').waitFor() },
    { route: `/payment/buy?orderNo=${held}`, ready: button(PAY_BUTTON) },
    { route: `/payment/result?orderNo=${paid}`, ready: heading('Ticket Order confirmed') },
    { route: `/ticket-order?orderNo=${paid}`, ready: (page) => page.getByText(paid).first().waitFor() },
    { route: `/ticket-detail?code=${code}`, ready: heading('Show Ticket QR Code') },
  ];
}

/** The desktop pages (/purchase, /desktop-setting and the settings navigation) and the event pages. */
function desktopScreens(eventId: string, paid: string | undefined): Screen[] {
  return [
    { route: '/home/index', ready: heading('Your next show starts here') },
    { route: '/home/events', ready: (page) => page.locator('.event-card').first().waitFor() },
    { route: `/ticket/detail?id=${eventId}`, ready: heading('Summer Live Concert') },
    { route: '/purchase', ready: heading('Purchase records') },
    { route: '/desktop-setting', ready: heading('Settings') },
    { route: '/security', ready: heading('Security') },
    { route: '/lang', ready: heading('Language') },
    { route: '/business-cooperation', ready: heading('Sell your event with Fanpass') },
    { route: '/cs', ready: heading('Common questions') },
    ...(paid ? [{ route: `/payment/result?orderNo=${paid}`, ready: heading('Ticket Order confirmed') }] : []),
  ];
}

const DESKTOP_VISITOR: Screen[] = [
  { route: '/home/user', ready: heading('Hello, fan!') },
  { route: '/sign', ready: (page) => page.getByLabel('E-mail').waitFor() },
  { route: '/sign-in?email=fan%40fanpass.local', ready: (page) => page.locator('input[type=password]').waitFor() },
  { route: '/sign-up?email=new-fan%40example.com', ready: heading('Create your account') },
];

/** The events' ids by title, read from the events list. */
async function eventIds(page: Page): Promise<Record<string, string>> {
  await open(page, '/home/events');
  await page.locator('.event-card').first().waitFor();
  const pairs = await page
    .locator('a.event-card')
    .evaluateAll((links) =>
      links.map((link) => [
        link.querySelector('.event-card__title')?.textContent ?? '',
        new URLSearchParams((link.getAttribute('href') ?? '').split('?')[1] ?? '').get('id') ?? '',
      ]),
    );
  return Object.fromEntries(pairs);
}

/** The other states of the event screens: sold out (waiting list), desktop only, real-name attendees. */
function eventStates(ids: Record<string, string>): Screen[] {
  const id = (prefix: string) => Object.entries(ids).find(([title]) => title.startsWith(prefix))?.[1] ?? '0';
  return [
    {
      route: `/ticket/detail?id=${id('Anniversary Gala')}`,
      ready: heading(/^Anniversary Gala/),
      label: 'sold-out event',
    },
    {
      route: `/ticket/detail?id=${id('Harbour Music')}`,
      ready: heading(/^Harbour Music/),
      label: 'desktop-only event',
    },
    { route: `/ticket/choose?id=${id('Idol Showcase')}`, ready: heading(/^Idol Showcase/), label: 'real-name choose' },
  ];
}

/** Buys one seat through the screens (a paid order and its ticket), then holds another. */
async function makeOrders(page: Page): Promise<{ eventId: string; held: string; paid: string; code: string }> {
  await open(page, '/home/events');
  await openEvent(page, 'Summer Live Concert');
  const eventId = queryOf(page, 'id')!;
  const hold = async () => {
    await open(page, `/ticket/choose?id=${eventId}`);
    await addSeats(page, 'Section B', 1);
    return confirmSeats(page);
  };
  const paid = await hold();
  await checkout(page);
  await payWithNewCard(page);
  await payOnSandboxPage(page, CARD_OK);
  await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
  await open(page, '/order/ticket');
  await page.locator('.ticket-card').first().click();
  await waitForPath(page, '/ticket-detail');
  const code = queryOf(page, 'code')!;
  const held = await hold();
  return { eventId, held, paid, code };
}

let orders: { eventId: string; held: string; paid: string; code: string } | undefined;
let merch: { teeId: string; merchOrder: string } | undefined;

describe('accessibility of every routed screen (axe-core, light and dark)', () => {
  it('has no serious or critical violation on the signed-in screens of a phone', async () => {
    const context = await openContext(server().url, { viewport: PHONE, storage: STORAGE });
    const page = await context.newPage();
    await signIn(page, '/home/user');
    orders = await makeOrders(page);
    const { eventId, held, paid, code } = orders;
    const states = eventStates(await eventIds(page));
    merch = await makeMerchOrder(page, code);
    const { teeId, merchOrder } = merch;
    expectClean(
      await checkScreens(page, [
        ...SIGNED_IN,
        ...orderScreens(eventId, held, paid, code),
        ...states,
        ...fanScreens(teeId, merchOrder, code),
      ]),
    );
  }, 180_000);

  it('has no serious or critical violation on the public screens of a phone', async () => {
    const context = await openContext(server().url, { viewport: PHONE, storage: STORAGE });
    const page = await context.newPage();
    const states = eventStates(await eventIds(page)).slice(0, 2);
    expectClean(await checkScreens(page, [...visitorScreens(orders?.eventId ?? '1'), ...states]));
  });

  it('has no serious or critical violation on the desktop pages', async () => {
    const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
    const page = await context.newPage();
    await signIn(page, '/desktop-setting');
    // The fan's screens too, in the desktop layout, once the phone's run has made their orders.
    const fan = orders && merch ? fanScreens(merch.teeId, merch.merchOrder, orders.code) : [];
    expectClean(await checkScreens(page, [...desktopScreens(orders?.eventId ?? '1', orders?.paid), ...fan]));
  });

  it('has no serious or critical violation on the desktop screens of a visitor', async () => {
    const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
    const page = await context.newPage();
    expectClean(await checkScreens(page, DESKTOP_VISITOR));
  });

  it('covers every path of the router (a new screen joins these lists)', () => {
    const source = readFileSync(fileURLToPath(new URL('../src/app/router.tsx', import.meta.url)), 'utf8');
    const names = [...source.matchAll(/path: ROUTES\.(\w+)/g)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(50);
    const routed = names.map((name) => (ROUTES as Record<string, string>)[name]!);
    const visited = new Set(
      [
        ...visitorScreens('1'),
        ...SIGNED_IN,
        ...orderScreens('1', 'T1', 'T2', 'C'),
        ...desktopScreens('1', 'T2'),
        ...DESKTOP_VISITOR,
        ...fanScreens('1', 'M1', 'C'),
      ].map((screen) => screen.route.split('?')[0]!),
    );
    // Paths that only redirect to a screen of these lists.
    const redirects: string[] = [ROUTES.root, ROUTES.home, ROUTES.ticket];
    expect(routed.filter((path) => !visited.has(path) && !redirects.includes(path))).toEqual([]);
  });
});

describe('the focus ring', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`draws a 3 px ring in the focus colour around the control reached by Tab (${colorScheme})`, async () => {
      const context = await openContext(server().url, { viewport: PHONE, colorScheme, storage: STORAGE });
      const page = await context.newPage();
      await open(page, '/home/index');
      await page.getByRole('heading', { name: 'Your next show starts here' }).waitFor();
      // Let the lazy sections and the notice settle: a re-render must not drop the focus mid-way.
      await page.waitForLoadState('networkidle');
      await page.locator('.home-header .pill').waitFor();
      const seen = new Set<string>();
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          const token = getComputedStyle(document.documentElement).getPropertyValue('--focus-ring').trim();
          const probe = document.createElement('span');
          probe.style.color = token;
          document.body.append(probe);
          const expected = getComputedStyle(probe).color;
          probe.remove();
          return {
            name: `${el.tagName.toLowerCase()}.${el.className}`,
            width: style.outlineWidth,
            lineStyle: style.outlineStyle,
            matches: style.outlineColor === expected || el.closest('.hero') !== null,
          };
        });
        seen.add(ring.name);
        expect(ring, ring.name).toMatchObject({ width: '3px', lineStyle: 'solid', matches: true });
      }
      expect(seen.size).toBeGreaterThan(3);
    });
  }
});
