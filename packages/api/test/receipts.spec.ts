import { type OutboxEntryView, REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, buyers, createEvent } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';

const CARD = {
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};

/**
 * The time of day of a moment in a fixed-offset zone (Bangkok is UTC+7 all year) as the Thai
 * receipt writes it: H:mm, the hour unpadded (0:03, 23:03).
 */
function clock(ms: number, offsetHours: number): string {
  const d = new Date(ms + offsetHours * 3_600_000);
  return `${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

describe('receipts: the paid order e-mail and the waiting-list offer e-mail', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await TestApp.start();
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function mails(fan: Buyer): Promise<OutboxEntryView[]> {
    return (await t.get('/dev/outbox', { to: fan.user.email }, { unsigned: true })).body as OutboxEntryView[];
  }

  async function pay(fan: Buyer, orderNo: string, lang: string, timeZone?: string): Promise<void> {
    const headers = timeZone ? { 'x-time-zone': timeZone } : undefined;
    const res = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'card', paymentType: 'visa' },
      { ...fan.opts, lang, headers },
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const answer = await submitHostedPage(res.body.data.redirectUrl as string, CARD);
    expect(answer.status).toBe(303);
    await t.app.get(SandboxCheckoutService).settled();
  }

  it('sends one receipt per paid order, in the language and time zone the fan paid in, with the .ics', async () => {
    const { event, types } = await createEvent(t, { title: 'Summer Night Live', venue: 'Galaxy Arena' });
    const fan = await buyer(t);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 2 }] },
      fan.opts,
    );
    const orderNo = created.body.data.orderNo as string;
    expect(await mails(fan)).toHaveLength(0);

    expect((await t.get('/fanapih5/payment/result', { orderNo }, fan.opts)).body.data.receipt).toBeNull();
    await pay(fan, orderNo, 'th', 'Asia/Bangkok');
    const sent = await mails(fan);
    expect(sent).toHaveLength(1);
    const [receipt] = sent;
    expect(receipt!.subject).toBe(`บัตรของคุณสำหรับ Summer Night Live — คำสั่งซื้อ ${orderNo}`);
    expect(receipt!.text).toContain('Galaxy Arena');
    expect(receipt!.text).toContain('Section A × 2');
    expect(receipt!.text).toContain('300.000 VND'); // 2 × 150.000 (15000000 minor units each)
    expect(receipt!.text).toContain('บัตร (Visa)');
    expect(receipt!.text).toContain(`หมายเลขคำสั่งซื้อ: ${orderNo}`);
    expect(receipt!.text).toContain(`${base}/#/ticket-order?orderNo=${orderNo}`);
    // The event is in Macau (UTC+8): its time at the venue, labelled, and the fan's Bangkok time beside it.
    expect(receipt!.text).toContain(` ${clock(event.startsAt, 8)} GMT+8 (เวลาท้องถิ่นของสถานที่)`);
    expect(receipt!.text).toContain(` ${clock(event.startsAt, 7)} GMT+7 (เวลาของคุณ)`);

    expect(receipt!.attachments).toHaveLength(1);
    const ics = receipt!.attachments[0]!;
    expect(ics.filename).toBe(`${event.slug}.ics`);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain('SUMMARY:Summer Night Live');
    const start = new Date(event.startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics.content).toContain(`DTSTART:${start}`);
    expect(ics.content).toContain(`UID:event-${event.id}-${event.slug}@fanpass`);
    expect(ics.content.replace(/\r\n /g, '')).toContain(`${clock(event.startsAt, 8)} GMT+8`);

    // The result page answers the same order; a duplicate callback sends no second receipt.
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data.orderStatus).toBe('paid');
    expect(result.body.data.receipt).toEqual({
      orderNo,
      event: {
        id: event.id,
        slug: event.slug,
        title: 'Summer Night Live',
        venue: 'Galaxy Arena',
        location: 'Macau',
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        timeZone: 'Asia/Macau',
      },
      seats: [{ area: 'Section A', quantity: 2 }],
      amount: 300_000_00,
      currency: 'VND',
      method: 'card',
      paymentType: 'visa',
      paidAt: expect.any(Number),
    });
    expect(await mails(fan)).toHaveLength(1);
  });

  it('falls back to English and venue time alone when the fan sent neither a language of ours nor a valid zone', async () => {
    const { event, types } = await createEvent(t);
    const fan = await buyer(t);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      fan.opts,
    );
    await pay(fan, created.body.data.orderNo as string, 'de-DE', 'Mars/Olympus');
    const [receipt] = await mails(fan);
    expect(receipt!.subject).toMatch(/^Your tickets for Test Concert — order /);
    expect(receipt!.text).toMatch(/Date: .* GMT\+8 \(venue time\)\n/);
    expect(receipt!.text).not.toContain('your time');
  });

  it('names the fan time beside the venue time for a fan in another zone, and none for a fan at the venue', async () => {
    const { event, types } = await createEvent(t, { timeZone: 'Asia/Tokyo' });
    const [away, local] = await buyers(t, 2);
    for (const [fan, zone] of [
      [away!, 'Europe/London'],
      [local!, 'Asia/Tokyo'],
    ] as const) {
      const created = await t.post(
        '/fanapih5/order/create',
        { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
        fan.opts,
      );
      await pay(fan, created.body.data.orderNo as string, 'en_US', zone);
    }
    const tokyo = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' });
    const london = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/London' });
    const [awayReceipt] = await mails(away!);
    expect(awayReceipt!.text).toContain(`${tokyo.format(event.startsAt)} GMT+9 (venue time) · `);
    expect(awayReceipt!.text).toMatch(
      new RegExp(`${london.format(event.startsAt)} (GMT|UTC|BST)[^\n]* \\(your time\\)`),
    );
    const [localReceipt] = await mails(local!);
    expect(localReceipt!.text).toContain(`${tokyo.format(event.startsAt)} GMT+9 (venue time)\n`);
    expect(localReceipt!.text).not.toContain('your time');
  });

  it("writes the receipt in the account's language, whatever language the fan paid in", async () => {
    const { types, event } = await createEvent(t, { title: 'Language Night' });
    const fan = await buyer(t);
    await t.dataSource.query('UPDATE users SET lang = ? WHERE id = ?', ['vi', fan.user.id]);
    const created = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      fan.opts,
    );
    const orderNo = created.body.data.orderNo as string;
    await pay(fan, orderNo, 'en_US', 'Asia/Macau');
    const [receipt] = await mails(fan);
    expect(receipt!.subject).toBe(`Vé của bạn cho Language Night — đơn hàng ${orderNo}`);
    expect(receipt!.text).toContain('(giờ tại địa điểm)');
  });

  it('gives the waiting-list offer deadline in the time zone the fan joined in, with a link that opens the offer', async () => {
    const { event, types } = await createEvent(t, {
      ticketTypes: [{ code: 'a', name: 'Section A', price: 100_00, capacity: 1 }],
    });
    const typeId = types[0]!.id;
    const [holder, waiting] = await buyers(t, 2);
    const held = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: typeId, quantity: 1 }] },
      holder!.opts,
    );
    expect(held.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const joined = await t.post(
      '/fanapih5/waitlist/join',
      { ticketTypeId: typeId, quantity: 1 },
      { ...waiting!.opts, lang: 'vi', headers: { 'x-time-zone': 'Asia/Ho_Chi_Minh' } },
    );
    expect(joined.body.code).toBe(REPLY_CODES.SUCCESS.code);
    await t.post('/fanapih5/order/cancel', { orderNo: held.body.data.orderNo }, holder!.opts);

    const offer = (await t.get('/fanapih5/waitlist/mine', {}, waiting!.opts)).body.data[0];
    expect(offer.status).toBe('offered');
    const [mail] = await mails(waiting!);
    expect(mail!.text).toContain(`${clock(offer.offer.expiresAt as number, 7)}`);
    expect(mail!.text).toContain('(Asia/Ho_Chi_Minh)');
    expect(mail!.text).toContain(`/#/ticket-order?orderNo=${offer.offer.orderNo}`);
    expect(mail!.text).not.toContain('(UTC)');
  });
});
