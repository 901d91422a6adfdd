import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { open, routeOf } from './browser';

/* The steps of the fan's journeys (sign in, hold seats, check out, pay), shared by every e2e file. */

/** The seeded demo fan (verified phone) and the sandbox's test cards. */
export const FAN = { email: 'fan@fanpass.local', password: 'Fanpass1!' } as const;
export const FRIEND = { email: 'friend@fanpass.local', password: 'Fanpass1!' } as const;
export const CARD_OK = '4242424242424242';
export const CARD_DECLINED = '4000000000000002';

/** The pay bar of the payment page: 'Pay 90.000₫'. */
export const PAY_BUTTON = /^Pay \S.*\d/;

/** Waits until the route path (what follows '#', query excluded) is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((want) => window.location.hash.replace(/^#/, '').split('?')[0] === want, path, {
      timeout,
    });
  } catch (error) {
    throw new Error(`expected ${path}, the page is at ${page.url()}`, { cause: error });
  }
}

export function queryOf(page: Page, name: string): string | null {
  return new URLSearchParams(routeOf(page).split('?')[1] ?? '').get(name);
}

/** Signs in through the account screens (/sign -> /sign-in), then lands on `redirectUrl`. */
export async function signIn(
  page: Page,
  redirectUrl: string,
  account: { email: string; password: string } = FAN,
): Promise<void> {
  await open(page, `/sign?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  await signInHere(page, redirectUrl.split('?')[0]!, account);
}

/** On /sign (opened, or a guard sent the fan there): e-mail, then password; lands on `landing`. */
export async function signInHere(
  page: Page,
  landing: string,
  account: { email: string; password: string } = FAN,
): Promise<void> {
  // A hash-only goto is a same-document navigation: wait until the app has committed /sign itself
  // (the shell's data-shown; one e-mail field, no password field), not the screen that was there
  // before (sign-up's first step has an e-mail field too).
  await page.waitForFunction(
    () =>
      window.location.hash.replace(/^#/, '').split('?')[0] === '/sign' &&
      document.querySelector('[data-shown="/sign"]') !== null &&
      document.querySelectorAll('input[type=email]').length === 1 &&
      document.querySelectorAll('input[type=password]').length === 0,
    null,
    { timeout: 15_000 },
  );
  await page.locator('input[type=email]').fill(account.email);
  await page.locator('button[type=submit]').click();
  await waitForPath(page, '/sign-in');
  await page.locator('input[type=password]').fill(account.password);
  await page.locator('button[type=submit]').click();
  await waitForPath(page, landing);
}

/** On the choose screen: exactly n seats in an area, whatever the screen restored. */
export async function setSeats(page: Page, area: string, n: number): Promise<void> {
  const count = page.getByRole('group', { name: area }).locator('output');
  for (;;) {
    const now = Number(await count.textContent());
    if (now === n) return;
    await page.getByRole('button', { name: `${now < n ? 'One more' : 'One fewer'}: ${area}` }).click();
    await expect.poll(async () => Number(await count.textContent())).toBe(now < n ? now + 1 : now - 1);
  }
}

/** Opens an event from the events list by its title. */
export async function openEvent(page: Page, title: string): Promise<void> {
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await waitForPath(page, '/ticket/detail');
  // The event's own title (h1): a merch card on the page may carry the same words.
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** On the choose screen: n more seats in an area; waits until the area's count shows each one. */
export async function addSeats(page: Page, area: string, n: number): Promise<void> {
  const count = page.getByRole('group', { name: area }).locator('output');
  const before = Number(await count.textContent());
  for (let i = 1; i <= n; i++) {
    await page.getByRole('button', { name: `One more: ${area}` }).click();
    // A click the screen has not taken yet (a busy machine) is not a seat chosen: wait for it.
    await expect.poll(async () => Number(await count.textContent())).toBe(before + i);
  }
}

/** On the event's page: 'Buy tickets', then the choose screen. */
export async function toChooseScreen(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Buy tickets' }).first().click();
  await waitForPath(page, '/ticket/choose');
}

/** On the choose screen: Confirm, then the order summary. Answers the order number. */
export async function confirmSeats(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForPath(page, '/ticket-order');
  return queryOf(page, 'orderNo')!;
}

/** From the events list: the event, 'Buy tickets', `quantity` seats of `area`, Confirm. Answers the order number. */
export async function holdSeats(page: Page, event: string, area: string, quantity: number): Promise<string> {
  await openEvent(page, event);
  await toChooseScreen(page);
  await addSeats(page, area, quantity);
  return confirmSeats(page);
}

/** On the order summary: Checkout, then the payment page. */
export async function checkout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await waitForPath(page, '/payment/buy');
}

/**
 * On the payment page, once it shows the order's amount: a new card, then the pay bar (the
 * provider's hosted page comes next).
 */
export async function payWithNewCard(page: Page): Promise<void> {
  await page.locator('.pay-summary__amount').waitFor();
  await page.getByRole('radio', { name: 'Credit/debit card' }).check();
  await page.getByRole('button', { name: PAY_BUTTON }).click();
}

/** After the provider's page: the result page with `quantity` tickets issued. */
export async function ticketsIssued(page: Page, quantity: number): Promise<void> {
  await waitForPath(page, '/payment/result');
  await page.getByText(`Tickets issued to your account: ${quantity}`).waitFor({ timeout: 20_000 });
}

/** Fills and submits the sandbox provider's hosted card form. */
export async function payOnSandboxPage(page: Page, cardNumber: string, remember = false): Promise<void> {
  await page.waitForURL(/\/sandbox-pay\//, { timeout: 15_000 });
  await page.locator('input[name=cardHolder]').fill('Chan Tai Man');
  await page.locator('input[name=cardNumber]').fill(cardNumber);
  await page.locator('input[name=expiry]').fill('12/30');
  await page.locator('input[name=cvc]').fill('123');
  await page.locator('select[name=cardType]').selectOption('visa');
  if (remember) await page.locator('input[name=rememberCard]').check();
  await page.locator('button.pay').click();
}

/** True when a QR canvas has been drawn: dark and light modules both present. */
export async function qrDrawn(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((node) => {
    const el = node as HTMLCanvasElement;
    const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data;
    if (!data || el.width < 40) return false;
    let dark = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i]! < 60) dark++;
      else if (data[i]! > 200) light++;
    }
    return dark > 100 && light > 100;
  });
}

/**
 * Signed in already: holds `quantity` seats of `area` at `event`, pays with the sandbox's success
 * card and waits for the tickets on the result page. Answers the order number.
 */
export async function buyTickets(page: Page, event: string, area: string, quantity: number): Promise<string> {
  await open(page, '/home/events');
  const orderNo = await holdSeats(page, event, area, quantity);
  await checkout(page);
  await payWithNewCard(page);
  await payOnSandboxPage(page, CARD_OK);
  await ticketsIssued(page, quantity);
  return orderNo;
}
