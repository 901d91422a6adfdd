import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, open, reviewShot } from './support/browser';
import { checkAtGate, closeQr, qrOfTicket } from './support/gate';
import { ops, serverPerFile } from './support/server';
import {
  CARD_OK,
  FRIEND,
  buyTickets,
  checkout,
  openEvent,
  payOnSandboxPage,
  payWithNewCard,
  signIn,
  ticketsIssued,
  waitForPath,
} from './support/tickets';

/**
 * "Can't go?" (issue 46): the demo fan lists a ticket at face value; the demo friend, first on the
 * waiting list, is offered it and pays; the seller's wallet shows the sale; at the gate the buyer's
 * new QR admits and the seller's old one does not.
 */
const openContext = chromiumPerFile();
// A server of its own: the seat area is made sold out and the demo fan buys here.
const server = serverPerFile();

async function phone(
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(server().url, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
  return { context, page: await context.newPage() };
}

describe('face-value resale', () => {
  it('resells a ticket to the waiting list: the buyer pays, the seller is credited, only the new QR admits', async () => {
    const { context: sellerContext, page: seller } = await phone();
    await signIn(seller, '/home/events');
    await buyTickets(seller, 'Summer Live Concert', 'Section A', 1);
    const oldQr = (await qrOfTicket(seller, 0))!;
    await closeQr(seller);
    // Section A sold out (capacity = the one seat sold), so a fan may wait for it.
    await ops(server().databaseUrl, 'event', 'capacity', 'demo-summer-live', 'a', '1');

    const { context: buyerContext, page: buyer } = await phone();
    await signIn(buyer, '/home/events', FRIEND);
    await openEvent(buyer, 'Summer Live Concert');
    await buyer.getByLabel('Seats').selectOption('1');
    await buyer.getByRole('button', { name: 'Join waiting list' }).click();
    await buyer.getByText('You are number 1 on the waiting list (seats: 1).').waitFor();

    // The seller: "Can't go?" on the ticket, the fee and what they get before confirming.
    const resale = seller.getByRole('region', { name: "Can't go?" });
    await resale.getByRole('button', { name: 'Resell at face value' }).click();
    await resale.getByText('At most the face value, 150.000₫.').waitFor();
    await resale.getByLabel('Price (VND)').fill('150001');
    await resale.getByRole('button', { name: 'Continue' }).click();
    await expect(resale.getByRole('alert').textContent()).resolves.toBe(
      'The price can be at most the face value, 150.000₫.',
    );
    await resale.getByLabel('Price (VND)').fill('150000');
    await resale.getByText('You get (to your wallet)').waitFor();
    await reviewShot(seller, 'resale-list-phone');
    await expectNoSeriousA11yViolations(seller, "the Can't go? form");
    await resale.getByRole('button', { name: 'Continue' }).click();
    const confirm = seller.getByRole('alertdialog', { name: 'List this ticket for resale?' });
    await confirm.getByText('Price 150.000₫, fee 0₫: you get 150.000₫ when it is sold.').waitFor();
    await confirm.getByRole('button', { name: 'List for resale' }).click();
    // Offered to the waiting fan at once: held for them.
    const listing = seller.getByRole('region', { name: 'Listed for resale' });
    await listing.getByText('A fan is paying for it (150.000₫).').waitFor();
    await seller.locator('.ticket-status', { hasText: 'Listed for resale' }).waitFor();
    expect(await seller.getByRole('button', { name: 'Show Ticket QR Code' }).count()).toBe(1);
    await reviewShot(seller, 'resale-listed-phone');

    // The buyer: the offer, its order at the listing's price, paid by card.
    await open(buyer, '/order/ticket');
    const offer = buyer.locator('.seat-offers--card');
    await offer.getByText('Seats waiting for you at Summer Live Concert.').waitFor();
    await offer.getByRole('link', { name: 'Pay now' }).click();
    await waitForPath(buyer, '/ticket-order');
    await buyer.getByText('Section A × 1').waitFor();
    await checkout(buyer);
    await payWithNewCard(buyer);
    await payOnSandboxPage(buyer, CARD_OK);
    await ticketsIssued(buyer, 1);

    // The seller's wallet: the sale's credit.
    await open(seller, '/wallet');
    await seller.locator('.wallet-record', { hasText: 'Resale sale' }).getByText('+150.000₫').waitFor();
    await reviewShot(seller, 'resale-wallet-credit-phone');

    // At the gate: the buyer's QR admits, the seller's old one does not.
    expect(await ops(server().databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live')).toMatch(
      /gate staff/,
    );
    const newQr = (await qrOfTicket(buyer, 0))!;
    const { context: staffContext, page: staff } = await phone();
    await signIn(staff, '/gate', FRIEND);
    await staff.getByLabel('Gate', { exact: true }).fill('North 1');
    expect(await checkAtGate(staff, oldQr)).not.toBe('valid');
    await staff.getByLabel('Or type the ticket number and its 8-digit code').fill(newQr);
    await staff.getByRole('button', { name: 'Check', exact: true }).click();
    await expect.poll(() => staff.locator('.gate-verdict').getAttribute('data-verdict')).toBe('valid');
    await staff.getByText('Valid — let in').waitFor();
    await Promise.all([sellerContext.close(), buyerContext.close(), staffContext.close()]);
  }, 120_000);

  it('shows resale tickets from fans on the event page when no one waits, bought like any ticket', async () => {
    const { context: sellerContext, page: seller } = await phone();
    await signIn(seller, '/home/events');
    await buyTickets(seller, 'Summer Live Concert', 'Section B', 1);
    await open(seller, '/order/ticket');
    await seller.locator('.ticket-card', { hasText: 'Section B' }).first().click();
    await waitForPath(seller, '/ticket-detail');
    const resale = seller.getByRole('region', { name: "Can't go?" });
    await resale.getByRole('button', { name: 'Resell at face value' }).click();
    await resale.getByLabel('Price (VND)').fill('80000');
    await resale.getByRole('button', { name: 'Continue' }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: 'List for resale' }).click();
    const listing = seller.getByRole('region', { name: 'Listed for resale' });
    await listing.getByText('On offer at 80.000₫: waiting for a buyer.').waitFor();

    const { context, page } = await phone(DESKTOP);
    await signIn(page, '/home/events', FRIEND);
    await openEvent(page, 'Summer Live Concert');
    const section = page.getByRole('region', { name: 'Resale tickets from fans' });
    await section.getByText('Face value 90.000₫').waitFor();
    await section.getByText('80.000₫', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await reviewShot(page, 'resale-from-fans-desktop');
    await expectNoSeriousA11yViolations(page, 'the event page with resale tickets');
    await section.getByRole('button', { name: 'Buy Section B resale ticket, 80.000₫' }).click();
    await waitForPath(page, '/ticket-order');
    await page.getByText('Section B × 1').waitFor();
    await page.getByText('Awaiting payment').waitFor();

    // Held by the buyer: the seller sees it, and may still withdraw (the buyer's hold ends).
    await seller.reload();
    await listing.getByText('A fan is paying for it (80.000₫).').waitFor();
    await reviewShot(seller, 'resale-held-phone');
    await listing.getByRole('button', { name: 'Withdraw listing' }).click();
    await seller
      .getByRole('alertdialog', { name: 'Withdraw this listing?' })
      .getByRole('button', { name: 'Withdraw listing' })
      .click();
    await seller.getByRole('region', { name: "Can't go?" }).waitFor();
    await seller
      .locator('.ticket-status', { hasText: 'Paid' })
      .or(seller.locator('.ticket-status', { hasText: 'Ready' }))
      .waitFor();
    await Promise.all([sellerContext.close(), context.close()]);
  });
});
