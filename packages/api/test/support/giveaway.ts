import { REPLY_CODES } from '@fanpass/contracts';
import type { Test } from 'supertest';
import { captcha, lastCode } from './accounts.js';
import type { TestApp } from './test-app.js';
import { expectWithMessage } from './expect-with-message.js';

export const GIVEAWAY = '/fanapih5/giveaway';
const DAY = 86_400_000;

let phones = 0;
/** A fresh Macau mobile number per call. */
export function newPhone(): string {
  phones += 1;
  return `6${String((process.pid * 1000 + phones) % 10_000_000).padStart(7, '0')}`;
}

/** Creates a running campaign through `pnpm ops giveaway create`; answers its slug. */
export async function createCampaign(
  t: TestApp,
  extra: { rules?: Record<string, number>; prizes?: unknown[]; startsAt?: number; endsAt?: number } = {},
): Promise<string> {
  const slug = `gw-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const json = JSON.stringify({
    slug,
    name: `Giveaway ${slug}`,
    start: extra.startsAt ?? t.clock.now() - 60_000,
    end: extra.endsAt ?? t.clock.now() + DAY,
    prizes: extra.prizes ?? [{ name: 'Two concert tickets', quantity: 1 }],
    ...(extra.rules ? { rules: extra.rules } : {}),
  });
  const created = await t.ops('giveaway', 'create', json);
  expectWithMessage(created.code, created.out).toBe(0);
  return slug;
}

/** Verifies a phone through the API (SMS code from the outbox). */
export async function verifyPhone(t: TestApp, token: string, phone = newPhone()): Promise<Awaited<Test>> {
  const sent = await t.post(
    '/fanapih5/phoneMessage/phoneCodeSend',
    { areaCode: '853', phone, captcha: await captcha(t) },
    { token },
  );
  expectWithMessage(sent.body.code, JSON.stringify(sent.body)).toBe(REPLY_CODES.SUCCESS.code);
  const code = await lastCode(t, `+853${phone}`);
  return t.post('/fanapih5/userInfo/updateUserPhone', { areaCode: '853', phone, code }, { token });
}
