import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import { ACCOUNTS_ENV, captcha, newEmail } from './support/accounts.js';
import { consoleUser } from './support/console-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const SUPPORT = '/fanapih5/console/support';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let client = 0;
/** A client address of its own (TRUST_PROXY is on), so the forms' throttle never stops the suite. */
const fromClient = () => {
  client += 1;
  return { headers: { 'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${(client % 250) + 1}` } };
};

describe('console support: the enquiries inbox, its images, closing and the CSV export', () => {
  let t: TestApp;
  let admin: Buyer;
  let support: Buyer;
  let organiser: Buyer;
  let staff: Buyer;
  let fan: Buyer;
  let supportRef: string;
  let cooperationRef: string;

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, TRUST_PROXY: 'true' });
    const event = (await createEvent(t)).event;
    admin = await consoleUser(t, ['admin', 0]);
    support = await consoleUser(t, ['support', 0]);
    organiser = await consoleUser(t, ['organiser', event.id]);
    staff = await consoleUser(t, ['staff', event.id]);
    fan = await buyer(t, {}, 'PC');

    // Real requests through the fan's forms: a signed-in fan's support request with an image, and a cooperation enquiry.
    const request = await t.post(
      '/fanapih5/support/submit',
      {
        issueType: 'payment',
        issueText: 'My card was charged twice, "twice", for one order.',
        email: fan.user.email,
        attachment: `data:image/png;base64,${PNG.toString('base64')}`,
        captcha: await captcha(t),
      },
      { ...fan.opts, ...fromClient() },
    );
    expect(request.body.code).toBe(200);
    supportRef = request.body.data.ref;
    t.clock.advance(1000);
    const cooperation = await t.post(
      '/fanapih5/businessCooperation/submit',
      {
        name: '=HYPERLINK("http://evil.example")',
        email: newEmail('organiser'),
        areaCode: '853',
        phone: '66123456',
        country: 'MO',
        eventType: 'concert',
        participants: '1000-4999',
        interests: ['basicTicketing'],
        moreInfo: 'Three nights at the arena, with "guests".',
        marketingConsent: true,
        captcha: await captcha(t),
      },
      fromClient(),
    );
    expect(cooperation.body.code).toBe(200);
    cooperationRef = cooperation.body.data.ref;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the enquiries newest first, by kind, status and text, a page at a time', async () => {
    const all = await t.get(SUPPORT, {}, support.opts);
    expect(all.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([cooperationRef, supportRef]);
    expect(all.body.data.list[1]).toMatchObject({
      kind: 'support',
      status: 'open',
      email: fan.user.email,
      topic: 'payment',
      attachment: true,
    });
    const supports = await t.get(SUPPORT, { kind: 'support' }, support.opts);
    expect(supports.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([supportRef]);
    const found = await t.get(SUPPORT, { q: 'CHARGED TWICE' }, admin.opts);
    expect(found.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([supportRef]);
    const byRef = await t.get(SUPPORT, { q: cooperationRef.slice(-6).toLowerCase() }, admin.opts);
    expect(byRef.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([cooperationRef]);
    const paged = await t.get(SUPPORT, { page: 2, pageSize: 1 }, support.opts);
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([supportRef]);
    expect((await t.get(SUPPORT, { status: 'closed' }, support.opts)).body.data.total).toBe(0);
    expect((await t.get(SUPPORT, { kind: 'spam' }, support.opts)).body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
  });

  it("shows an enquiry's every field and hands its image over only through the console", async () => {
    const detail = await t.get(`${SUPPORT}/detail`, { ref: cooperationRef }, support.opts);
    expect(detail.body.data).toMatchObject({
      ref: cooperationRef,
      kind: 'cooperation',
      country: 'MO',
      interests: ['basicTicketing'],
      marketingConsent: true,
      attachmentType: null,
    });
    const request = await t.get(`${SUPPORT}/detail`, { ref: supportRef }, support.opts);
    expect(request.body.data).toMatchObject({ issueType: 'payment', attachmentType: 'image/png', userId: fan.user.id });

    const image = await t.get(`${SUPPORT}/attachment`, { ref: supportRef }, support.opts).buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe(`attachment; filename="${supportRef}.png"`);
    expect(Buffer.from(image.body as Buffer).equals(PNG)).toBe(true);
    const none = await t.get(`${SUPPORT}/attachment`, { ref: cooperationRef }, support.opts);
    expect(none.body.code).toBe(REPLY_CODES.CONSOLE_ENQUIRY_NO_ATTACHMENT.code);
    const unknown = await t.get(`${SUPPORT}/detail`, { ref: 'SR-010101-AAAAAA' }, support.opts);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(REPLY_CODES.CONSOLE_ENQUIRY_NOT_FOUND.code);
    // No way in without the console's role check.
    expect((await t.get(`${SUPPORT}/attachment`, { ref: supportRef }, fan.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_NO_ROLE.code,
    );
  });

  it('closes an enquiry once, with its note in the audit log; closing again is refused', async () => {
    const closed = await t.post(
      `${SUPPORT}/close`,
      { ref: supportRef, note: 'Refunded the double charge' },
      support.opts,
    );
    expect(closed.body.data).toMatchObject({ ref: supportRef, status: 'closed', closedAt: t.clock.now() });
    const again = await t.post(`${SUPPORT}/close`, { ref: supportRef }, admin.opts);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: REPLY_CODES.CONSOLE_ENQUIRY_CLOSED.code });
    const missing = await t.post(`${SUPPORT}/close`, { ref: 'BC-010101-AAAAAA' }, admin.opts);
    expect(missing.body.code).toBe(REPLY_CODES.CONSOLE_ENQUIRY_NOT_FOUND.code);
    const entries = await t.dataSource.manager.findBy(AuditEntry, { action: 'enquiry.close' });
    expect(entries).toEqual([
      expect.objectContaining({
        actor: support.user.email,
        target: supportRef,
        before: JSON.stringify({ status: 'open' }),
        after: JSON.stringify({ status: 'closed', note: 'Refunded the double charge' }),
      }),
    ]);
    const open = await t.get(SUPPORT, { status: 'open' }, support.opts);
    expect(open.body.data.list.map((e: { ref: string }) => e.ref)).toEqual([cooperationRef]);
    // The ops command goes through the same service: already closed.
    const ops = await t.ops('enquiries', 'close', supportRef);
    expect(ops).toMatchObject({ code: 1, out: `${supportRef} was already closed` });
  });

  it("exports the filter's rows as CSV, quotes escaped and formulas neutralised", async () => {
    const all = await t.get(`${SUPPORT}/export`, {}, support.opts);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
    const lines = all.text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^ref,type,status,createdAt,name,email,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${cooperationRef},cooperation,open,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"Three nights at the arena, with ""guests""."');
    expect(lines[2]).toContain(`${supportRef},support,closed,`);
    const closed = await t.get(`${SUPPORT}/export`, { status: 'closed' }, admin.opts);
    expect(closed.text.trimEnd().split('\r\n')).toHaveLength(2);
    expect(closed.text).toContain(supportRef);
    expect(closed.text).not.toContain(cooperationRef);
  });

  it('keeps organisers, staff and fans out, and shows the section to support and admins only', async () => {
    for (const [who, code] of [
      [organiser, REPLY_CODES.CONSOLE_FORBIDDEN.code],
      [staff, REPLY_CODES.CONSOLE_FORBIDDEN.code],
      [fan, REPLY_CODES.CONSOLE_NO_ROLE.code],
    ] as const) {
      expect((await t.get(SUPPORT, {}, who.opts)).body.code).toBe(code);
      expect((await t.get(`${SUPPORT}/export`, {}, who.opts)).body.code).toBe(code);
      expect((await t.post(`${SUPPORT}/close`, { ref: cooperationRef }, who.opts)).body.code).toBe(code);
    }
    expect((await t.get('/fanapih5/console/me', {}, support.opts)).body.data.sections).toEqual(['orders', 'support']);
    expect((await t.get('/fanapih5/console/me', {}, admin.opts)).body.data.sections).toContain('support');
    expect((await t.get('/fanapih5/console/me', {}, organiser.opts)).body.data.sections).not.toContain('support');
  });
});
