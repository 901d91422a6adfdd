import type { OutboxEntryView } from '@fanpass/contracts';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, chromiumPerFile, open, shownAt } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, signIn } from './support/tickets';

const openContext = chromiumPerFile();

/** A public site is configured, so every desktop page but /business-cooperation would leave the app. */
const server = serverPerFile({
  ALTCHA_MAX_NUMBER: '2000',
  OPS_EMAIL: 'ops-desk@fanpass.local',
  PUBLIC_SITE_URL: 'https://www.fanpass.example',
});

async function outbox(to: string): Promise<OutboxEntryView[]> {
  const res = await fetch(`${server().url}/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxEntryView[];
}

/**
 * The thank-you heading after Send; when it does not come, a failure that says what happened
 * instead: the API answers since Send (the human check's challenge, the submission) and the
 * alerts on the page.
 */
async function thanked(page: Page, name: string): Promise<void> {
  const answers: string[] = [];
  const record = (response: Response) => {
    if (response.url().includes('/fanapih5/'))
      void response.text().then(
        (body) => answers.push(`${response.status()} ${new URL(response.url()).pathname} ${body.slice(0, 160)}`),
        () => answers.push(`${response.status()} ${new URL(response.url()).pathname}`),
      );
  };
  page.on('response', record);
  try {
    await page.getByRole('heading', { name }).waitFor({ timeout: 20_000 });
  } catch (error) {
    const alerts = await page.locator('[role=alert], .acc-error').allInnerTexts();
    throw new Error(
      `no "${name}" heading; API answers: ${JSON.stringify(answers)}; alerts: ${JSON.stringify(alerts)}`,
      {
        cause: error,
      },
    );
  } finally {
    page.off('response', record);
  }
}

async function referenceShown(page: Page): Promise<string> {
  const ref = page.getByTestId('enquiry-ref');
  await ref.waitFor({ timeout: 20_000 });
  return (await ref.textContent())!.trim();
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('business cooperation and support', () => {
  it('an organiser at 1280 px fills the cooperation form, sees the confirmation, and the operators get the e-mail', async () => {
    const context = await openContext(server().url, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await open(page, '/business-cooperation');
    await shownAt(page, '/business-cooperation');
    await page.getByRole('heading', { name: 'Sell your event with Fanpass' }).waitFor();
    // Still inside the app at desktop width, with the desktop footer.
    expect(new URL(page.url()).host).toBe(new URL(server().url).host);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Customer Service' }).waitFor();

    const email = `organiser-${Date.now()}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill('Lee Mei Ling');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Phone number').fill('66123456');
    await page.getByLabel('Country or region').selectOption('HK');
    await page.getByLabel('Event type').selectOption('festival');
    await page.getByLabel('Number of participants').selectOption('5000+');
    await page.getByRole('checkbox', { name: 'Cashless payment' }).check();
    await page.getByRole('checkbox', { name: 'Ticketing website solution' }).check();
    await page.getByLabel('More information').fill('A two-day festival by the harbour in May.');

    // Nothing goes without the marketing-list answer.
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please answer whether you want to join our marketing list.').waitFor();
    await page.getByRole('radio', { name: 'No, thank you' }).check();
    const enquiryThanks = thanked(page, 'Thank you, we received your enquiry');
    await page.getByRole('button', { name: 'Send' }).click();
    await enquiryThanks;
    const ref = await referenceShown(page);
    expect(ref).toMatch(/^BC-\d{6}-[A-Z2-9]{6}$/);
    await page.getByText(`We have sent a confirmation to ${email}.`).waitFor();

    const [toOps] = await outbox('ops-desk@fanpass.local');
    expect(toOps?.subject).toBe(`[Fanpass] Business cooperation ${ref}`);
    expect(toOps?.text).toContain('Lee Mei Ling');
    expect(toOps?.text).toContain('Interests: cashlessPayment,ticketingWebsiteSolution');
    const [toOrganiser] = await outbox(email);
    expect(toOrganiser?.subject).toBe(`We received your cooperation enquiry ${ref}`);
    expect(await ops(server().databaseUrl, 'enquiries', 'list', '--type', 'cooperation')).toContain(ref);
  });

  it('a fan at 390 px sends a support request with a screenshot from /contact', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/contact');
    await shownAt(page, '/contact');
    await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
    // Prefilled with the signed-in fan's address.
    await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe(FAN.email);

    await page.getByLabel('Issue type').selectOption('ticket');
    await page.getByLabel('Describe the issue').fill('Short');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Issue text: minimum 10 characters.').waitFor();
    await page.getByLabel('Describe the issue').fill('My ticket QR code does not refresh on my phone.');

    const file = page.getByLabel('Screenshot (optional, one image up to 2 MB)');
    // Our own button and words over the browser's file control (which speaks the browser's language),
    // the control itself still the labelled one, as large as the row.
    await page.getByText('Choose an image').waitFor();
    await page.getByText('No image chosen').waitFor();
    expect((await file.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Only an image (PNG, JPEG, GIF or WebP) can be attached.').waitFor();
    await file.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('screen.png').waitFor();
    expect(await page.getByText('No image chosen').count()).toBe(0);
    const requestThanks = thanked(page, 'Thank you, we received your request');
    await page.getByRole('button', { name: 'Send' }).click();
    await requestThanks;
    const ref = await referenceShown(page);
    expect(ref).toMatch(/^SR-\d{6}-[A-Z2-9]{6}$/);
    const toOps = (await outbox('ops-desk@fanpass.local')).find((m) => m.subject.includes(ref));
    expect(toOps?.subject).toBe(`[Fanpass] Support request (ticket) ${ref}`);
    expect(toOps?.text).toContain(`Attachment: image/png, ${PNG.length} bytes`);
    const toFan = (await outbox(FAN.email)).find((m) => m.subject.includes(ref));
    expect(toFan?.subject).toBe(`We received your support request ${ref}`);
  });

  it('a visitor switches to Thai on the public Me page and the notice shows in Thai', async () => {
    await ops(
      server().databaseUrl,
      'notice',
      'set',
      'Gates open early',
      'Gates open at 17:30 tonight',
      '--th',
      'ประตูเปิดเร็วขึ้น',
      'ประตูเปิดเวลา 17:30 คืนนี้',
    );
    try {
      const context = await openContext(server().url, {
        viewport: PHONE,
        storage: { lang: 'en_US', skipInstallApp: '1' },
      });
      const page = await context.newPage();
      await open(page, '/home/user');
      await shownAt(page, '/home/user');
      await page.getByRole('status').filter({ hasText: 'Gates open early' }).waitFor();

      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('radio', { name: 'ไทย' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'ประตูเปิดเร็วขึ้น' });
      await notice.waitFor();
      await notice.getByText('ประตูเปิดเวลา 17:30 คืนนี้').waitFor();
      await expect(page.evaluate(() => localStorage.getItem('lang'))).resolves.toBe('th');
    } finally {
      await ops(server().databaseUrl, 'notice', 'clear');
    }
  });
});
