import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeFindings, seriousA11yViolations } from './support/a11y';
import { fakeBrowserSubscription, pushMessages, pushSubscriptionCount } from './support/alerts';
import { DESKTOP, PHONE, chromiumPerFile, installWorker, open } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { openEvent, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

/** The service worker's global scope, as the journey uses it (the e2e files compile without the WebWorker lib). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  /** public/push-sw.js: the screen a tap on a notification opens. */
  fanpassNotificationUrl(notification: Notification): string;
}

// A server of its own: the journey opens seats of the sold-out demo event.
const server = serverPerFile();

/** Stands in for the browser's own `pushManager.subscribe` / `getSubscription` (nothing else). */
async function standInPushManager(context: BrowserContext): Promise<void> {
  const subscription = fakeBrowserSubscription();
  await context.addInitScript((s: { endpoint: string; p256dh: string; auth: string }) => {
    if (typeof PushManager === 'undefined') return;
    const made = () => ({
      endpoint: s.endpoint,
      options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem('__e2e_push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem('__e2e_push', '1');
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem('__e2e_push') ? made() : null) as unknown as PushSubscription;
    };
  }, subscription);
}

async function a11yClean(page: Page, where: string): Promise<void> {
  const findings = await seriousA11yViolations(page);
  expect(findings.length, `${where}:\n${describeFindings(findings)}`).toBe(0);
}

describe('alerts', () => {
  it('subscribes on joining a waiting list (permission asked on the button), then an offer pushed with no page open shows and opens the offer', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      serviceWorkers: true,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    await standInPushManager(context);
    const page = await context.newPage();
    await installWorker(page);
    await signIn(page, '/home/events');
    // Never on a first visit: no permission was asked yet.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await openEvent(page, 'Anniversary Gala');
    await page.getByLabel('Seats').selectOption('1');
    await page.getByRole('button', { name: 'Join waiting list' }).click();
    await page.getByText('You are number 1 on the waiting list (seats: 1).').waitFor();
    const offer = page.locator('.push-offer');
    await offer.getByText('Get a notification on this device the moment seats are offered to you.').waitFor();
    // The browser's prompt: the fan allows notifications.
    await context.grantPermissions(['notifications'], { origin: server().url });
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await offer.getByText('Notifications are on for this device.').waitFor();
    await open(page, '/notifications');
    await page.getByText('On: offers, transfers and your turn in a queue reach this device.').waitFor();

    // Seats come back: the offer is written with its alert; then the fan closes the app.
    await ops(server().databaseUrl, 'event', 'capacity', 'demo-sold-out-gala', 'standard', '52');
    const [message] = pushMessages(server().databaseUrl);
    expect(message).toMatchObject({
      kind: 'waitlistOffer',
      title: 'Tickets are held for you: Anniversary Gala (sold out)',
    });
    expect(message!.path).toMatch(/^\/ticket-order\?orderNo=/);
    const blank = await context.newPage();
    await page.close();

    // The push service's delivery, through the DevTools protocol, to the worker of the closed app.
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${server().url}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server().url,
      registrationId: await registration,
      data: JSON.stringify(message),
    });
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // The worker has the alerts' handlers and the fan's permission.
    expect(
      await worker!.evaluate(() => [
        typeof (self as unknown as WorkerScope).fanpassNotificationUrl,
        Notification.permission,
      ]),
    ).toEqual(['function', 'granted']);
    const shown = async () =>
      worker!.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          path: (n.data as { path: string }).path,
        })),
      );
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: message!.title, body: message!.body, tag: message!.tag, path: message!.path }]);

    // The tap: Chromium cannot click a notification here, nor open a window without that click, so
    // the journey opens the URL the worker's click handler opens, with no page of the app open.
    const url = await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      return scope.fanpassNotificationUrl(notification!);
    });
    expect(url).toBe(`${server().url}/#${message!.path}`);
    const offerPage = await context.newPage();
    await offerPage.goto(url);
    await waitForPath(offerPage, '/ticket-order');
    await offerPage.getByText('Anniversary Gala').first().waitFor();

    // The same alert in the inbox, unread, opening the offer too.
    await open(offerPage, '/inbox');
    const item = offerPage.getByRole('button', { name: /Tickets are held for you: Anniversary Gala \(sold out\)/ });
    await item.waitFor();
    await offerPage.getByText('1 unread').waitFor();
    await item.click();
    await waitForPath(offerPage, '/ticket-order');

    // Signing out takes this device's alerts with it: the next account here gets none of them.
    expect(pushSubscriptionCount(server().databaseUrl)).toBe(1);
    await open(offerPage, '/home/user');
    await offerPage.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => pushSubscriptionCount(server().databaseUrl), { timeout: 10_000 }).toBe(0);
    expect(await offerPage.evaluate(() => localStorage.getItem('__e2e_push'))).toBeNull();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`inbox, bell and preferences at ${viewport.width}×${viewport.height}, axe clean`, async () => {
      const context = await openContext(server().url, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
      const page = await context.newPage();
      await signIn(page, '/home/user');
      if (viewport === PHONE) {
        await page.getByRole('heading', { name: 'Me' }).waitFor();
        await page
          .getByRole('link', { name: /^Inbox/ })
          .first()
          .waitFor();
      } else {
        await page.locator('.desktop-nav .inbox-bell').waitFor();
      }
      await open(page, '/notifications');
      await page.getByRole('table', { name: 'What reaches you, and how' }).waitFor();
      const lockedEmail = page.getByRole('checkbox', { name: 'Waiting-list offer: E-mail (always on)' });
      expect(await lockedEmail.isChecked()).toBe(true);
      expect(await lockedEmail.isDisabled()).toBe(true);
      const noticePush = page.getByRole('checkbox', { name: 'Message from the organiser: Push' });
      // The box follows the server's answer (a refusal leaves it as it was).
      await noticePush.click();
      await expect.poll(() => noticePush.isChecked()).toBe(false);
      await page.reload();
      await page.getByRole('table', { name: 'What reaches you, and how' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Message from the organiser: Push' }).isChecked()).toBe(false);
      const again = page.getByRole('checkbox', { name: 'Message from the organiser: Push' });
      await again.click();
      await expect.poll(() => again.isChecked()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await a11yClean(page, `/notifications ${viewport.width}`);

      await open(page, '/inbox');
      await page.getByRole('heading', { name: 'Inbox' }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await a11yClean(page, `/inbox ${viewport.width}`);
    });
  }
});
