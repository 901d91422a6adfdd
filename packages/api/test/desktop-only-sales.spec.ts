import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashSecret } from '../src/infra/passwords.js';
import { Session } from '../src/modules/sessions/entities/session.entity.js';
import { addressOf, createMerch, MERCH_ORDER } from './support/merch-fixtures.js';
import { type CallOptions, TestApp } from './support/test-app.js';
import { type Buyer, createEvent, DESKTOP_AGENT, PHONE_AGENT } from './support/tickets-fixtures.js';
import { insertUser } from './support/users.js';

const ORDER = '/fanapih5/order/create';
const PASSWORD = 'Secret123';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

/** What a browser (or a client) sends besides the signature: its claimed platform and its own headers. */
interface Client {
  platform: string;
  userAgent?: string;
  mobileHint?: '?0' | '?1';
}

const PHONE: Client = { platform: 'H5', userAgent: PHONE_AGENT, mobileHint: '?1' };
/** A phone whose client says PC: a tampered bundle, the console, a proxy. */
const PHONE_CLAIMING_PC: Client = { platform: 'PC', userAgent: PHONE_AGENT, mobileHint: '?1' };
const DESKTOP_CHROME: Client = { platform: 'PC', userAgent: DESKTOP_AGENT, mobileHint: '?0' };
const DESKTOP_SAFARI: Client = { platform: 'PC', userAgent: SAFARI_MAC };

function options(client: Client): CallOptions {
  const headers: Record<string, string> = {};
  if (client.mobileHint) headers['sec-ch-ua-mobile'] = client.mobileHint;
  return { platform: client.platform, userAgent: client.userAgent, headers };
}

/**
 * A desktop-only purchase needs platform PC and a desktop device class, read from the browser's own
 * headers, on the request and on the session it signed in with (docs/decisions/0014).
 */
describe('desktop-only events and merch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ PUBLIC_SITE_URL: 'https://www.fanpass.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fan with a verified phone, signed in through loginByEmail from `client`. */
  async function signedIn(client: Client): Promise<Buyer & { sessionDevice: string }> {
    const user = await insertUser(t.dataSource, { phoneVerified: true, passwordHash: await hashSecret(PASSWORD) });
    const res = await t.post(
      '/fanapih5/userInfo/loginByEmail',
      { email: user.email, password: PASSWORD },
      options(client),
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const token = res.body.data.token as string;
    const session = await t.dataSource.manager.findOneByOrFail(Session, { userId: user.id });
    return { user, opts: { token, uuid: user.uuid }, sessionDevice: session.deviceClass };
  }

  /** An order for one seat of a new desktop-only event, and a merch order for a new desktop-only item. */
  async function buyBoth(fan: Buyer, client: Client): Promise<{ ticket: number; merch: number }> {
    const { event, types } = await createEvent(t, { desktopOnly: true });
    const hoodie = await createMerch(t, { eventSlug: (await createEvent(t)).event.slug, desktopOnly: true });
    const opts = { ...fan.opts, ...options(client) };
    const ticket = await t.post(
      ORDER,
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      opts,
    );
    const merch = await t.post(
      MERCH_ORDER,
      {
        items: [{ variantId: hoodie.variants[0]!.id, quantity: 1 }],
        fulfilment: 'delivery',
        addressId: await addressOf(t, fan),
      },
      opts,
    );
    return { ticket: ticket.body.code as number, merch: merch.body.code as number };
  }

  const REFUSED = { ticket: REPLY_CODES.EVENT_DESKTOP_ONLY.code, merch: REPLY_CODES.MERCH_DESKTOP_ONLY.code };
  const SOLD = { ticket: REPLY_CODES.SUCCESS.code, merch: REPLY_CODES.SUCCESS.code };

  it('records the device class of the sign-in on the session', async () => {
    expect((await signedIn(PHONE)).sessionDevice).toBe('mobile');
    expect((await signedIn(PHONE_CLAIMING_PC)).sessionDevice).toBe('mobile');
    expect((await signedIn(DESKTOP_CHROME)).sessionDevice).toBe('desktop');
    expect((await signedIn(DESKTOP_SAFARI)).sessionDevice).toBe('desktop');
    expect((await signedIn({ platform: 'PC' })).sessionDevice).toBe('unknown');
  });

  it('refuses a phone that says platform PC, signed in and buying as a phone', async () => {
    const fan = await signedIn(PHONE_CLAIMING_PC);
    expect(await buyBoth(fan, PHONE_CLAIMING_PC)).toEqual(REFUSED);
    // A phone's hint (?1) wins over a desktop User-Agent.
    expect(await buyBoth(fan, { platform: 'PC', mobileHint: '?1', userAgent: DESKTOP_AGENT })).toEqual(REFUSED);
  });

  it('refuses a desktop request on a session a phone signed in, and a phone request on a desktop session', async () => {
    const phone = await signedIn(PHONE);
    expect(await buyBoth(phone, DESKTOP_CHROME)).toEqual(REFUSED);
    const desk = await signedIn(DESKTOP_CHROME);
    expect(await buyBoth(desk, PHONE_CLAIMING_PC)).toEqual(REFUSED);
    // A desktop that says H5 (a narrow window) is the mobile web: refused too, as before.
    expect(await buyBoth(desk, { ...DESKTOP_CHROME, platform: 'H5' })).toEqual(REFUSED);
  });

  it('refuses a client that names no device, whatever platform it says', async () => {
    const fan = await signedIn({ platform: 'PC' });
    expect(await buyBoth(fan, { platform: 'PC' })).toEqual(REFUSED);
    expect(await buyBoth(fan, { platform: 'PC', userAgent: 'curl/8.5.0' })).toEqual(REFUSED);
  });

  it('sells to a desktop browser on PC: Chromium by its hint, Safari and Firefox by their User-Agent', async () => {
    expect(await buyBoth(await signedIn(DESKTOP_CHROME), DESKTOP_CHROME)).toEqual(SOLD);
    expect(await buyBoth(await signedIn(DESKTOP_SAFARI), DESKTOP_SAFARI)).toEqual(SOLD);
  });

  it('answers the refusal with the web site link, as before', async () => {
    const fan = await signedIn(PHONE_CLAIMING_PC);
    const { event, types } = await createEvent(t, { desktopOnly: true });
    const res = await t.post(
      ORDER,
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity: 1 }] },
      { ...fan.opts, ...options(PHONE_CLAIMING_PC) },
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: REPLY_CODES.EVENT_DESKTOP_ONLY.code,
      data: { siteUrl: 'https://www.fanpass.example' },
    });
  });
});
