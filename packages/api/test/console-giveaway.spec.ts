import { drawWinners, REPLY_CODES, seedCommitment } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditEntry } from '../src/modules/audit/index.js';
import { ACCOUNTS_ENV, signUp } from './support/accounts.js';
import { consoleUser } from './support/console-fixtures.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const GIVEAWAY = '/fanapih5/console/giveaway';
const HOUR = 3_600_000;

describe('console giveaway: campaigns created, committed, drawn and their result, by admins only', () => {
  let t: TestApp;
  let admin: Buyer;
  let support: Buyer;
  let organiser: Buyer;
  let fan: Buyer;

  const campaign = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    name: 'Console giveaway',
    start: t.clock.now() - 60_000,
    end: t.clock.now() + HOUR,
    prizes: [{ name: 'Two concert tickets', quantity: 1 }],
    ...extra,
  });

  beforeAll(async () => {
    t = await TestApp.start(ACCOUNTS_ENV);
    const event = (await createEvent(t)).event;
    admin = await consoleUser(t, ['admin', 0]);
    support = await consoleUser(t, ['support', 0]);
    organiser = await consoleUser(t, ['organiser', event.id]);
    fan = await buyer(t, {}, 'PC');
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a campaign with the checks of the ops command, and refuses a bad or taken one', async () => {
    const created = await t.post(
      `${GIVEAWAY}/create`,
      campaign('console-spring', { rules: { topupMax: 5 } }),
      admin.opts,
    );
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({
      slug: 'console-spring',
      status: 'running',
      prizes: [{ name: 'Two concert tickets', quantity: 1, voucher: false }],
      seedHash: null,
      drawnAt: null,
      joined: 0,
    });
    expect(created.body.data.rules).toMatchObject({ topupMax: 5, registerEntries: 1 });
    const bad = await t.post(
      `${GIVEAWAY}/create`,
      campaign('x', { end: t.clock.now() - HOUR, prizes: [{ name: '', quantity: 0 }] }),
      { ...admin.opts, lang: 'en_US' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_INVALID.code);
    expect(bad.body.msg).toMatch(
      /^Check the campaign's details: slug: .*end: must be after start.*prizes\[0\]\.quantity/,
    );
    const taken = await t.post(`${GIVEAWAY}/create`, campaign('console-spring'), admin.opts);
    expect(taken.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_SLUG_TAKEN.code);
    const listed = await t.get(GIVEAWAY, {}, admin.opts);
    expect(listed.body.data.map((c: { slug: string }) => c.slug)).toContain('console-spring');
  });

  it('commits before the end, draws after it, once each; the result masks the winners', async () => {
    const slug = 'console-draw';
    // The only campaign running: the fan's entry and joining go to it.
    await t.dataSource.query('UPDATE giveaway_campaigns SET ends_at = starts_at WHERE ends_at > starts_at');
    expect((await t.post(`${GIVEAWAY}/create`, campaign(slug), admin.opts)).body.code).toBe(200);
    // A fan signs up while it runs (one entry) and joins.
    const winner = await signUp(t);
    const joined = await t.post('/fanapih5/giveaway/join', {}, { token: winner.token, uuid: winner.uuid });
    expect(joined.body.data).toMatchObject({ slug, joined: true });

    const early = await t.post(`${GIVEAWAY}/draw`, { slug }, admin.opts);
    expect(early.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_NOT_ENDED.code);
    const committed = await t.post(`${GIVEAWAY}/commit`, { slug }, admin.opts);
    expect(committed.body.data).toMatchObject({ slug, status: 'running', committedAt: t.clock.now(), joined: 1 });
    const hash = committed.body.data.seedHash as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const twice = await t.post(`${GIVEAWAY}/commit`, { slug }, admin.opts);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_COMMITTED.code);
    const before = await t.get(`${GIVEAWAY}/result`, { slug }, admin.opts);
    expect(before.body.data).toMatchObject({ seedHash: hash, seed: null, drawnAt: null, winners: [] });

    t.clock.advance(HOUR);
    const drawn = await t.post(`${GIVEAWAY}/draw`, { slug }, admin.opts);
    expect(drawn.body.code).toBe(200);
    const result = drawn.body.data;
    expect(seedCommitment(result.seed)).toBe(hash);
    expect(result.participants).toHaveLength(1);
    expect(drawWinners(result.seed, result.participants, 1)).toEqual([result.winners[0].code]);
    expect(result.winners).toEqual([
      {
        prize: 'Two concert tickets',
        code: result.participants[0].code,
        email: `${winner.email.slice(0, 2)}***@example.com`,
      },
    ]);
    expect((await t.get(`${GIVEAWAY}/result`, { slug }, admin.opts)).body.data).toEqual(result);
    const again = await t.post(`${GIVEAWAY}/draw`, { slug }, admin.opts);
    expect(again.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_DRAWN.code);
    const listed = (await t.get(GIVEAWAY, {}, admin.opts)).body.data.find((c: { slug: string }) => c.slug === slug);
    expect(listed).toMatchObject({ status: 'drawn', drawnAt: t.clock.now() });

    const actions = await t.dataSource.manager.find(AuditEntry, { where: { target: slug }, order: { id: 'ASC' } });
    expect(actions.map((a) => [a.action, a.actor])).toEqual([
      ['giveaway.create', admin.user.email],
      ['giveaway.commit', admin.user.email],
      ['giveaway.draw', admin.user.email],
    ]);
    // The seed is not in the log until the draw reveals it.
    expect(actions[1]!.after).toBe(JSON.stringify({ seedHash: hash }));
  });

  it('refuses to commit after the end, to draw what was never committed, and unknown campaigns', async () => {
    const slug = 'console-late';
    await t.post(`${GIVEAWAY}/create`, campaign(slug), admin.opts);
    t.clock.advance(2 * HOUR);
    expect((await t.post(`${GIVEAWAY}/commit`, { slug }, admin.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_CAMPAIGN_ENDED.code,
    );
    expect((await t.post(`${GIVEAWAY}/draw`, { slug }, admin.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_CAMPAIGN_NOT_COMMITTED.code,
    );
    const unknown = await t.post(`${GIVEAWAY}/commit`, { slug: 'no-such-campaign' }, admin.opts);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(REPLY_CODES.CONSOLE_CAMPAIGN_NOT_FOUND.code);
    expect((await t.get(`${GIVEAWAY}/result`, { slug: 'no-such-campaign' }, admin.opts)).body.code).toBe(
      REPLY_CODES.CONSOLE_CAMPAIGN_NOT_FOUND.code,
    );
  });

  it('keeps support, organisers and fans out of the giveaway', async () => {
    for (const [who, code] of [
      [support, REPLY_CODES.CONSOLE_FORBIDDEN.code],
      [organiser, REPLY_CODES.CONSOLE_FORBIDDEN.code],
      [fan, REPLY_CODES.CONSOLE_NO_ROLE.code],
    ] as const) {
      expect((await t.get(GIVEAWAY, {}, who.opts)).body.code).toBe(code);
      expect((await t.post(`${GIVEAWAY}/create`, campaign('not-mine'), who.opts)).body.code).toBe(code);
      expect((await t.post(`${GIVEAWAY}/commit`, { slug: 'console-spring' }, who.opts)).body.code).toBe(code);
      expect((await t.post(`${GIVEAWAY}/draw`, { slug: 'console-spring' }, who.opts)).body.code).toBe(code);
    }
    expect((await t.get('/fanapih5/console/me', {}, support.opts)).body.data.sections).not.toContain('giveaway');
    expect((await t.get('/fanapih5/console/me', {}, admin.opts)).body.data.sections).toContain('giveaway');
  });
});
