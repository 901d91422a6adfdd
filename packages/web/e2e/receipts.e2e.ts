import type { OutboxEntryView } from '@fanpass/contracts';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PHONE, VIEWPORTS, chromiumPerFile, open, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import {
  CARD_OK,
  FAN,
  checkout,
  holdSeats,
  payOnSandboxPage,
  payWithNewCard,
  signIn,
  waitForPath,
} from './support/tickets';

const openContext = chromiumPerFile();

const server = serverPerFile();

async function receiptFor(orderNo: string): Promise<OutboxEntryView | undefined> {
  const res = await fetch(`${server().url}/dev/outbox?to=${encodeURIComponent(FAN.email)}`);
  const entries = (await res.json()) as OutboxEntryView[];
  return entries.find((e) => e.subject.includes(orderNo));
}

describe('the receipt after paying', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows the receipt on the success page and e-mails it with the .ics, in the fan's time zone (${name})`, async () => {
      const context = await openContext(server().url, {
        viewport,
        timezoneId: 'Asia/Bangkok',
        storage: { lang: 'en_US', skipInstallApp: '1' },
      });
      const page = await context.newPage();
      await signIn(page, '/home/events');
      const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section B', 1);
      await checkout(page);
      await payWithNewCard(page);
      await payOnSandboxPage(page, CARD_OK);

      await waitForPath(page, '/payment/result');
      await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
      const receipt = page.getByRole('region', { name: 'Summer Live Concert' });
      await receipt.waitFor();
      await receipt.getByText('Section B × 1').waitFor();
      await receipt.getByText(orderNo).waitFor();
      await receipt.getByText('Visa').waitFor();
      await receipt.getByText('90.000₫').waitFor();
      await page.getByText('We have sent this receipt to your e-mail').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await reviewShot(page, `receipt-${name}`, { fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        receipt.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      const ics = await readFile((await download.path())!, 'utf8');
      expect(ics).toContain('SUMMARY:Summer Live Concert');

      // The e-mail says the same, with the same calendar entry and a link back to the order.
      await expect.poll(() => receiptFor(orderNo), { timeout: 10_000 }).toBeDefined();
      const mail = (await receiptFor(orderNo))!;
      expect(mail.subject).toBe(`Your tickets for Summer Live Concert — order ${orderNo}`);
      expect(mail.text).toContain('Section B × 1');
      // The show's time at the venue (Macau, UTC+8), and the fan's own in Bangkok (UTC+7) beside it.
      expect(mail.text).toContain('GMT+8 (venue time) · ');
      expect(mail.text).toContain('GMT+7 (your time)');
      await receipt.getByText(/GMT\+8 \(venue time\)/).waitFor();
      expect(mail.text).toContain('Card (Visa)');
      const uid = /UID:(\S+)/.exec(ics)?.[1];
      expect(mail.attachments[0]!.content).toContain(`UID:${uid}`);
      const link = /https?:\/\/\S+#(\/ticket-order\?orderNo=\S+)/.exec(mail.text)?.[1];
      expect(link).toBe(`/ticket-order?orderNo=${orderNo}`);
      await open(page, link!);
      await page.getByText('Paid', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: 'View my tickets' }).waitFor();
      await context.close();
    });
  }

  // After the English receipts above: this one makes the demo account's language Thai.
  it("e-mails the receipt in the account's language, chosen on /lang, whatever language the screen pays in", async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/lang');
    await page.getByRole('heading', { name: 'Language' }).first().waitFor();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/userInfo/updateUserInfo')),
      page.getByRole('radio', { name: 'ไทย' }).click(),
    ]);
    expect(JSON.parse(saved.request().postData()!)).toMatchObject({ lang: 'th' });
    expect(((await saved.json()) as { code: number }).code).toBe(200);
    await page.getByRole('heading', { name: 'ภาษา' }).first().waitFor();

    // This phone's screen goes back to English on its own (as another device would be): the account stays Thai.
    await page.evaluate(() => localStorage.setItem('lang', 'en_US'));
    await page.reload();
    await open(page, '/home/events');
    await page.getByRole('heading', { name: 'Events' }).first().waitFor();
    const orderNo = await holdSeats(page, 'Summer Live Concert', 'Section B', 1);
    await checkout(page);
    await payWithNewCard(page);
    await payOnSandboxPage(page, CARD_OK);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => receiptFor(orderNo), { timeout: 10_000 }).toBeDefined();
    const mail = (await receiptFor(orderNo))!;
    expect(mail.subject).toBe(`บัตรของคุณสำหรับ Summer Live Concert — คำสั่งซื้อ ${orderNo}`);
    expect(mail.text).toContain('(เวลาท้องถิ่นของสถานที่)');
    await context.close();
  });
});
