import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { insertUser } from '../../../test/support/users.js';
import { Unit } from '../../testing/unit.js';
import { SessionsService } from './sessions.service.js';

/** Longer than a SHA-256 block, so the HMAC hashes it first. */
const SECRET = 'a-login-token-secret-'.padEnd(100, 'k');
const ORIGIN = { platform: 'H5', device: 'mobile' } as const;

interface Claims {
  sub: number;
  sid: string;
  iat: number;
  exp: number;
  nbf?: number;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => new JwtService().decode<Claims>(token);

describe('SessionsService: login tokens', () => {
  const unit = Unit.forSpec({ imports: [], env: { JWT_SECRET: SECRET, SESSION_TTL_HOURS: '2' } });
  const sessions = unit.provider(SessionsService);
  /** Signs as the server does, with its key; the claims and options are the test's. */
  const ours = new JwtService({ secret: SECRET });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function signedIn() {
    const user = await insertUser(unit.dataSource);
    const token = await sessions.issue(user.id, ORIGIN);
    return { user, token, ...claimsOf(token) };
  }

  /** The wall clock the token's times are read against, moved to a moment. */
  const wallClockAt = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);

  it('issues an HS256 token naming the user and the session, expiring with the session', async () => {
    const { user, token, sub, sid, iat, exp } = await signedIn();
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(sub).toBe(user.id);
    expect(exp - iat).toBe(2 * 3600);
    expect(await sessions.authenticate(token, user.uuid)).toMatchObject({
      id: user.id,
      uuid: user.uuid,
      sessionId: sid,
    });
    // The same claims signed again with the server's key pass as well: what follows differs in one thing each.
    expect(await sessions.authenticate(ours.sign({ sub, sid }), user.uuid)).toMatchObject({ id: user.id });
  });

  it('refuses a token under another key or algorithm, unsigned, cut or changed, however often it comes', async () => {
    const { user, token, sub, sid } = await signedIn();
    const [header, , signature] = token.split('.') as [string, string, string];
    const refused = [
      new JwtService({ secret: SECRET.slice(0, -1) }).sign({ sub, sid }),
      new JwtService({ secret: `${SECRET}k` }).sign({ sub, sid }),
      ours.sign({ sub, sid }, { algorithm: 'HS512' }),
      `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, sid })}.`,
      `${header}.${part({ sub, sid: `${sid}x` })}.${signature}`,
      `${token}x`,
      token.split('.').slice(0, 2).join('.'),
      'a.b',
      'not a token',
    ];
    for (let round = 0; round < 3; round++) {
      for (const forged of refused) expect(await sessions.authenticate(forged, user.uuid)).toBeNull();
    }
    expect(await sessions.authenticate(token, user.uuid)).toMatchObject({ id: user.id });
  });

  it("checks a token's own times on every call: refused from its expiry on, and before it is valid", async () => {
    const { user, sub, sid } = await signedIn();
    const short = ours.sign({ sub, sid }, { expiresIn: 60 });
    const { exp } = claimsOf(short);
    expect(await sessions.authenticate(short, user.uuid)).toMatchObject({ id: user.id });
    wallClockAt((exp - 1) * 1000);
    expect(await sessions.authenticate(short, user.uuid)).toMatchObject({ id: user.id });
    wallClockAt(exp * 1000);
    expect(await sessions.authenticate(short, user.uuid)).toBeNull();
    jest.restoreAllMocks();

    const early = ours.sign({ sub, sid }, { notBefore: 10 });
    const { nbf } = claimsOf(early);
    expect(await sessions.authenticate(early, user.uuid)).toBeNull();
    wallClockAt(nbf! * 1000);
    expect(await sessions.authenticate(early, user.uuid)).toMatchObject({ id: user.id });
  });
});
