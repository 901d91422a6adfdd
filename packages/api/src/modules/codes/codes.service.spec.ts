import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { codeSent } from '../../testing/fixtures.js';
import { refusal, Unit } from '../../testing/unit.js';
import { CodesModule } from './codes.module.js';
import { CODE_MAX_TRIES, CODE_RESEND_MS, CODE_TTL_MS, type CodeTarget, CodesService } from './codes.service.js';

const IP = '203.0.113.7';

describe('CodesService', () => {
  const unit = Unit.forSpec({
    imports: [CodesModule],
    env: { CODE_HOURLY_PER_ADDRESS: '3', CODE_HOURLY_PER_CLIENT: '1000' },
  });
  const codes = unit.provider(CodesService);

  /** A fresh e-mail address to send codes to, for a purpose. */
  function mailbox(purpose: CodeTarget['purpose'] = 'transfer', userId?: number): CodeTarget {
    return { channel: 'email', target: `fan-${randomBytes(4).toString('hex')}@example.com`, purpose, userId };
  }

  const sent = (to: CodeTarget) => codeSent(unit, to, IP);

  /** A six-digit code other than the right one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends six digits by e-mail or SMS, in the language asked for, with the resend wait', async () => {
    const to = mailbox();
    await expect(codes.send(to, 'zh', IP)).resolves.toEqual({ resendAfterSeconds: CODE_RESEND_MS / 1000 });
    expect(unit.mail.sent.at(-1)).toMatchObject({ to: to.target, subject: expect.stringMatching(/验证码：\d{6}$/) });

    const phone: CodeTarget = { channel: 'sms', target: `+853${Date.now() % 100_000_000}`, purpose: 'phone' };
    expect(await sent(phone)).toMatch(/^\d{6}$/);
    expect(unit.sms.sent.at(-1)!.to).toBe(phone.target);
  });

  it('a right code is used once; checking it first does not use it up', async () => {
    const to = mailbox();
    const code = await sent(to);

    await codes.check(to, code);
    await codes.consume(to, code);

    await refusal(codes.consume(to, code), 'CODE_USED');
    await refusal(codes.check(to, code), 'CODE_USED');
  });

  it('a wrong code says how many tries are left, with the code of its purpose', async () => {
    const to = mailbox();
    const code = await sent(to);

    expect((await refusal(codes.check(to, wrong(code)), 'CODE_INVALID')).data).toEqual({ attemptsLeft: 4 });
    expect((await refusal(codes.consume(to, wrong(code)), 'CODE_INVALID')).data).toEqual({ attemptsLeft: 3 });

    const signUp = mailbox('register');
    await refusal(codes.check(signUp, wrong(await sent(signUp))), 'REGISTER_CODE_INVALID');
    const forgot = mailbox('forget');
    await refusal(codes.check(forgot, wrong(await sent(forgot))), 'FORGET_CODE_INVALID');
  });

  it('the sixth try is refused even when right: five wrong codes burn it', async () => {
    const to = mailbox();
    const code = await sent(to);
    for (let i = 1; i <= CODE_MAX_TRIES; i++) {
      const error = await refusal(codes.check(to, wrong(code)), 'CODE_INVALID');
      expect(error.data).toEqual({ attemptsLeft: CODE_MAX_TRIES - i });
    }

    await refusal(codes.consume(to, code), 'CODE_TOO_MANY_ATTEMPTS');
  });

  it('a right code does not count as a wrong try', async () => {
    const to = mailbox();
    const code = await sent(to);
    for (let i = 1; i < CODE_MAX_TRIES; i++) await refusal(codes.check(to, wrong(code)), 'CODE_INVALID');

    await codes.check(to, code);

    await codes.consume(to, code);
  });

  it('a code works for ten minutes', async () => {
    const to = mailbox();
    const code = await sent(to);
    unit.clock.advance(CODE_TTL_MS - 1);
    await codes.check(to, code);

    unit.clock.advance(1);

    await refusal(codes.consume(to, code), 'CODE_EXPIRED');
  });

  it('only the newest code of an address and purpose works', async () => {
    const to = mailbox();
    const first = await sent(to);
    unit.clock.advance(CODE_RESEND_MS);
    const second = await sent(to);

    if (first !== second) await refusal(codes.check(to, first), 'CODE_INVALID');
    await codes.consume(to, second);
  });

  it('a code is for its own purpose and for the account that asked for it', async () => {
    const to = mailbox('transfer', 7);
    const code = await sent(to);

    await refusal(codes.check({ ...to, purpose: 'payPassword' }, code), 'CODE_NOT_REQUESTED');
    await refusal(codes.check({ ...to, userId: 8 }, code), 'CODE_NOT_REQUESTED');
    await refusal(codes.check(mailbox(), code), 'CODE_NOT_REQUESTED');
    await codes.consume(to, code);
  });

  it('a code sent for one scope is a wrong code for any other scope, or for none', async () => {
    const to: CodeTarget = { ...mailbox('transfer', 7), scope: 'ticket:1|to:2' };
    const code = await sent(to);

    await refusal(codes.check({ ...to, scope: 'ticket:3|to:2' }, code), 'CODE_INVALID');
    await refusal(codes.check({ ...to, scope: 'ticket:1|to:4' }, code), 'CODE_INVALID');
    await refusal(codes.check({ ...to, scope: undefined }, code), 'CODE_INVALID');
    await codes.consume(to, code);
  });

  it('a new code is sent no sooner than a minute after the last, saying how long to wait', async () => {
    const to = mailbox();
    await sent(to);
    unit.clock.advance(CODE_RESEND_MS - 15_000);

    const error = await refusal(codes.send(to, 'en_US', IP), 'CODE_RESEND_TOO_EARLY');

    expect(error.data).toEqual({ retryAfterSeconds: 15 });
    unit.clock.advance(15_000);
    await expect(codes.send(to, 'en_US', IP)).resolves.toEqual({ resendAfterSeconds: 60 });
  });

  it('an address gets at most its hourly number of codes, and learns when the next one is possible', async () => {
    const to = mailbox();
    for (let i = 0; i < 3; i++) {
      await sent(to);
      unit.clock.advance(10 * 60_000);
    }

    const error = await refusal(codes.send(to, 'en_US', IP), 'CODE_ADDRESS_LIMIT');

    // The oldest of the three was sent 30 minutes ago: the window frees in 30 minutes.
    expect(error.data).toEqual({ retryAfterSeconds: 30 * 60 });
    expect(error.params).toEqual({ minutes: 30 });
    unit.clock.advance(30 * 60_000);
    await expect(sent(to)).resolves.toMatch(/^\d{6}$/);
  });
});

describe('CodesService, codes asked for from one client address', () => {
  const unit = Unit.forSpec({ imports: [CodesModule], env: { CODE_HOURLY_PER_CLIENT: '2' } });

  it('a client address gets at most its hourly number of codes, whatever the addresses', async () => {
    const codes = unit.get(CodesService);
    const to = (n: number): CodeTarget => ({ channel: 'email', target: `fan${n}@example.com`, purpose: 'register' });
    await codes.send(to(1), 'en_US', IP);
    await codes.send(to(2), 'en_US', IP);

    await refusal(codes.send(to(3), 'en_US', IP), 'CODE_CLIENT_LIMIT');

    await expect(codes.send(to(3), 'en_US', '198.51.100.1')).resolves.toEqual({ resendAfterSeconds: 60 });
  });
});
