import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { nextCode, outbox, outboxCount, signUpThroughScreens, uniqueEmail } from './support/accounts';
import { DESKTOP, PHONE, chromiumPerFile, open } from './support/browser';
import { ops, serverPerFile } from './support/server';
import { FAN, FRIEND, buyTickets, signIn, waitForPath } from './support/tickets';

/**
 * Transfer to an e-mail with no account (issue 45, item 17): the sender is told the recipient
 * will be invited, the ticket waits in "Sent tickets" and can be cancelled; the invitee opens the
 * invitation's link, signs up with that address and accepts; the sender then sees "Transferred to …".
 * Another fan cancels a waiting transfer from the ticket's page and has the ticket back.
 */
const openContext = chromiumPerFile();
const server = serverPerFile();
const dir = mkdtempSync(join(tmpdir(), 'fanpass-invite-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function importEvent(databaseUrl: string): Promise<void> {
  const day = 86_400_000;
  const startsAt = Date.now() + 12 * day;
  const file = join(dir, 'invite.json');
  writeFileSync(
    file,
    JSON.stringify({
      slug: 'e2e-invite-night',
      title: 'Invite Night Live',
      venue: 'Harbour Hall',
      location: 'Avenida 2, Macau',
      startsAt,
      endsAt: startsAt + 3 * 3_600_000,
      saleStartsAt: Date.now() - day,
      ticketTypes: [{ code: 'floor', name: 'Floor', price: 50_000_00, capacity: 20 }],
    }),
  );
  await ops(databaseUrl, 'event', 'import', file);
}

/** On a ticket's page: the transfer flow to `to`, through the code e-mailed to the fan. */
async function sendTo(
  page: import('playwright-core').Page,
  url: string,
  sender: { email: string },
  to: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Transfer this ticket' }).click();
  await page.getByLabel("Recipient's e-mail").fill(to);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`Transfer this ticket to ${to}?`).waitFor();
  await page.getByText(`${to} has no Fanpass account yet.`, { exact: false }).waitFor();
  const seen = await outboxCount(url, sender.email);
  await page.getByRole('button', { name: 'Send verification code' }).click();
  await page.getByLabel('Verification code').fill(await nextCode(url, sender.email, seen));
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await page.getByText(`Invitation sent to ${to}`).waitFor();
  await waitForPath(page, '/order/ticket');
}

describe('a ticket sent to someone without an account', () => {
  it('waits for them in Sent tickets, can be cancelled, and is theirs once they sign up and accept', async () => {
    const { url, databaseUrl } = server();
    await importEvent(databaseUrl);
    const context = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await buyTickets(page, 'Invite Night Live', 'Floor', 1);
    await page.getByRole('link', { name: 'View my tickets' }).click();
    await waitForPath(page, '/order/ticket');
    await page.locator('.ticket-card', { hasText: 'Invite Night Live' }).first().click();
    await waitForPath(page, '/ticket-detail');

    const invitee = uniqueEmail('invitee');
    await sendTo(page, url, FAN, invitee);
    const sent = page.locator('section', { has: page.getByRole('heading', { name: 'Sent tickets' }) });
    await sent.getByText(`Waiting for ${invitee} to accept, until`).waitFor();
    await page.locator('.ticket-card', { hasText: 'Invite Night Live' }).getByText('Waiting for recipient').waitFor();
    await sent.getByRole('button', { name: 'Cancel transfer' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'My Tickets with a sent ticket waiting');
    const invitation = (await outbox(url, invitee))[0]!;
    expect(invitation.subject).toBe('Demo Fan is sending you a ticket for Invite Night Live');
    const link = /#(\/share-transfer\?token=[0-9a-f]{32})/.exec(invitation.text)![1]!;

    // The invitation's page on a desktop in Chinese, signed out: what is sent, and how to accept.
    const visitor = await openContext(url, { viewport: DESKTOP, storage: { lang: 'zh', skipInstallApp: '1' } });
    const visitorPage = await visitor.newPage();
    await open(visitorPage, link);
    await visitorPage.getByText('Demo Fan 正在向您转让门票').waitFor();
    await visitorPage.getByText('Invite Night Live').first().waitFor();
    await visitorPage.getByRole('link', { name: '登录或注册以接受' }).waitFor();
    await expectNoSeriousA11yViolations(visitorPage, 'the invitation page');
    await visitor.close();

    // The invitee on a phone: the link asks them to sign in or up, they sign up with that address and accept.
    const friend = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const friendPage = await friend.newPage();
    await open(friendPage, link);
    await friendPage.getByText('Demo Fan is sending you a ticket').waitFor();
    await friendPage.getByRole('link', { name: 'Sign in or sign up to accept' }).click();
    await waitForPath(friendPage, '/sign');
    await signUpThroughScreens(friendPage, url, { email: invitee, password: 'Fanpass1!', name: 'New Friend' });
    await open(friendPage, link);
    await friendPage.getByRole('button', { name: 'Accept ticket' }).click();
    await friendPage.getByText('The ticket is yours: find it in My Tickets').waitFor();
    await waitForPath(friendPage, '/order/ticket');
    await friendPage.locator('.ticket-card', { hasText: 'Invite Night Live' }).getByText('Ready').waitFor();
    await friend.close();

    // The sender's list keeps the record (the sender's screen read again, as on coming back to it).
    await page.reload();
    await sent.getByText(`Transferred to ${invitee}`).waitFor();
    expect(await page.locator('a.ticket-card', { hasText: 'Invite Night Live' }).count()).toBe(0);
    await context.close();

    // Another fan changes their mind: cancelled on the ticket's own page, the ticket is theirs again.
    const other = await openContext(url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const otherPage = await other.newPage();
    await signIn(otherPage, '/home/events', FRIEND);
    await buyTickets(otherPage, 'Invite Night Live', 'Floor', 1);
    await otherPage.getByRole('link', { name: 'View my tickets' }).click();
    await waitForPath(otherPage, '/order/ticket');
    await otherPage.locator('a.ticket-card', { hasText: 'Invite Night Live' }).first().click();
    await waitForPath(otherPage, '/ticket-detail');
    const ticketPage = otherPage.url();
    const changedMind = uniqueEmail('changed-mind');
    await sendTo(otherPage, url, FRIEND, changedMind);
    await otherPage.goto(ticketPage);
    await otherPage.getByRole('heading', { name: 'Waiting for the recipient' }).waitFor();
    expect(await otherPage.getByRole('button', { name: 'Show Ticket QR Code' }).count()).toBe(0);
    await otherPage.getByRole('button', { name: 'Cancel transfer' }).click();
    await otherPage.getByText('Transfer cancelled: the ticket is yours again').waitFor();
    await otherPage.getByRole('button', { name: 'Show Ticket QR Code' }).waitFor();
    await other.close();
    // Two fans, a sign-up through the screens and two transfers: longer than one screen's test.
  }, 150_000);
});
