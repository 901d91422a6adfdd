import { drawWinners, REPLY_CODES, seedCommitment } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS_ENV, outbox, signUp } from './support/accounts.js';
import { createCampaign, GIVEAWAY, verifyPhone } from './support/giveaway.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer } from './support/tickets-fixtures.js';
import { recharge, sandboxCallback, verifyWallet } from './support/wallet.js';
import { expectWithMessage } from './support/expect-with-message.js';

const VND = 100; // minor units per đồng
const DAY = 86_400_000;

describe('giveaway: entries for registering, inviting and topping up, their caps, expiry, and a verifiable draw', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start(ACCOUNTS_ENV);
    await t.listen();
  });
  afterAll(async () => {
    expect(await verifyWallet(t)).toMatchObject({ code: 0 });
    await t.close();
  });

  /** Ends every running campaign so each test has its own. */
  async function freshCampaign(extra: Parameters<typeof createCampaign>[1] = {}): Promise<string> {
    await t.dataSource.query('UPDATE giveaway_campaigns SET ends_at = starts_at WHERE ends_at > starts_at');
    return createCampaign(t, extra);
  }

  const entries = async (opts: Buyer['opts']) => (await t.get(`${GIVEAWAY}/myEntries`, {}, opts)).body.data;

  /** A top-up paid by a signed sandbox callback; answers the callback body (to replay it). */
  async function paidTopUp(fan: Buyer, amount: number) {
    const created = await recharge(t, fan, amount);
    const body = {
      paymentNo: created.paymentNo,
      txnId: `sbx_gw_${created.paymentNo}`,
      result: 'succeeded' as const,
      amount,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
    };
    const res = await sandboxCallback(t, body);
    expect(res.status).toBe(200);
    return { body, orderNo: created.orderNo };
  }

  it('the current campaign is public (name, prizes, period, the rules of spec §9); a fan joins once', async () => {
    const slug = await freshCampaign({ prizes: [{ name: 'Two tickets', quantity: 2 }] });
    const pub = await t.get(`${GIVEAWAY}/current`);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({
      slug,
      status: 'running',
      prizes: [{ name: 'Two tickets', quantity: 2, voucher: false }],
      rules: {
        registerEntries: 1,
        topupUnit: 10_000 * VND,
        topupMax: 10,
        inviteEntries: 1,
        inviteMax: 10,
        inviteTopupMin: 10_000 * VND,
        inviteTopupEntries: 1,
        inviteTopupMax: 10,
      },
      seedHash: null,
      me: null,
    });
    const fan = await buyer(t);
    expect((await t.get(`${GIVEAWAY}/current`, {}, fan.opts)).body.data.me).toEqual({ joined: false, entries: 0 });
    const joined = await t.post(`${GIVEAWAY}/join`, {}, fan.opts);
    expect(joined.body.data).toEqual({ slug, joined: true, joinedAt: t.clock.now() });
    t.clock.advance(1000);
    expect((await t.post(`${GIVEAWAY}/join`, {}, fan.opts)).body.data.joinedAt).toBe(joined.body.data.joinedAt);
    expect((await t.get(`${GIVEAWAY}/current`, {}, fan.opts)).body.data.me).toEqual({ joined: true, entries: 0 });
    expect((await t.post(`${GIVEAWAY}/join`, {})).status).toBe(401);
    expect((await t.get(`${GIVEAWAY}/myEntries`, {})).status).toBe(401);
    const missing = await t.get(`${GIVEAWAY}/result`, { campaign: 'no-such-thing' }, { lang: 'en_US' });
    expect(missing.body).toMatchObject({
      code: REPLY_CODES.GIVEAWAY_NOT_FOUND.code,
      msg: 'There is no such giveaway.',
    });
  });

  it('signing up earns 1 entry at once; through an invite, the inviter earns 1 when the phone is verified', async () => {
    await freshCampaign();
    const inviter = await signUp(t);
    const invited = await signUp(t, { inviteCode: inviter.inviteCode });
    const inviterOpts = { token: inviter.token, uuid: inviter.uuid };
    const invitedOpts = { token: invited.token, uuid: invited.uuid };
    // Registering is enough (spec §9: "1 entry for registering"); no phone needed.
    const mine = await entries(invitedOpts);
    expect(mine).toMatchObject({
      total: 1,
      active: 1,
      expired: 0,
      bySource: { register: 1, topup: 0, invite: 0, inviteTopup: 0 },
    });
    expect(mine.list).toEqual([
      expect.objectContaining({
        source: 'register',
        count: 1,
        status: 'Active',
        detail: null,
        createdAt: t.clock.now(),
      }),
    ]);
    expect((await entries(inviterOpts)).bySource).toEqual({ register: 1, topup: 0, invite: 0, inviteTopup: 0 });
    expect((await t.get(`${GIVEAWAY}/myInvites`, {}, inviterOpts)).body.data).toEqual({
      inviteCode: inviter.inviteCode,
      list: [
        {
          email: `${invited.email.slice(0, 2)}***@example.com`,
          registeredAt: t.clock.now(),
          earned: false,
          toppedUp: false,
        },
      ],
    });

    expect((await verifyPhone(t, invited.token)).body.data.isPhoneVerified).toBe(1);
    expect((await entries(invitedOpts)).total).toBe(1);
    const theirs = await entries(inviterOpts);
    expect(theirs.bySource).toEqual({ register: 1, topup: 0, invite: 1, inviteTopup: 0 });
    expect(theirs.list.find((e: { source: string }) => e.source === 'invite')).toMatchObject({
      count: 1,
      detail: `${invited.email.slice(0, 2)}***@example.com`,
    });
    expect((await t.get(`${GIVEAWAY}/myInvites`, {}, inviterOpts)).body.data.list[0].earned).toBe(true);

    // Verifying another number later grants nothing more.
    await verifyPhone(t, invited.token);
    expect((await entries(invitedOpts)).total).toBe(1);
    expect((await entries(inviterOpts)).total).toBe(2);

    // An account made before the campaign started registered in the one before (its entry there
    // has expired): it earns nothing in this one, nor by verifying its phone.
    const old = await signUp(t);
    t.clock.advance(60_000);
    await freshCampaign({ startsAt: t.clock.now() });
    await verifyPhone(t, old.token);
    expect(await entries({ token: old.token, uuid: old.uuid })).toMatchObject({ active: 0, expired: 1 });
    // Nor does a sign-up while no campaign runs.
    await t.dataSource.query('UPDATE giveaway_campaigns SET ends_at = starts_at WHERE ends_at > starts_at');
    const between = await signUp(t);
    await freshCampaign();
    expect((await entries({ token: between.token, uuid: between.uuid })).total).toBe(0);
  });

  it('invites: at most 10 entries, also when 12 invited fans verify their phones at the same time', async () => {
    await freshCampaign();
    const inviter = await buyer(t);
    const invited = await Promise.all(
      Array.from({ length: 12 }, () => buyer(t, { phoneVerified: false, invitedBy: inviter.user.id })),
    );
    const answers = await Promise.all(invited.map((fan) => verifyPhone(t, fan.opts.token!)));
    expect(answers.every((a) => a.body.code === REPLY_CODES.SUCCESS.code)).toBe(true);
    const mine = await entries(inviter.opts);
    expect(mine.bySource.invite).toBe(10);
    expect(mine.list).toHaveLength(10);
    const invites = (await t.get(`${GIVEAWAY}/myInvites`, {}, inviter.opts)).body.data.list;
    expect(invites).toHaveLength(12);
    expect(invites.filter((i: { earned: boolean }) => i.earned)).toHaveLength(10);
    // The registration entry is earned by signing up, not by the phone (these fans were made directly).
    for (const fan of invited) expect((await entries(fan.opts)).bySource.register).toBe(0);
  });

  it('top-ups: 1 per 10,000 VND, at most 10; a replayed callback grants nothing more', async () => {
    await freshCampaign();
    const fan = await buyer(t);
    const first = await paidTopUp(fan, 35_000 * VND);
    expect((await entries(fan.opts)).list).toEqual([
      expect.objectContaining({ source: 'topup', count: 3, detail: first.orderNo, status: 'Active' }),
    ]);
    const replays = await Promise.all([1, 2, 3].map(() => sandboxCallback(t, first.body)));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    expect((await entries(fan.opts)).bySource.topup).toBe(3);
    await paidTopUp(fan, 9_999 * VND);
    expect((await entries(fan.opts)).bySource.topup).toBe(3);
    await paidTopUp(fan, 100_000 * VND);
    const capped = await entries(fan.opts);
    expect(capped.bySource.topup).toBe(10);
    expect(capped.list.map((e: { count: number }) => e.count)).toEqual([7, 3]);
    await paidTopUp(fan, 50_000 * VND);
    expect((await entries(fan.opts)).bySource.topup).toBe(10);
  });

  it('six top-ups at the same time never pass the cap of 10', async () => {
    await freshCampaign();
    const fan = await buyer(t);
    await Promise.all(Array.from({ length: 6 }, () => paidTopUp(fan, 30_000 * VND)));
    const mine = await entries(fan.opts);
    expect(mine.bySource.topup).toBe(10);
    expect(mine.list.reduce((n: number, e: { count: number }) => n + e.count, 0)).toBe(10);
  });

  it("an invited new fan's top-up above 10,000 VND earns the inviter one and the fan one, once", async () => {
    await freshCampaign();
    const inviter = await buyer(t);
    const fan = await buyer(t, { invitedBy: inviter.user.id });
    await paidTopUp(fan, 10_000 * VND); // not more than 10,000 VND
    expect((await entries(fan.opts)).bySource).toEqual({ register: 0, topup: 1, invite: 0, inviteTopup: 0 });
    expect((await entries(inviter.opts)).total).toBe(0);
    await paidTopUp(fan, 20_000 * VND);
    expect((await entries(fan.opts)).bySource).toEqual({ register: 0, topup: 3, invite: 0, inviteTopup: 1 });
    expect((await entries(inviter.opts)).bySource).toEqual({ register: 0, topup: 0, invite: 0, inviteTopup: 1 });
    expect((await t.get(`${GIVEAWAY}/myInvites`, {}, inviter.opts)).body.data.list[0].toppedUp).toBe(true);
    await paidTopUp(fan, 50_000 * VND);
    expect((await entries(fan.opts)).bySource.inviteTopup).toBe(1);
    expect((await entries(inviter.opts)).bySource.inviteTopup).toBe(1);
  });

  it('a campaign’s numbers are its own: 2 entries per invite, at most 4', async () => {
    await freshCampaign({ rules: { inviteEntries: 2, inviteMax: 4 } });
    const inviter = await buyer(t);
    for (let i = 0; i < 3; i++) {
      const fan = await buyer(t, { phoneVerified: false, invitedBy: inviter.user.id });
      await verifyPhone(t, fan.opts.token!);
    }
    expect((await entries(inviter.opts)).list.map((e: { count: number }) => e.count)).toEqual([2, 2]);
    expect((await entries(inviter.opts)).bySource.invite).toBe(4);
  });

  it('entries expire at the campaign end; nothing is earned after it', async () => {
    const start = t.clock.now();
    await freshCampaign({ endsAt: start + DAY });
    const fan = await buyer(t);
    await paidTopUp(fan, 20_000 * VND);
    expect((await entries(fan.opts)).list[0]).toMatchObject({ status: 'Active', expiresAt: start + DAY });
    t.clock.advance(DAY);
    const after = await entries(fan.opts);
    expect(after).toMatchObject({ total: 2, active: 0, expired: 2 });
    expect(after.list[0].status).toBe('Expire');
    expect((await t.get(`${GIVEAWAY}/current`, {}, fan.opts)).body.data).toMatchObject({
      status: 'ended',
      me: { entries: 0 },
    });
    await paidTopUp(fan, 20_000 * VND);
    expect((await entries(fan.opts)).total).toBe(2);
    const late = await t.post(`${GIVEAWAY}/join`, {}, { ...fan.opts, lang: 'en_US' });
    expect(late.body).toMatchObject({
      code: REPLY_CODES.GIVEAWAY_NOT_RUNNING.code,
      msg: 'This giveaway is not open right now.',
    });
  });

  it('the draw: committed before the end, drawn after it from the revealed seed, re-run by verify', async () => {
    // The app and the ops commands on the test's clock: the campaign ends when the test moves it past.
    t.clock.current = Date.now();
    const end = t.clock.now() + 4000;
    const slug = await freshCampaign({
      endsAt: end,
      prizes: [
        { name: 'Backstage pass', quantity: 1 },
        { name: 'Poster', quantity: 2, voucher: { kind: 'fixed', value: 5_000_000, validDays: 30 } },
      ],
    });
    expect((await t.opsOnClock('giveaway', 'draw', slug)).out).toContain('has not ended yet');
    const committed = await t.opsOnClock('giveaway', 'commit', slug);
    expectWithMessage(committed.code, committed.out).toBe(0);
    const hash = committed.out.match(/[0-9a-f]{64}/)![0];
    expect((await t.opsOnClock('giveaway', 'commit', slug)).code).toBe(1);
    expect((await t.get(`${GIVEAWAY}/current`)).body.data.seedHash).toBe(hash);
    const before = (await t.get(`${GIVEAWAY}/result`, { campaign: slug })).body.data;
    expect(before).toMatchObject({ seedHash: hash, seed: null, participants: [], winners: [] });

    const fans = await Promise.all(Array.from({ length: 5 }, () => buyer(t)));
    for (const [i, fan] of fans.entries()) {
      await paidTopUp(fan, (i + 1) * 10_000 * VND);
      if (i < 4) await t.post(`${GIVEAWAY}/join`, {}, { ...fan.opts, lang: i === 0 ? 'vi' : 'en_US' });
    }
    t.clock.advance(end - t.clock.now() + 50);
    expect((await t.opsOnClock('giveaway', 'commit', slug)).out).toContain('has ended');
    const drawn = await t.opsOnClock('giveaway', 'draw', slug);
    expectWithMessage(drawn.code, drawn.out).toBe(0);
    expect((await t.opsOnClock('giveaway', 'draw', slug)).out).toContain('drawn already');

    const result = (await t.get(`${GIVEAWAY}/result`, { campaign: slug })).body.data;
    expect(seedCommitment(result.seed)).toBe(hash);
    // Only the four who joined take part, each with their entries, sorted by code.
    expect(result.participants.map((p: { entries: number }) => p.entries).sort()).toEqual([1, 2, 3, 4]);
    const codes = result.participants.map((p: { code: string }) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(result.winners.map((w: { code: string }) => w.code)).toEqual(
      drawWinners(result.seed, result.participants, 3),
    );
    expect(result.winners.map((w: { prize: string }) => w.prize)).toEqual(['Backstage pass', 'Poster', 'Poster']);
    const emails = new Set(fans.slice(0, 4).map((f) => `${f.user.email.slice(0, 2)}***@example.com`));
    for (const w of result.winners) expect(emails.has(w.email)).toBe(true);

    const verified = await t.ops('giveaway', 'verify', slug);
    expectWithMessage(verified.code, verified.out).toBe(0);
    // Winners are told: an e-mail and an in-app notice each.
    let told = 0;
    for (const fan of fans.slice(0, 4)) {
      const mail = await outbox(t, fan.user.email);
      if (!mail.length) continue;
      told += 1;
      expect(mail[0]!.text).toContain(`/#/giveaway/result?campaign=${slug}`);
      const notice = await t.get('/fanapih5/notify', {}, fan.opts);
      expect(notice.body.data.title).toMatch(/Backstage pass|Poster/);
    }
    expect(told).toBe(3);
    // The two Poster prizes are vouchers: each lands in its winner's My Voucher, once.
    let vouchers = 0;
    for (const fan of fans) {
      const mine = (await t.get('/fanapih5/voucher/mine', { status: 'available' }, fan.opts)).body.data;
      for (const v of mine.list) {
        expect(v).toMatchObject({ kind: 'fixed', value: 5_000_000, title: 'Poster' });
        vouchers += 1;
      }
    }
    expect(vouchers).toBe(2);

    // A published list that was changed no longer verifies.
    await t.dataSource.query(
      `UPDATE giveaway_campaigns SET participants = REPLACE(participants, '"entries":4', '"entries":40') WHERE slug = '${slug}'`,
    );
    const tampered = await t.ops('giveaway', 'verify', slug);
    expect(tampered.code).toBe(1);
  });
});
