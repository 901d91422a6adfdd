import type { OutboxEntryView } from '@fanpass/contracts';
import type { Page } from 'playwright-core';
import { shownAt } from './browser';
import { startServer, type TestServer } from './server';

/**
 * The server for the accounts journeys: its own database, and a lighter ALTCHA challenge so the
 * real widget solves it quickly in Chromium (the check itself is not bypassed), with room for
 * the codes these journeys send from one client.
 */
export function startAccountsServer(): Promise<TestServer> {
  return startServer({ ALTCHA_MAX_NUMBER: '2000', CODE_HOURLY_PER_CLIENT: '1000' });
}

export async function outbox(baseUrl: string, to: string): Promise<OutboxEntryView[]> {
  const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as OutboxEntryView[];
}

/** How many messages an address has received so far (to tell the next one apart). */
export async function outboxCount(baseUrl: string, to: string): Promise<number> {
  return (await outbox(baseUrl, to)).length;
}

/** The 6-digit code of the next message to `to` (after `seen` messages), waiting for it to land. */
export async function nextCode(baseUrl: string, to: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await outbox(baseUrl, to);
    if (messages.length > seen) {
      const code = /\b(\d{6})\b/.exec(messages[0]!.text)?.[1];
      if (!code) throw new Error(`no code in: ${messages[0]!.text}`);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no new message to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A Macau mobile number nobody else uses in this run. */
export function uniqueMacauPhone(): string {
  return `6${String(Date.now() % 1e7).padStart(7, '0')}`;
}

/** Presses "Send code" (the human check solves its challenge first) and returns the code sent. */
export async function sendAndReadCode(page: Page, baseUrl: string, to: string): Promise<string> {
  const seen = await outboxCount(baseUrl, to);
  await page.getByRole('button', { name: /^(Send code|Resend)$/ }).click();
  await page.getByRole('button', { name: /^Resend \(\d+ s\)$/ }).waitFor({ timeout: 30_000 });
  return nextCode(baseUrl, to, seen);
}

/** Types into the hidden numeric input under the six payment-password boxes. */
export async function fillPin(page: Page, label: string, pin: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(pin);
}

/**
 * The whole sign-up through the screens: /sign -> /sign-up (terms, human check, code from the
 * outbox) -> password twice -> profile -> phone step (skipped). Ends on `returnTo`.
 */
export async function signUpThroughScreens(
  page: Page,
  baseUrl: string,
  user: { email: string; password: string; name: string },
): Promise<void> {
  await page.goto(`/#/sign?redirectUrl=${encodeURIComponent('/home/user')}`);
  // A hash-only goto is a same-document navigation: fill the e-mail once the app shows /sign.
  await shownAt(page, '/sign');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  try {
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  } catch (error) {
    const shown = await page
      .locator('main')
      .first()
      .innerText()
      .catch(() => '?');
    const typed = await page
      .getByLabel('E-mail')
      .inputValue()
      .catch(() => '?');
    throw new Error(`no sign-up step at ${page.url()} (e-mail field: "${typed}"); the screen: ${shown.slice(0, 300)}`, {
      cause: error,
    });
  }
  await page.getByRole('checkbox', { name: /agree/ }).check();
  const code = await sendAndReadCode(page, baseUrl, user.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password', { exact: true }).fill(user.password);
  await page.getByLabel('Enter the new password again').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByRole('radio', { name: 'Picture 3' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Verify your phone' }).waitFor();
  await page.getByRole('button', { name: 'Skip for now' }).click();
}
