import { describe, expect, it } from '@jest/globals';
import { REPLY_CODES } from '@fanpass/contracts';
import { AppError } from '../../common/errors/app-error.js';
import { hashSecret } from '../../infra/passwords.js';
import { codeSent, type Fan, fan, reread } from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { User } from './entities/user.entity.js';
import { PAY_LOCK_MS, PAY_PASSWORD_MAX_FAILURES, PaymentPasswordService } from './payment-password.service.js';
import { UsersModule } from './users.module.js';

const PIN = '246810';
const OTHER = '135791';

describe('PaymentPasswordService', () => {
  const unit = Unit.forSpec({ imports: [UsersModule] });
  const pins = unit.provider(PaymentPasswordService);

  /** A fan whose payment password is PIN. */
  async function withPin(): Promise<Fan> {
    const someone = await fan(unit);
    await pins.setFirst(someone.auth, PIN);
    return someone;
  }

  /** A 'forgot payment password' code, mailed to the fan's own address. */
  function resetCode(someone: Fan): Promise<string> {
    const { email, id } = someone.user;
    return codeSent(unit, { channel: 'email', target: email, purpose: 'payPassword', userId: id });
  }

  /** Wrong tries, each answering the tries left, until one short of the lock. */
  async function wrongUntilLastTry(someone: Fan): Promise<void> {
    for (let left = PAY_PASSWORD_MAX_FAILURES - 1; left > 0; left--) {
      const error = await refusal(pins.verify(someone.user.id, OTHER), 'PAY_PASSWORD_WRONG');
      expect(error.params).toEqual({ left });
    }
  }

  it('there is nothing to check before the first payment password is set', async () => {
    const someone = await fan(unit);

    await refusal(pins.verify(someone.user.id, PIN), 'PAY_PASSWORD_NOT_SET');
  });

  it('the first payment password is set once; it is kept as a keyed hash, never as the digits', async () => {
    const someone = await fan(unit);

    const info = await pins.setFirst(someone.auth, PIN);

    expect(info.payPasswordSetUp).toBe(1);
    const stored = (await reread(unit, User, someone.user)).payPasswordHash!;
    expect(stored).toMatch(/^hmac-sha256\$/);
    expect(stored).not.toContain(PIN);
    await refusal(pins.setFirst(someone.auth, OTHER), 'PAY_PASSWORD_ALREADY_SET');
    await pins.verify(someone.user.id, PIN);
  });

  it('five wrong tries in a row lock payment for 30 minutes, the right one included', async () => {
    const someone = await withPin();
    await wrongUntilLastTry(someone);

    const locked = await refusal(pins.verify(someone.user.id, OTHER), 'PAY_PASSWORD_LOCKED');

    expect(locked.params).toEqual({ minutes: 30 });
    expect(locked.data).toEqual({ retryAfterSeconds: PAY_LOCK_MS / 1000 });
    unit.clock.advance(PAY_LOCK_MS - 60_000);
    expect((await refusal(pins.verify(someone.user.id, PIN), 'PAY_PASSWORD_LOCKED')).params).toEqual({ minutes: 1 });
    unit.clock.advance(60_000);
    await pins.verify(someone.user.id, PIN);
  });

  it('parallel guesses are checked one at a time: never more than five before the lock', async () => {
    const someone = await withPin();

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pins.verify(someone.user.id, String(100000 + i)).catch((e: unknown) => e)),
    );

    const codes = answers.map((a) => (a instanceof AppError ? a.entry.code : a));
    expect(codes.filter((c) => c === REPLY_CODES.PAY_PASSWORD_WRONG.code)).toHaveLength(PAY_PASSWORD_MAX_FAILURES - 1);
    expect(codes.filter((c) => c === REPLY_CODES.PAY_PASSWORD_LOCKED.code)).toHaveLength(
      12 - (PAY_PASSWORD_MAX_FAILURES - 1),
    );
    await refusal(pins.verify(someone.user.id, PIN), 'PAY_PASSWORD_LOCKED');
  });

  it('a right payment password clears the wrong tries before it', async () => {
    const someone = await withPin();
    await wrongUntilLastTry(someone);

    await pins.verify(someone.user.id, PIN);

    await wrongUntilLastTry(someone);
  });

  it('a change needs the old payment password, and a wrong old one counts towards the lock', async () => {
    const someone = await withPin();

    await refusal(pins.change(someone.auth, OTHER, '999999'), 'PAY_PASSWORD_WRONG');
    await pins.change(someone.auth, PIN, OTHER);

    await pins.verify(someone.user.id, OTHER);
    expect((await refusal(pins.verify(someone.user.id, PIN), 'PAY_PASSWORD_WRONG')).params).toEqual({
      left: PAY_PASSWORD_MAX_FAILURES - 1,
    });
  });

  it('a code mailed to the account sets a new payment password and lifts the lock', async () => {
    const someone = await withPin();
    await wrongUntilLastTry(someone);
    await refusal(pins.verify(someone.user.id, OTHER), 'PAY_PASSWORD_LOCKED');
    const code = await resetCode(someone);

    await pins.resetWithCode(someone.auth, code, OTHER);

    await pins.verify(someone.user.id, OTHER);
    await refusal(pins.resetWithCode(someone.auth, code, PIN), 'CODE_USED');
  });

  it('a wrong code changes nothing', async () => {
    const someone = await withPin();
    const code = await resetCode(someone);
    const wrong = code === '000000' ? '000001' : '000000';

    await refusal(pins.resetWithCode(someone.auth, wrong, OTHER), 'CODE_INVALID');

    await pins.verify(someone.user.id, PIN);
  });

  it('an older Argon2id payment password still works and is re-kept as a keyed hash', async () => {
    const someone = await fan(unit, { payPasswordHash: await hashSecret(PIN) });

    await refusal(pins.verify(someone.user.id, OTHER), 'PAY_PASSWORD_WRONG');
    expect((await reread(unit, User, someone.user)).payPasswordHash).toMatch(/^\$argon2id\$/);
    await pins.verify(someone.user.id, PIN);

    expect((await reread(unit, User, someone.user)).payPasswordHash).toMatch(/^hmac-sha256\$/);
    await pins.verify(someone.user.id, PIN);
  });
});
