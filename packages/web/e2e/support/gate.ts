import type { Page } from 'playwright-core';
import { waitForPath } from './tickets';
import { go } from './browser';

/**
 * On the holder's phone, on a ticket's detail screen: opens 'Show Ticket QR Code' and answers what
 * the screen shows under the QR (the ticket number and its 8 digits, as gate staff would type
 * them), or null when the screen says the ticket was used.
 */
export async function qrOfOpenTicket(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Show Ticket QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket QR Code' });
  const used = dialog.getByText('This ticket has already been used for entry.');
  await dialog
    .getByRole('img', { name: /QR code of ticket/ })
    .or(used)
    .waitFor();
  if (await used.count()) return null;
  return (await page.getByTestId('qr-digits').textContent())!.replace('·', ' ');
}

/** The n-th ticket of My Tickets: its QR as `qrOfOpenTicket` answers it. */
export async function qrOfTicket(page: Page, n: number): Promise<string | null> {
  await go(page, '/order/ticket');
  await page.locator('.ticket-card').nth(n).click();
  await waitForPath(page, '/ticket-detail');
  return qrOfOpenTicket(page);
}

/**
 * On the staff phone at /gate: types a code and checks it. Answers the verdict shown; after an
 * earlier verdict, poll `verdictAtGate` for the new one (the panel is replaced in place).
 */
export async function checkAtGate(staff: Page, code: string): Promise<string | null> {
  const before = await staff.locator('.gate-verdict').count();
  await staff.getByLabel('Or type the ticket number and its 8-digit code').fill(code);
  await staff.getByRole('button', { name: 'Check', exact: true }).click();
  if (!before) await staff.locator('.gate-verdict').waitFor();
  return verdictAtGate(staff);
}

export function verdictAtGate(staff: Page): Promise<string | null> {
  return staff.locator('.gate-verdict').getAttribute('data-verdict');
}

/** Closes the full-screen QR view (its own Close, not a notice's). */
export async function closeQr(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Ticket QR Code' }).getByRole('button', { name: 'Close' }).click();
}
