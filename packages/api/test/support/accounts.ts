import { type OutboxEntryView, REPLY_CODES, TERMS_VERSION } from '@fanpass/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { Test } from 'supertest';
import { expect } from '@jest/globals';
import type { TestApp } from './test-app.js';

/**
 * Settings every accounts suite uses: the quickest ALTCHA the configuration allows (a challenge the
 * client must still solve and the server verify, in a few hashes instead of a thousand on average)
 * and no client cap in the way.
 */
export const ACCOUNTS_ENV = { ALTCHA_MAX_NUMBER: '10', CODE_HOURLY_PER_CLIENT: '100000' };

export const PASSWORD = 'Secret123';

let counter = 0;
/** A fresh address per call. */
export function newEmail(prefix = 'fan'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Solves a real ALTCHA challenge from the API, as the widget does, and returns its payload. */
export async function captcha(t: TestApp): Promise<string> {
  const res = await t.get('/fanapih5/humanCheck/challenge', {}, { unsigned: true });
  expect(res.status).toBe(200);
  const challenge = res.body as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('ALTCHA challenge not solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The messages sent to an address, newest first. */
export async function outbox(t: TestApp, to: string): Promise<OutboxEntryView[]> {
  const res = await t.get('/dev/outbox', { to }, { unsigned: true });
  return res.body as OutboxEntryView[];
}

/** The code in the newest message to an address. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const [newest] = await outbox(t, to);
  const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Sends an e-mail code (with a solved human check) and returns the reply. */
export async function sendEmailCode(
  t: TestApp,
  email: string,
  type: string,
  token?: string,
  lang?: string,
): Promise<Awaited<Test>> {
  return t.post('/fanapih5/emailMessage/emailCodeSend', { email, type, captcha: await captcha(t) }, { token, lang });
}

export interface SignedUp {
  email: string;
  password: string;
  token: string;
  id: number;
  uuid: string;
  inviteCode: string;
}

/** Signs a new account up through the API (register code from the outbox). */
export async function signUp(t: TestApp, extra: Record<string, string> = {}, email = newEmail()): Promise<SignedUp> {
  const sent = await sendEmailCode(t, email, 'register');
  expect(sent.body.code).toBe(REPLY_CODES.SUCCESS.code);
  const code = await lastCode(t, email);
  const res = await t.post('/fanapih5/userInfo/regByEmail', {
    email,
    password: PASSWORD,
    code,
    nickname: 'Fan',
    termsVersion: TERMS_VERSION,
    ...extra,
  });
  expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
  const data = res.body.data as { token: string; id: number; uuid: string; inviteCode: string };
  return { email, password: PASSWORD, token: data.token, id: data.id, uuid: data.uuid, inviteCode: data.inviteCode };
}

/** Signs in and returns the token. */
export async function signIn(t: TestApp, email: string, password = PASSWORD): Promise<string> {
  const res = await t.post('/fanapih5/userInfo/loginByEmail', { email, password });
  expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
  return (res.body.data as { token: string }).token;
}
