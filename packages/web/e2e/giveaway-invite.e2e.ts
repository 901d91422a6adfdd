import { DEV_SIGNING_KEY, REPLY_CODES, signatureHeaders } from '@fanpass/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sendAndReadCode,
  signUpThroughScreens,
  startAccountsServer,
  uniqueEmail,
  uniqueMacauPhone,
} from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chromiumPerFile, reviewShot, waitForRoute } from './support/browser';
import type { TestServer } from './support/server';
import { CARD_OK, payOnSandboxPage } from './support/tickets';

const openContext = chromiumPerFile();
const PASSWORD = 'Invite12!';
let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A call signed as the web client signs it. */
async function call(
  path: string,
  body: Record<string, string | number>,
  token?: string,
): Promise<{ code: number; data: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signatureHeaders({ platform: 'H5', key: DEV_SIGNING_KEY }, body),
  };
  if (token) headers.token = token;
  const res = await fetch(`${server.url}/fanapih5${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

async function verifyPhoneOnScreens(page: Page): Promise<void> {
  const phone = uniqueMacauPhone();
  await page.goto('/#/home/user');
  await page.getByRole('link', { name: 'Verify your phone' }).click();
  await waitForRoute(page, '/chang-phone-num');
  await page.getByLabel('Phone number').fill(phone);
  const code = await sendAndReadCode(page, server.url, `+853${phone}`);
  await page.getByLabel('SMS verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Phone verified').waitFor();
}

describe('giveaway and invites in Chromium', () => {
  it('signing up earns an entry; a friend signs up through my invite link and verifies the phone: I see the invite and the entry; top-ups grow My Entry', async () => {
    const inviter = await openContext(server.url, { storage: { lang: 'en_US', skipInstallApp: '1' } });
    const a = await inviter.newPage();
    const inviterEmail = uniqueEmail('inviter');
    await signUpThroughScreens(a, server.url, { email: inviterEmail, password: PASSWORD, name: 'Inviter Fan' });
    await a.goto('/#/home/invite');
    await a.getByRole('heading', { name: 'Fanpass launch giveaway' }).waitFor();
    await a.getByText('1 entry for signing up.').waitFor();
    await reviewShot(a, 'phone-en-invite-rules', { fullPage: true });
    const link = (await a.getByTestId('invite-link').textContent())!.trim();
    expect(link).toMatch(/#\/sign-up\?ic=[A-Z0-9]+$/);
    await a.getByRole('img', { name: 'QR code of my invite link' }).waitFor();
    await a.getByText('No one has signed up with your link yet.').waitFor();
    await a.getByRole('button', { name: 'Join the giveaway' }).click();
    await a.getByText('You have joined this giveaway.').waitFor();

    const friend = await openContext(server.url, { storage: { lang: 'en_US', skipInstallApp: '1' } });
    const b = await friend.newPage();
    const friendEmail = uniqueEmail('friend');
    await b.goto(link);
    // The app keeps the link's ic (the sign-up then sends it).
    await b.waitForFunction(() => localStorage.getItem('ic') !== null, null, { timeout: 15_000 });
    await signUpThroughScreens(b, server.url, { email: friendEmail, password: PASSWORD, name: 'Friend Fan' });
    await a.reload();
    await a.getByText(`${friendEmail.slice(0, 2)}***@example.com`).waitFor();
    await a.getByText('Waiting for phone verification').waitFor();
    // Signing up earned each of us the registration entry (spec §9), with no phone verified.
    expect(await a.getByTestId('my-entry-count').textContent()).toBe('My entries: 1');
    await b.goto('/#/my-entry');
    await b.getByTestId('entry-total').getByText('Total entries: 1').waitFor();

    await verifyPhoneOnScreens(b);
    await a.reload();
    await a.getByText('Entry earned').waitFor();
    expect(await a.getByTestId('my-entry-count').textContent()).toBe('My entries: 2');
    await expectNoSeriousA11yViolations(a, 'the invite page');
    await a.goto('/#/my-entry');
    await a.getByTestId('entry-total').getByText('Total entries: 2').waitFor();
    expect(await a.getByTestId('source-invite').textContent()).toBe('Invite: 1');

    // The friend tops up 25.000 VND: 2 entries for the top-up, and one each for an invited friend's top-up.
    await b.goto('/#/my-entry');
    await b.getByTestId('entry-total').getByText('Total entries: 1').waitFor();
    const login = await call('/userInfo/loginByEmail', { email: friendEmail, password: PASSWORD });
    const token = login.data.token as string;
    const recharge = await call('/wallet/recharge', { amount: 2_500_000, method: 'card', paymentType: 'visa' }, token);
    expect(recharge.code).toBe(REPLY_CODES.SUCCESS.code);
    // The top-up was started through the API, not the wallet's screens, so it is paid in a tab of
    // its own: the result screen steps back through the history it expects the wallet's screens to
    // have left, which here would land anywhere under My Entry.
    const pay = await friend.newPage();
    await pay.goto(recharge.data.redirectUrl as string);
    await payOnSandboxPage(pay, CARD_OK);
    await pay.waitForURL((url) => url.hash.startsWith('#/payment/rechargeResult'), { timeout: 20_000 });
    await pay.close();
    // The sandbox's callback settles the top-up a moment later: My Entry shows it once it has.
    await b.reload();
    const total = b.getByTestId('entry-total');
    for (let i = 0; i < 30 && (await total.textContent({ timeout: 30_000 })) !== 'Total entries: 4'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await b.reload();
    }
    expect(await total.textContent()).toBe('Total entries: 4');
    expect(await b.getByTestId('source-topup').textContent()).toBe('Top-up: 2');
    expect(await b.getByTestId('source-inviteTopup').textContent()).toBe("Invited friend's top-up: 1");
    await b.getByRole('tab', { name: 'Active (4)' }).waitFor();
    // The Active and Expire tabs sit in the screen, under the sources and above their entries, as
    // tappable segments (they once took the bottom bar's place, fixed over the footer, unstyled).
    const active = (await b.getByRole('tab', { name: 'Active (4)' }).boundingBox())!;
    const sources = (await b.getByTestId('source-inviteTopup').boundingBox())!;
    const entries = (await b.getByTestId('entry-list').boundingBox())!;
    expect(active.y).toBeGreaterThan(sources.y + sources.height);
    expect(active.y + active.height).toBeLessThanOrEqual(entries.y);
    expect(active.height).toBeGreaterThanOrEqual(44);
    await b.getByRole('tab', { name: 'Expire (0)' }).click();
    await b.getByTestId('entry-list').getByText('No entries yet.').waitFor();
    await b.getByRole('tab', { name: 'Active (4)' }).click();
    expect(await b.getByTestId('entry-list').locator('li').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(b, 'My Entry');
    await a.reload();
    await a.getByTestId('entry-total').getByText('Total entries: 3').waitFor();
  });
});
