import { type Language, REPLY_CODES, translate } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TransactionRunner } from '../src/database/transaction.js';
import { MAIL_SENDER } from '../src/infra/tokens.js';
import { DELIVERY_LEASE_MS } from '../src/modules/outbox/delivery.job.js';
import { DeliveriesRepository } from '../src/modules/outbox/deliveries.repository.js';
import { DeliveryJob, Outbox, OutboxDelivery } from '../src/modules/outbox/index.js';
import type { MailMessage, MailSender } from '../src/modules/outbox/senders.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { ACCOUNTS_ENV, captcha, lastCode, newEmail, outbox, sendEmailCode } from './support/accounts.js';
import { createCampaign } from './support/giveaway.js';
import { addressOf, createMerch, MERCH_ORDER } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';
import { submitHostedPage } from './support/traffic.js';
import { paidTicket } from './support/wallet-tickets.js';
import { topUp } from './support/wallet.js';

/** The job runs when a test says so (runOnce, or right after a commit), never on its timer. */
const ENV = { ...ACCOUNTS_ENV, OUTBOX_INTERVAL_MS: '3600000', OUTBOX_MAX_ATTEMPTS: '3' };

describe('the durable outbox: written with the change, delivered once, retried, dead-lettered', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start(ENV);
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  const job = (app: TestApp = t) => app.app.get(DeliveryJob);
  const deliveriesTo = (to: string) =>
    t.dataSource.manager.find(OutboxDelivery, { where: { recipient: to }, order: { id: 'ASC' } });

  /** The SMTP server refuses the first `failures` messages (all of them with Infinity). */
  function failingMail(failures: number): () => void {
    const mail = t.app.get<MailSender>(MAIL_SENDER);
    const send = mail.send.bind(mail);
    let left = failures;
    mail.send = (message: MailMessage) =>
      left-- > 0 ? Promise.reject(new Error('451 try again later')) : send(message);
    return () => {
      mail.send = send;
    };
  }

  it('a crash after the commit loses no e-mail: the restarted service delivers it once', async () => {
    const email = newEmail();
    job().stop();
    expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
    // Committed with the code, not sent: the process "dies" here.
    expect(await outbox(t, email)).toEqual([]);
    expect(await deliveriesTo(email)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    await t.stop();

    t = await t.startSibling(ENV);
    await t.listen();
    expect(await job().runOnce()).toBe(1);
    expect(await job().runOnce()).toBe(0);
    const sent = await outbox(t, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/verification code: \d{6}$/);
    expect(await deliveriesTo(email)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('a send cut off by a crash (claimed, never marked) is sent again once its lease has run out', async () => {
    const email = newEmail();
    job().stop();
    try {
      await t.app
        .get(TransactionRunner)
        .withTransaction((tx) =>
          t.app.get(Outbox).mail(tx, `lease:${email}`, { to: email, subject: 'Lease', text: 'x' }),
        );
      const [row] = await deliveriesTo(email);
      // An instance claims it and dies before sending.
      const now = t.clock.now();
      expect(await t.app.get(DeliveriesRepository).claim(row!.id, 0, now, now + DELIVERY_LEASE_MS)).toBe(true);
      expect(await job().runOnce()).toBe(0);
      t.clock.advance(DELIVERY_LEASE_MS);
      expect(await job().runOnce()).toBe(1);
    } finally {
      job().start();
    }
    expect(await outbox(t, email)).toHaveLength(1);
    expect(await deliveriesTo(email)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('a sender that fails twice then succeeds delivers once, backing off 2 s then 4 s on the clock', async () => {
    const email = newEmail();
    const restore = failingMail(2);
    try {
      // The attempt right after the commit fails: the answer is still a success.
      expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(await deliveriesTo(email)).toMatchObject([{ status: 'failed', attempts: 1 }]);
      expect(await job().runOnce()).toBe(0);
      t.clock.advance(2_000);
      expect(await job().runOnce()).toBe(0);
      expect(await deliveriesTo(email)).toMatchObject([{ status: 'failed', attempts: 2 }]);
      t.clock.advance(3_999);
      expect(await job().runOnce()).toBe(0);
      t.clock.advance(1);
      expect(await job().runOnce()).toBe(1);
      expect(await job().runOnce()).toBe(0);
    } finally {
      restore();
    }
    expect(await outbox(t, email)).toHaveLength(1);
    expect(await deliveriesTo(email)).toMatchObject([{ status: 'sent', attempts: 3, lastError: null }]);
  });

  it('a sender that always fails leaves the delivery dead, listed by ops; ops retry sends it', async () => {
    const email = newEmail();
    const restore = failingMail(Infinity);
    try {
      expect((await sendEmailCode(t, email, 'register')).body.code).toBe(REPLY_CODES.SUCCESS.code);
      t.clock.advance(2_000);
      await job().runOnce();
      t.clock.advance(4_000);
      await job().runOnce();
    } finally {
      restore();
    }
    const [dead] = await deliveriesTo(email);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error: 451 try again later' });
    // Dead stays dead: the job leaves it to ops.
    t.clock.advance(3_600_000);
    await job().runOnce();
    expect(await outbox(t, email)).toEqual([]);

    const listed = await t.opsOnClock('outbox', 'list', '--status', 'dead');
    expect(listed.code).toBe(1);
    expect(listed.out).toContain(`${dead!.id} dead email ${email} code:`);
    expect((await t.opsOnClock('outbox', 'list', '--status', 'lost')).code).toBe(2);

    const retried = await t.opsOnClock('outbox', 'retry', String(dead!.id));
    expect(retried).toEqual({ code: 0, out: `Delivery ${dead!.id}: sent` });
    expect(await outbox(t, email)).toHaveLength(1);
    expect((await t.opsOnClock('outbox', 'retry', String(dead!.id))).code).toBe(1);
    expect((await t.opsOnClock('outbox', 'list', '--status', 'dead')).out).not.toContain(email);
  });

  it('two instances racing over the same due deliveries send each one once', async () => {
    const to = Array.from({ length: 6 }, () => newEmail('race'));
    job().stop();
    const other = await t.startSibling(ENV);
    try {
      job(other).stop();
      await t.app.get(TransactionRunner).withTransaction(async (tx) => {
        for (const address of to) {
          await t.app.get(Outbox).mail(tx, `race:${address}`, { to: address, subject: 'Race', text: address });
          // The same business event again writes nothing.
          await t.app.get(Outbox).mail(tx, `race:${address}`, { to: address, subject: 'Race', text: address });
        }
      });
      const sent = await Promise.all([job().runOnce(), job(other).runOnce(), job().runOnce(), job(other).runOnce()]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(to.length);
      for (const address of to) expect(await outbox(t, address)).toHaveLength(1);
    } finally {
      await other.stop();
      job().start();
    }
  });

  describe('every e-mail in the account language', () => {
    const subjectOf = async (to: string) => (await outbox(t, to))[0]?.subject;

    it.each<[Language, Language]>([
      ['th', 'vi'],
      ['vi', 'th'],
    ])('a %s sender and a %s recipient, asking in English', async (mine, theirs) => {
      const english = { lang: 'en_US' };
      const sender = await buyer(t, { lang: mine, nickname: 'Alice' });
      const friend = await buyer(t, { lang: theirs });

      // A verification code (forgotten password), asked for in English.
      const forget = await sendEmailCode(t, sender.user.email, 'forget', undefined, 'en_US');
      expect(forget.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const code = await lastCode(t, sender.user.email);
      expect(await subjectOf(sender.user.email)).toBe(codeSubject(mine, code));

      // A transfer: the code, then the sender's and the recipient's e-mails.
      const { ticket, title } = await paidTicket(t, sender);
      const call = (path: string, body: Record<string, string>, fan: Buyer) =>
        t.post(`/fanapih5/ticket/transfer/${path}`, body, { ...fan.opts, ...english });
      const body = { code: ticket.code, toUserMail: friend.user.email };
      expect((await call('sendCode', body, sender)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      const verifyCode = await lastCode(t, sender.user.email);
      expect(await subjectOf(sender.user.email)).toBe(codeSubject(mine, verifyCode));
      expect((await call('confirm', { ...body, verifyCode }, sender)).body.code).toBe(REPLY_CODES.SUCCESS.code);
      expect(await subjectOf(sender.user.email)).toBe(translate('tickets.transferSentSubject', mine, { event: title }));
      expect(await subjectOf(friend.user.email)).toBe(
        translate('tickets.transferReceivedSubject', theirs, { from: 'Alice', event: title }),
      );

      // A merch order placed in English, paid by card, then shipped by ops.
      const tee = await createMerch(t);
      const placed = await t.post(
        MERCH_ORDER,
        {
          items: [{ variantId: tee.variants[0]!.id, quantity: 1 }],
          fulfilment: 'delivery',
          addressId: await addressOf(t, friend),
        },
        { ...friend.opts, ...english },
      );
      const orderNo = placed.body.data.orderNo as string;
      const pay = await t.post(
        '/fanapih5/payment/create',
        { orderNo, method: 'card', paymentType: 'visa' },
        friend.opts,
      );
      const card = { cardHolder: 'Chan Tai Man', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
      expect(
        (
          await submitHostedPage(pay.body.data.redirectUrl as string, {
            ...card,
            cardType: 'visa',
            paymentType: 'visa',
          })
        ).status,
      ).toBe(303);
      await t.app.get(SandboxCheckoutService).settled();
      expect(await subjectOf(friend.user.email)).toBe(translate('merch.paidSubject', theirs, { orderNo }));
      expect((await t.opsOnClock('merch', 'ship', orderNo, 'SF', '123456')).code).toBe(0);
      expect(await subjectOf(friend.user.email)).toBe(translate('merch.shippedSubject', theirs, { orderNo }));

      // A support request from the fan's own address, sent in English.
      const support = await t.post(
        '/fanapih5/support/submit',
        {
          issueType: 'payment',
          issueText: 'My card was charged twice for one order.',
          email: sender.user.email,
          areaCode: '853',
          phone: '66123456',
          captcha: await captcha(t),
        },
        { ...sender.opts, ...english },
      );
      expect(support.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const ref = support.body.data.ref as string;
      expect(await subjectOf(sender.user.email)).toBe(translate('support.supportSubject', mine, { ref }));
    });

    it('a giveaway win, the fan having joined in English', async () => {
      const end = t.clock.now() + 60_000;
      const slug = await createCampaign(t, { endsAt: end, prizes: [{ name: 'Backstage pass', quantity: 1 }] });
      const winner = await buyer(t, { lang: 'th' });
      expect((await t.post('/fanapih5/giveaway/join', {}, { ...winner.opts, lang: 'en_US' })).body.code).toBe(
        REPLY_CODES.SUCCESS.code,
      );
      await topUp(t, winner, 100_000_00);
      expect((await t.opsOnClock('giveaway', 'commit', slug)).code).toBe(0);
      t.clock.advance(end - t.clock.now() + 50);
      const drawn = await t.opsOnClock('giveaway', 'draw', slug);
      expect(drawn.code).toBe(0);
      const campaign = `Giveaway ${slug}`;
      expect(await subjectOf(winner.user.email)).toBe(translate('giveaway.winSubject', 'th', { campaign }));
    });
  });
});

/** The verification-code e-mail's subject in a language (codes/templates.ts). */
function codeSubject(lang: Language, code: string): string {
  const subjects: Partial<Record<Language, string>> = {
    th: `รหัสยืนยัน Fanpass ของคุณ: ${code}`,
    vi: `Mã xác minh Fanpass của bạn: ${code}`,
  };
  return subjects[lang]!;
}
