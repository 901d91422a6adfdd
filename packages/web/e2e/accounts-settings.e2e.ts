import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { waitForRoute, chromiumPerFile } from './support/browser';
import {
  fillPin,
  sendAndReadCode,
  signUpThroughScreens,
  startAccountsServer,
  uniqueEmail,
  uniqueMacauPhone,
} from './support/accounts';
import type { TestServer } from './support/server';

const openContext = chromiumPerFile();

let server: TestServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A new account, signed in, on the Me page. */
async function newMember(prefix: string): Promise<{ page: Page; email: string; password: string }> {
  context = await openContext(server.url, { storage: { lang: 'en_US', skipInstallApp: '1' } });
  const page = await context.newPage();
  const email = uniqueEmail(prefix);
  const password = 'Settings1!';
  await signUpThroughScreens(page, server.url, { email, password, name: `${prefix} fan` });
  await waitForRoute(page, '/home/user');
  return { page, email, password };
}

async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Security' }).click();
  await waitForRoute(page, '/security');
}

describe('account settings in Chromium at the phone viewport', () => {
  it('verifies a phone with the SMS code', async () => {
    const { page } = await newMember('phone');
    const phone = uniqueMacauPhone();
    await page.getByRole('link', { name: 'Verify your phone' }).click();
    await waitForRoute(page, '/chang-phone-num');
    await page.getByRole('heading', { name: 'Verify Account' }).waitFor();

    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Please enter a valid phone number').waitFor();

    await page.getByLabel('Phone number').fill(phone);
    const code = await sendAndReadCode(page, server.url, `+853${phone}`);
    await page.getByLabel('SMS verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForRoute(page, '/home/user');
    await page.getByText('Phone verified').waitFor();

    await openSecurity(page);
    await page.getByText(`+853 ${phone}`).waitFor();
  });

  it('sets the payment password, then changes it with the old one', async () => {
    const { page } = await newMember('pay');
    await openSecurity(page);
    await page.getByRole('link', { name: /^Set payment password/ }).click();
    await waitForRoute(page, '/change-payment-pwd');

    await fillPin(page, 'New payment password (6 digits)', '12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The complete payment password must be entered').first().waitFor();
    await fillPin(page, 'New payment password (6 digits)', '123456');
    await fillPin(page, 'Enter the new payment password again', '654321');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password inconsistency').waitFor();
    await fillPin(page, 'Enter the new payment password again', '123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/security');

    await page.getByRole('link', { name: 'Change payment password' }).click();
    await waitForRoute(page, '/change-payment-pwd');
    await fillPin(page, 'Current payment password', '000000');
    await fillPin(page, 'New payment password (6 digits)', '246810');
    await fillPin(page, 'Enter the new payment password again', '246810');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByTestId('toast-top')
      .getByText(/Incorrect payment password/)
      .waitFor();
    await fillPin(page, 'Current payment password', '123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/security');
    await page.getByRole('link', { name: 'Reset payment password' }).waitFor();
  });

  it('changes the e-mail and signs in with the new one and the same password', async () => {
    const { page, email, password } = await newMember('move');
    await openSecurity(page);
    await page.getByRole('link', { name: /^Change e-mail/ }).click();
    await waitForRoute(page, '/change-email');

    const oldCode = await sendAndReadCode(page, server.url, email);
    await page.getByLabel('Verification code').fill(oldCode);
    await page.getByRole('button', { name: 'Next' }).click();

    const newEmail = uniqueEmail('moved');
    await page.getByLabel('New e-mail').fill(newEmail);
    const newCode = await sendAndReadCode(page, server.url, newEmail);
    // A wrong code first: the change fails, in the spec's words, and nothing moves (spec §8).
    await page.getByLabel('Verification code').fill(newCode === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByRole('alert').getByText('Failed to modify your email').waitFor();
    await page.getByLabel('Verification code').fill(newCode);
    await page.getByRole('button', { name: 'Change e-mail' }).click();

    await page
      .getByText(/Your e-mail has been changed\. Sign in with the new e-mail and your original password/)
      .waitFor();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForRoute(page, '/security');
    await page.getByText(newEmail).waitFor();
  });

  it('changes the full name and avatar, then the password with the old one', async () => {
    const { page, email, password } = await newMember('profile');
    await page.getByRole('link', { name: 'Personal Info' }).click();
    await waitForRoute(page, '/personal');
    await page.getByLabel('Full name').fill('R');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The full name must have 2 to 30 characters').waitFor();
    await page.getByLabel('Full name').fill('Renamed Fan');
    await page.getByRole('radio', { name: 'Picture 6' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').waitFor();
    await page.goBack();
    await waitForRoute(page, '/home/user');
    await page.getByRole('heading', { name: 'Renamed Fan' }).waitFor();

    await openSecurity(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('Wrong1pass!');
    await page.getByLabel('New password', { exact: true }).fill('Changed3#');
    await page.getByLabel('Enter the new password again').fill('Changed3#');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('toast-top').getByText('The current password is incorrect').waitFor();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/security');

    await page.goto('/#/home/user');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(`/#/sign-in?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Password', { exact: true }).fill('Changed3#');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForRoute(page, '/home/user');
    await page.getByRole('heading', { name: 'Renamed Fan' }).waitFor();
  });

  it('resets the payment password with an e-mailed code', async () => {
    const { page, email } = await newMember('payreset');
    await page.goto('/#/change-payment-pwd');
    await fillPin(page, 'New payment password (6 digits)', '111111');
    await fillPin(page, 'Enter the new payment password again', '111111');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment password set').waitFor();

    await page.goto('/#/security');
    await page.getByRole('link', { name: 'Reset payment password' }).click();
    await waitForRoute(page, '/reset-payment-pwd');
    const code = await sendAndReadCode(page, server.url, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillPin(page, 'New payment password (6 digits)', '222222');
    await fillPin(page, 'Enter the new payment password again', '222222');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/security');

    // The new one is the one that counts now.
    await page.getByRole('link', { name: 'Change payment password' }).click();
    await fillPin(page, 'Current payment password', '222222');
    await fillPin(page, 'New payment password (6 digits)', '333333');
    await fillPin(page, 'Enter the new payment password again', '333333');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForRoute(page, '/security');
  });
});
