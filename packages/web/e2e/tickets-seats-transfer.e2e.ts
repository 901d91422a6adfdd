import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { outbox, outboxCount, nextCode } from './support/accounts';
import { PHONE, chromiumPerFile, open } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { checkAtGate, closeQr, qrOfOpenTicket, verdictAtGate } from './support/gate';
import { FAN, FRIEND, buyTickets, queryOf, signIn, waitForPath } from './support/tickets';

/**
 * A seated ticket after purchase: bought in the app, seated by `seats assign`, shown with its
 * Section, Row, Seat and entry details; then transferred to the demo friend with the code e-mailed
 * to the sender, after which it is the friend's.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();
const dir = mkdtempSync(join(tmpdir(), 'fanpass-seats-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importSeatedEvent(databaseUrl: string): Promise<void> {
  const day = 86_400_000;
  const startsAt = Date.now() + 10 * day;
  const file = join(dir, 'seated.json');
  writeFileSync(
    file,
    JSON.stringify({
      slug: 'e2e-seated-gala',
      title: 'Seated Gala Night',
      venue: 'Grand Theatre',
      location: 'Avenida 1, Macau',
      startsAt,
      endsAt: startsAt + 3 * 3_600_000,
      saleStartsAt: Date.now() - day,
      entry: { gate: 'Gate 5', queueAt: startsAt - 7_200_000, entryAt: startsAt - 3_600_000, guide: 'Bring your ID.' },
      ticketTypes: [
        { code: 'stalls', name: 'Stalls', price: 100_000_00, capacity: 20, seats: [{ row: 'K', from: 1, to: 20 }] },
      ],
    }),
  );
  await ops(databaseUrl, 'event', 'import', file);
}

describe('a seated ticket: seat assignment and transfer to a friend', () => {
  it('shows Section, Row and Seat after seats assign, transfers to the friend, and only the friend’s QR enters at the gate', async () => {
    const { url, databaseUrl } = server();
    await importSeatedEvent(databaseUrl);
    const context = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await buyTickets(page, 'Seated Gala Night', 'Stalls', 1);

    await page.getByRole('link', { name: 'View my tickets' }).click();
    await waitForPath(page, '/order/ticket');
    await page.locator('.ticket-card', { hasText: 'Seated Gala Night' }).first().click();
    await waitForPath(page, '/ticket-detail');
    const code = queryOf(page, 'code')!;
    await page.getByText('Seat assignment is being confirmed').waitFor();
    // Seats come on their own 48 hours before the show (no doors time given), at the venue's clock.
    await page
      .locator('.ticket-seats-by')
      .getByText(/^Your seat and QR code arrive by .+ GMT\+8 \(venue time\)/)
      .waitFor();
    await page.getByText('Paid').first().waitFor();

    expect(await ops(databaseUrl, 'seats', 'assign', 'e2e-seated-gala')).toContain('1 seat(s) assigned');
    await page.reload();
    const facts = page.locator('dl.facts').first();
    await facts.getByText('Row').waitFor();
    expect(await facts.locator('dt:has-text("Row") + dd').textContent()).toBe('K');
    expect(await facts.locator('dt:has-text("Seat") + dd').textContent()).toBe('1');
    expect(await facts.locator('dt:has-text("Section") + dd').textContent()).toBe('Stalls');
    await page.getByText('Gate 5').waitFor();
    await page.getByText('Bring your ID.').waitFor();
    await page.getByRole('tab', { name: 'Purchased' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'a seated ticket');
    // The sender's QR before the transfer (what a screenshot would keep).
    const sendersQr = (await qrOfOpenTicket(page))!;
    await closeQr(page);

    // Transfer: recipient, confirm, the e-mailed code, confirm.
    await page.getByRole('button', { name: 'Transfer this ticket' }).click();
    await page.getByLabel("Recipient's e-mail").fill(FRIEND.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Transfer this ticket to ${FRIEND.email}?`).waitFor();
    const seen = await outboxCount(url, FAN.email);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await page.getByText('No e-mail? Please check your spam folder.').waitFor();
    await expectNoSeriousA11yViolations(page, 'the transfer code step');
    await page.getByLabel('Verification code').fill(await nextCode(url, FAN.email, seen));
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await waitForPath(page, '/order/ticket');
    await context.close();

    const friend = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const friendPage = await friend.newPage();
    await signIn(friendPage, '/order/ticket', FRIEND);
    await friendPage.locator('.ticket-card', { hasText: 'Seated Gala Night' }).first().click();
    await waitForPath(friendPage, '/ticket-detail');
    expect(queryOf(friendPage, 'code')).toBe(code);
    await friendPage.getByRole('tab', { name: 'Transferred' }).click();
    await friendPage.getByText('from Demo Fan').waitFor();
    const friendsQr = (await qrOfOpenTicket(friendPage))!;
    expect(friendsQr).not.toBe(sendersQr);
    await closeQr(friendPage);

    // The recipient's e-mail links to the public page of the transfer; the ticket's own link shows no personal data.
    const mail = (await outbox(url, FRIEND.email))[0]!;
    const link = /#(\/share-transfer\?token=[0-9a-f]{32})/.exec(mail.text)![1]!;
    const visitor = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const visitorPage = await visitor.newPage();
    await open(visitorPage, link);
    await visitorPage.getByText('Demo Fan transferred a ticket to you').waitFor();
    await visitorPage.getByText('Seated Gala Night').waitFor();
    await open(visitorPage, `/ticket-stu-detail?code=${code}`);
    await visitorPage.getByText('Seated Gala Night').waitFor();
    await visitorPage.getByText('Ready').waitFor();
    expect(await visitorPage.getByText('Demo Friend').count()).toBe(0);
    await visitor.close();

    // At the gate (the sender's account, made staff of the event): the sender's old QR is refused, the friend's admitted once, seat named.
    expect(await ops(databaseUrl, 'staff', 'add', FAN.email, '--event', 'e2e-seated-gala')).toMatch(/gate staff/);
    const gate = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const staff = await gate.newPage();
    await signIn(staff, '/gate', FAN);
    // The event's name on the gate screen itself: the transfer's notice may be showing too, with the name inside it.
    await staff.getByText('Seated Gala Night', { exact: true }).waitFor();
    await staff.getByLabel('Gate', { exact: true }).fill('Gate 5');
    expect(await checkAtGate(staff, sendersQr)).toBe('unknown');
    await checkAtGate(staff, friendsQr);
    await expect.poll(() => verdictAtGate(staff)).toBe('valid');
    await staff.getByText('Row K · Seat 1').waitFor();
    await checkAtGate(staff, friendsQr);
    await expect.poll(() => verdictAtGate(staff)).toBe('alreadyUsed');
    await gate.close();
    await friend.close();
    // The whole journey of two fans, ops and a gate: longer than one screen's test.
  }, 150_000);
});
