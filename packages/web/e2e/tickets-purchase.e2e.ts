import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, open, chromiumPerFile } from './support/browser';
import {
  CARD_DECLINED,
  CARD_OK,
  PAY_BUTTON,
  addSeats,
  checkout,
  confirmSeats,
  holdSeats,
  openEvent,
  payOnSandboxPage,
  payWithNewCard,
  qrDrawn,
  queryOf,
  signIn,
  toChooseScreen,
  waitForPath,
} from './support/tickets';
import { sharedServer } from './support/server';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;

describe('buying tickets on a phone', () => {
  it('signs in, chooses two seats, pays with the sandbox card and sees both tickets, then the one rotating QR of a ticket', async () => {
    const context = await openContext(baseUrl, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');

    await openEvent(page, 'Summer Live Concert');
    await page.getByRole('heading', { name: 'Date and time' }).waitFor();
    await page.getByRole('heading', { name: 'Ticket holders only' }).waitFor();
    await toChooseScreen(page);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'At least one ticket or one merch item must be selected.',
    );
    await addSeats(page, 'Section B', 2);
    const orderNo = await confirmSeats(page);
    expect(orderNo).toMatch(/^T[0-9A-F]{16}$/);
    await page.getByText('Your seats are held until').waitFor();
    const countdown = await page.getByTestId('hold-countdown').textContent();
    expect(countdown).toMatch(/^(09|10):\d\d$/);
    await page.getByText('Section B × 2').waitFor();
    await checkout(page);

    // One card choice with the brands' marks; the provider's page tells the brand from the number.
    const newCard = page.getByRole('radio', { name: 'Credit/debit card' });
    for (const brand of ['Visa', 'MasterCard', 'UnionPay']) {
      await page.locator('.method', { has: newCard }).getByRole('img', { name: brand, includeHidden: true }).waitFor();
    }
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);

    await waitForPath(page, '/payment/result');
    expect(queryOf(page, 'orderNo')).toBe(orderNo);
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    await page.getByText('Tickets issued to your account: 2').waitFor();
    await page.getByRole('link', { name: 'View my tickets' }).click();

    await waitForPath(page, '/order/ticket');
    const cards = page.locator('.ticket-card');
    await cards.nth(1).waitFor();
    expect(await cards.count()).toBe(2);
    // One QR per ticket, the rotating one on the ticket: none of the bare ticket number here.
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await page.locator('.ticket-card canvas').count()).toBe(0);
    await cards.first().click();

    await waitForPath(page, '/ticket-detail');
    expect(queryOf(page, 'code')).toMatch(/^[0-9A-F]{20}$/);
    await page.getByRole('heading', { name: 'Show Ticket QR Code' }).waitFor();
    await page.getByRole('button', { name: 'Show Ticket QR Code' }).click();
    const qr = page.getByRole('img', { name: `QR code of ticket ${queryOf(page, 'code')}` });
    await expect.poll(() => qrDrawn(qr)).toBe(true);
    // The rotating code: the ticket number with the 8 digits of this step, the only QR on screen.
    expect(await page.getByTestId('qr-digits').textContent()).toMatch(/^[0-9A-F]{20} · \d{8}$/);
    expect(await page.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tabpanel').getByText('Purchased').waitFor();
    await page.getByText('Section B').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the ticket after buying it');
    await context.close();
  });
});

describe('buying on the desktop web', () => {
  it('holds a desktop-only event for 3 minutes and lists it in the purchase records with the guide', async () => {
    const context = await openContext(baseUrl, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await openEvent(page, 'Harbour Music Festival');
    expect(await page.getByText('Please use a computer', { exact: false }).count()).toBe(0);
    await toChooseScreen(page);
    await addSeats(page, 'General Admission', 1);
    const orderNo = await confirmSeats(page);
    expect(await page.getByTestId('hold-countdown').textContent()).toMatch(/^(02:[0-5]\d|03:00)$/);

    await open(page, '/purchase');
    await page.getByRole('heading', { name: 'How to get tickets' }).waitFor();
    await page.getByText('Pay within 3 minutes', { exact: false }).waitFor();
    await page.getByText(orderNo).waitFor();
    await context.close();
  });
});

describe('a declined card and a remembered card', () => {
  it('shows the payment-failure apology, then pays again and reuses the remembered card', async () => {
    const context = await openContext(baseUrl, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');

    const buyOne = async () => {
      await open(page, '/home/events');
      await holdSeats(page, 'Summer Live Concert', 'Section A', 1);
      await checkout(page);
    };

    await buyOne();
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe('Please select a payment mode.');
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_DECLINED);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor({ timeout: 20_000 });
    await page
      .getByText('We are sorry, your payment could not be completed. Please try again or contact customer service.')
      .waitFor();
    // The reason, and how long the seats are still held for another try.
    await page.getByText('Your card was declined by the bank.').waitFor();
    await page.getByText('Your seats are still held. Time left to pay:').waitFor();
    await expect(page.getByTestId('hold-countdown').textContent()).resolves.toMatch(/^\d+:\d{2}$/);
    await page.getByRole('link', { name: 'Try again' }).click();

    await waitForPath(page, '/payment/buy');
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK, true);
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });

    await buyOne();
    // The remembered card is preselected.
    const saved = page.getByRole('radio', { name: 'Visa ending in 4242 (expires 12/30)' });
    await expect(saved.isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: PAY_BUTTON }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.locator('button[name=useSavedCard]').click();
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
