import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPLY_CODES, SUPPORT_ATTACHMENT_MAX_BYTES, type SignableValue, translate } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Enquiry } from '../src/modules/support/index.js';
import { ACCOUNTS_ENV, captcha, newEmail, outbox, signUp } from './support/accounts.js';
import { TestApp } from './support/test-app.js';
import { expectWithMessage } from './support/expect-with-message.js';

const COOPERATION = '/fanapih5/businessCooperation/submit';
const SUPPORT = '/fanapih5/support/submit';
const OPS_EMAIL = 'ops-desk@example.com';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

let client = 0;
/** A client address of its own (TRUST_PROXY is on), so one test's throttle never touches another's. */
function fromClient(): { headers: Record<string, string> } {
  client += 1;
  return { headers: { 'x-forwarded-for': `10.0.${Math.floor(client / 250)}.${(client % 250) + 1}` } };
}

function dataUrl(type: string, bytes: Buffer): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

describe('business cooperation and support forms', () => {
  let t: TestApp;

  const cooperationBody = async (extra: Record<string, SignableValue> = {}) => ({
    name: 'Chan Tai Man',
    email: newEmail('organiser'),
    areaCode: '853',
    phone: '66123456',
    country: 'MO',
    eventType: 'concert',
    participants: '1000-4999',
    interests: ['basicTicketing', 'cashlessPayment'],
    moreInfo: 'Three nights at the arena in March.',
    marketingConsent: false,
    captcha: await captcha(t),
    ...extra,
  });
  const supportBody = async (extra: Record<string, SignableValue> = {}) => ({
    issueType: 'payment',
    issueText: 'My card was charged twice for one order.',
    email: newEmail('fan'),
    areaCode: '853',
    phone: '66123456',
    captcha: await captcha(t),
    ...extra,
  });
  /** A body with one field replaced (undefined removes it). */
  const without = (body: Record<string, SignableValue>, field: string, value?: SignableValue) => {
    const copy = { ...body };
    if (value === undefined) delete copy[field];
    else copy[field] = value;
    return copy;
  };

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, TRUST_PROXY: 'true', OPS_EMAIL });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a cooperation enquiry, e-mails the operators and confirms to the organiser in their language', async () => {
    const body = await cooperationBody();
    const res = await t.post(COOPERATION, body, { lang: 'th-TH', ...fromClient() });
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const ref = res.body.data.ref as string;
    expect(ref).toMatch(/^BC-\d{6}-[A-Z2-9]{6}$/);

    const row = await t.dataSource.manager.findOneByOrFail(Enquiry, { ref });
    expect(row).toMatchObject({
      type: 'cooperation',
      status: 'open',
      name: 'Chan Tai Man',
      email: body.email,
      country: 'MO',
      eventType: 'concert',
      participants: '1000-4999',
      interests: 'basicTicketing,cashlessPayment',
      marketingConsent: false,
      lang: 'th',
      userId: null,
    });

    const [ops] = await outbox(t, OPS_EMAIL);
    expect(ops!.subject).toContain(ref);
    expect(ops!.text).toContain('Chan Tai Man');
    expect(ops!.text).toContain('Interests: basicTicketing,cashlessPayment');
    expect(ops!.text).toContain('Three nights at the arena in March.');
    const [confirmation] = await outbox(t, body.email as string);
    expect(confirmation!.subject).toBe(`เราได้รับคำขอความร่วมมือของคุณแล้ว ${ref}`);
    expect(confirmation!.text).toContain(ref);
  });

  it('validates every field of the cooperation form, naming it in the caller’s language', async () => {
    const good = await cooperationBody();
    const cases: [string, SignableValue | undefined, string][] = [
      ['name', 'A', 'support.nameRule'],
      ['name', 'x'.repeat(101), 'support.nameRule'],
      ['name', undefined, 'support.nameRule'],
      ['email', 'not-an-address', 'support.emailRule'],
      ['email', undefined, 'support.emailRule'],
      ['areaCode', '85 3', 'support.phoneRule'],
      ['phone', '12ab', 'support.phoneRule'],
      ['phone', undefined, 'support.phoneRule'],
      ['country', 'Macau', 'support.countryRule'],
      ['country', undefined, 'support.countryRule'],
      ['eventType', 'wedding', 'support.eventTypeRule'],
      ['eventType', undefined, 'support.eventTypeRule'],
      ['participants', '10', 'support.participantsRule'],
      ['participants', undefined, 'support.participantsRule'],
      ['interests', [], 'support.interestsRule'],
      ['interests', ['basicTicketing', 'flying'], 'support.interestsRule'],
      ['interests', ['basicTicketing', 'basicTicketing'], 'support.interestsRule'],
      ['interests', 'basicTicketing', 'support.interestsRule'],
      ['interests', undefined, 'support.interestsRule'],
      ['moreInfo', 'x'.repeat(2001), 'support.moreInfoRule'],
      ['marketingConsent', undefined, 'support.consentRule'],
      ['marketingConsent', 'yes', 'support.consentRule'],
      ['captcha', undefined, 'account.humanCheckFailed'],
    ];
    for (const [field, value, key] of cases) {
      const res = await t.post(COOPERATION, without(good, field, value), { lang: 'en_US', ...fromClient() });
      expectWithMessage(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expectWithMessage(res.body.data.fields, `${field}=${JSON.stringify(value)}`).toContainEqual(
        expect.objectContaining({ field, message: translate(key, 'en_US') }),
      );
    }
    // Each enum value is accepted.
    for (const eventType of ['concert', 'festival', 'sportingEvent', 'corporateEvent', 'other']) {
      const res = await t.post(COOPERATION, await cooperationBody({ eventType }), fromClient());
      expectWithMessage(res.body.code, eventType).toBe(REPLY_CODES.SUCCESS.code);
    }
    for (const participants of ['0-99', '100-999', '5000+']) {
      const res = await t.post(
        COOPERATION,
        await cooperationBody({ participants, marketingConsent: true }),
        fromClient(),
      );
      expectWithMessage(res.body.code, participants).toBe(REPLY_CODES.SUCCESS.code);
    }
    const all = ['basicTicketing', 'advancedTicketing', 'streamingMedia', 'cashlessPayment', 'digitalOnSite'];
    const every = await t.post(
      COOPERATION,
      await cooperationBody({ interests: [...all, 'ticketingWebsiteSolution'] }),
      fromClient(),
    );
    expect(every.body.code).toBe(REPLY_CODES.SUCCESS.code);
    // A well-formed code that names no country, and an unknown field.
    const unknown = await t.post(COOPERATION, await cooperationBody({ country: 'ZZ' }), fromClient());
    expect(unknown.body.data.fields).toContainEqual(expect.objectContaining({ field: 'country' }));
    const extra = await t.post(COOPERATION, { ...(await cooperationBody()), budget: 1 }, fromClient());
    expect(extra.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    const zh = await t.post(COOPERATION, without(good, 'name', 'A'), { lang: 'zh-CN', ...fromClient() });
    expect(zh.body.msg).toMatch(/姓名/);
  });

  it('refuses a wrong or replayed human check', async () => {
    const wrong = await t.post(COOPERATION, await cooperationBody({ captcha: 'bm90LWEtc29sdXRpb24=' }), fromClient());
    expect(wrong.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
    const body = await supportBody();
    expect((await t.post(SUPPORT, body, fromClient())).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const replay = await t.post(SUPPORT, { ...body, email: newEmail() }, fromClient());
    expect(replay.body.code).toBe(REPLY_CODES.HUMAN_CHECK_FAILED.code);
  });

  it('throttles per e-mail address, whatever the client', async () => {
    const email = newEmail('repeat');
    for (let i = 0; i < 3; i++) {
      expect((await t.post(SUPPORT, await supportBody({ email }), fromClient())).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
    }
    const over = await t.post(COOPERATION, await cooperationBody({ email }), fromClient());
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
    expect((await t.post(SUPPORT, await supportBody(), fromClient())).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('throttles per client address, whatever the e-mail', async () => {
    const sameClient = fromClient();
    for (let i = 0; i < 10; i++) {
      expect((await t.post(SUPPORT, await supportBody(), sameClient)).body.code).toBe(REPLY_CODES.SUCCESS.code);
    }
    const over = await t.post(SUPPORT, await supportBody(), sameClient);
    expect(over.status).toBe(429);
    expect((await t.post(SUPPORT, await supportBody(), fromClient())).body.code).toBe(REPLY_CODES.SUCCESS.code);
  });

  it('stores a support request with its image and the signed-in fan, e-mails both sides', async () => {
    const fan = await signUp(t);
    const image = Buffer.concat([PNG, Buffer.alloc(1000, 7)]);
    const body = await supportBody({ email: fan.email, attachment: dataUrl('image/png', image) });
    const res = await t.post(SUPPORT, body, { token: fan.token, uuid: fan.uuid, lang: 'zh-TW', ...fromClient() });
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const ref = res.body.data.ref as string;
    expect(ref).toMatch(/^SR-\d{6}-[A-Z2-9]{6}$/);
    const row = await t.dataSource.manager
      .createQueryBuilder(Enquiry, 'e')
      .addSelect('e.attachment')
      .where('e.ref = :ref', { ref })
      .getOneOrFail();
    expect(row).toMatchObject({ type: 'support', issueType: 'payment', userId: fan.id, attachmentType: 'image/png' });
    expect(Buffer.from(row.attachment!).equals(image)).toBe(true);
    const [ops] = await outbox(t, OPS_EMAIL);
    expect(ops!.subject).toBe(`[Fanpass] Support request (payment) ${ref}`);
    expect(ops!.text).toContain('My card was charged twice');
    expect(ops!.text).toContain(`Attachment: image/png, ${image.length} bytes`);
    const [confirmation] = await outbox(t, fan.email);
    // In the account's language (English, as it signed up), not the request's.
    expect(confirmation!.subject).toBe(`We received your support request ${ref}`);
  });

  it('repeats the sender’s text only to the signed-in fan’s own address', async () => {
    const fan = await signUp(t);
    const own = await t.post(SUPPORT, await supportBody({ email: fan.email.toUpperCase() }), {
      token: fan.token,
      uuid: fan.uuid,
      ...fromClient(),
    });
    expect(own.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const [ownCopy] = await outbox(t, fan.email);
    expect(ownCopy!.text).toContain('My card was charged twice');

    // Anyone may type any address into the form: that address hears of the reference alone.
    const forged = 'Your account is locked. Pay the release fee at evil.example to open it.';
    for (const signedIn of [false, true]) {
      const victim = newEmail('victim');
      const res = await t.post(SUPPORT, await supportBody({ email: victim, issueText: forged }), {
        ...(signedIn ? { token: fan.token, uuid: fan.uuid } : {}),
        ...fromClient(),
      });
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const [confirmation] = await outbox(t, victim);
      expect(confirmation!.text).toContain(res.body.data.ref as string);
      expect(confirmation!.text).not.toContain('evil.example');
    }
    const victim = newEmail('victim');
    const coop = await t.post(COOPERATION, await cooperationBody({ email: victim, name: 'Pay evil.example now' }), {
      lang: 'en_US',
      ...fromClient(),
    });
    expect(coop.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const [confirmation] = await outbox(t, victim);
    expect(confirmation!.text).toMatch(/^Hello,/);
    expect(confirmation!.text).not.toContain('evil.example');
    const ops = (await outbox(t, OPS_EMAIL)).find((m) => m.subject.includes(coop.body.data.ref as string));
    expect(ops!.text).toContain('Pay evil.example now');
  });

  it('validates the support form: issue type, issue text, contact details', async () => {
    const good = await supportBody();
    const cases: [string, SignableValue | undefined, string][] = [
      ['issueType', 'billing', 'support.issueTypeRule'],
      ['issueType', undefined, 'support.issueTypeRule'],
      ['issueText', 'too short', 'support.issueTextRule'],
      ['issueText', '          padded          ', 'support.issueTextRule'],
      ['issueText', 'x'.repeat(2001), 'support.issueTextRule'],
      ['email', 'fan@', 'support.emailRule'],
      ['email', undefined, 'support.emailRule'],
      ['phone', '1', 'support.phoneRule'],
      ['attachment', 42, 'support.attachmentRule'],
      ['attachment', 'not a data url', 'support.attachmentRule'],
    ];
    for (const [field, value, key] of cases) {
      const res = await t.post(SUPPORT, without(good, field, value), { lang: 'en_US', ...fromClient() });
      expectWithMessage(res.body.code, `${field}=${String(value)}`).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(res.body.data.fields).toContainEqual(expect.objectContaining({ field, message: translate(key, 'en_US') }));
    }
    // Phone is optional, but an area code and a number come together.
    const noPhone = without(without(good, 'phone'), 'areaCode');
    expect((await t.post(SUPPORT, noPhone, fromClient())).body.code).toBe(REPLY_CODES.SUCCESS.code);
    const half = await t.post(SUPPORT, without(await supportBody(), 'areaCode'), fromClient());
    expect(half.body.data.fields).toContainEqual(expect.objectContaining({ field: 'phone' }));
  });

  it('refuses control characters outside free text, and ops lists print them written out', async () => {
    const refusal = (res: { body: { code: number; data: { fields: unknown[] } } }, field: string) => {
      expect(res.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
      expect(res.body.data.fields).toContainEqual(
        expect.objectContaining({ field, message: translate('validation.controlCharacters', 'en_US', { field }) }),
      );
    };
    const en = () => ({ lang: 'en_US', ...fromClient() });
    for (const name of ['Chan\nReference: BC-000000-FORGED', 'Chan\u001b[2J', 'Chan\u009bTai', 'Chan\tTai']) {
      refusal(await t.post(COOPERATION, await cooperationBody({ name }), en()), 'name');
    }
    // Free text keeps its lines, but not a terminal's codes.
    const lines = 'Line one of my problem.\r\nLine two,\tindented.';
    expect((await t.post(SUPPORT, await supportBody({ issueText: lines }), en())).body.code).toBe(
      REPLY_CODES.SUCCESS.code,
    );
    refusal(await t.post(SUPPORT, await supportBody({ issueText: 'Charged twice \u001b[31m red' }), en()), 'issueText');
    refusal(await t.post(COOPERATION, await cooperationBody({ moreInfo: 'Three\u0000nights' }), en()), 'moreInfo');
    // Any form: a nickname at sign-up.
    const email = newEmail('controls');
    const nickname = await t.post('/fanapih5/userInfo/regByEmail', {
      email,
      password: 'Abcdef12',
      code: '123456',
      nickname: 'Fan\nAdmin',
    });
    refusal(nickname, 'nickname');

    // A row stored before fields were checked prints on one line, its controls written out.
    const ref = 'BC-000000-CTRL01';
    await t.dataSource.manager.insert(Enquiry, {
      ref,
      type: 'cooperation',
      status: 'open',
      name: 'Chan\u001b[2J\nBC-000000-FORGED',
      email: 'old@example.com',
      lang: 'en',
      createdAt: Date.now(),
    });
    const listed = await t.ops('enquiries', 'list', '--type', 'cooperation');
    const row = listed.out.split('\n').find((l) => l.startsWith(ref))!;
    expect(row).toContain('Chan\\x1b[2J\\nBC-000000-FORGED <old@example.com>');
    expect(listed.out).not.toContain('\u001b');
    expect(listed.out.split('\n').some((l) => l.startsWith('BC-000000-FORGED'))).toBe(false);
  });

  it('refuses an image over the upload limit and anything that is not an image', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES, 1)]);
    const tooBig = await t.post(SUPPORT, await supportBody({ attachment: dataUrl('image/png', big) }), {
      lang: 'en_US',
      ...fromClient(),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe(REPLY_CODES.UPLOAD_LIMIT_EXCEEDED.code);
    expect(tooBig.body.msg).toMatch(/^Upload limit exceeded/);

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    for (const attachment of [dataUrl('application/pdf', pdf), dataUrl('image/png', pdf), dataUrl('image/jpeg', PNG)]) {
      const res = await t.post(SUPPORT, await supportBody({ attachment }), fromClient());
      expect(res.status).toBe(415);
      expect(res.body.code).toBe(REPLY_CODES.UPLOAD_NOT_IMAGE.code);
    }
    const count = await t.dataSource.manager.countBy(Enquiry, { attachmentType: 'application/pdf' });
    expect(count).toBe(0);
  });

  it('lets operators list, filter, export and close what came in', async () => {
    const res = await t.post(
      SUPPORT,
      await supportBody({ issueText: '=HYPERLINK("x"), "quoted", and more' }),
      fromClient(),
    );
    const ref = res.body.data.ref as string;

    const all = await t.ops('enquiries', 'list');
    expect(all.code).toBe(0);
    expect(all.out).toContain(ref);
    expect(all.out).toMatch(/BC-/);
    const support = await t.ops('enquiries', 'list', '--type', 'support');
    expect(support.out).toContain(ref);
    expect(support.out).not.toMatch(/BC-/);
    const future = await t.ops('enquiries', 'list', '--since', '2999-01-01');
    expect(future.out).toMatch(/^0 requests$/m);
    expect((await t.ops('enquiries', 'list', '--type', 'spam')).code).toBe(2);

    const file = join(mkdtempSync(join(tmpdir(), 'enquiries-')), 'out.csv');
    const exported = await t.ops('enquiries', 'export', file, '--type', 'support');
    expect(exported.code).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^ref,type,status,createdAt,name,email,phone/);
    const line = csv.split('\r\n').find((l) => l.startsWith(ref))!;
    expect(line).toContain(`"'=HYPERLINK(""x""), ""quoted"", and more"`);

    expect((await t.ops('enquiries', 'close', ref.toLowerCase())).code).toBe(0);
    expect((await t.ops('enquiries', 'close', ref)).out).toMatch(/already closed/);
    expect((await t.ops('enquiries', 'close', 'SR-000000-NOPE00')).code).toBe(1);
    expect((await t.ops('enquiries', 'list', '--type', 'support')).out).toMatch(new RegExp(`${ref}.*closed`));
  });

  it('hands operators the image of a request', async () => {
    const image = Buffer.concat([PNG, Buffer.from('pixels')]);
    const res = await t.post(SUPPORT, await supportBody({ attachment: dataUrl('image/png', image) }), fromClient());
    const file = join(mkdtempSync(join(tmpdir(), 'enquiry-image-')), 'shot.png');
    const saved = await t.ops('enquiries', 'attachment', res.body.data.ref as string, file);
    expect(saved.code).toBe(0);
    expect(readFileSync(file).equals(image)).toBe(true);
  });

  it('gives the web app the support hotline and e-mail', async () => {
    const res = await t.get('/fanapih5/basic/clientConfig');
    expect(res.body.data).toMatchObject({ supportPhone: '+853 2800 0000', supportEmail: 'support@fanpass.local' });
    const custom = await t.startSibling({ SUPPORT_PHONE: '+852 1234 5678', SUPPORT_EMAIL: 'help@example.com' });
    try {
      const configured = await custom.get('/fanapih5/basic/clientConfig');
      expect(configured.body.data).toMatchObject({ supportPhone: '+852 1234 5678', supportEmail: 'help@example.com' });
    } finally {
      await custom.stop();
    }
  });
});

describe('notices in the reader’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes a text per language and answers the caller’s, English for the others', async () => {
    const set = await t.ops(
      'notice',
      'set',
      'Doors',
      'Doors open at 18:00',
      '--th',
      'ประตู',
      'ประตูเปิด 18:00',
      '--zh',
      '入场',
      '18:00 开门',
    );
    expect(set.code).toBe(0);
    const th = await t.get('/fanapih5/notify', {}, { lang: 'th-TH' });
    expect(th.body.data).toMatchObject({ title: 'ประตู', content: 'ประตูเปิด 18:00' });
    const zh = await t.get('/fanapih5/notify', {}, { lang: 'zh-CN' });
    expect(zh.body.data).toMatchObject({ title: '入场', content: '18:00 开门' });
    const vi = await t.get('/fanapih5/notify', {}, { lang: 'vi' });
    expect(vi.body.data).toMatchObject({ title: 'Doors', content: 'Doors open at 18:00' });
    expect(th.body.data.id).toBe(vi.body.data.id);
  });

  it('refuses an unknown language or a translation without its content', async () => {
    expect((await t.ops('notice', 'set', 'Doors', 'Open', '--fr', 'Portes', 'Ouvertes')).code).toBe(2);
    expect((await t.ops('notice', 'set', 'Doors', 'Open', '--th', 'ประตู')).code).toBe(2);
    expect((await t.ops('notice', 'set', 'Doors', 'Open', '--en_US', 'Doors', 'Open')).code).toBe(2);
  });
});
