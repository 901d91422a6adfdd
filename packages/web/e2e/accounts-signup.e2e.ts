import { TERMS_VERSION } from '@fanpass/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, routeOf, shownAt, waitForRoute, chromiumPerFile, reviewShot } from './support/browser';
import { sendAndReadCode, signUpThroughScreens, startAccountsServer, uniqueEmail } from './support/accounts';
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

/** Sign-up as far as the account: e-mail, terms, code, password; ends on the profile step. */
async function signUpToProfile(page: Page, email: string): Promise<void> {
  await page.goto('/#/sign');
  await shownAt(page, '/sign');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByRole('checkbox', { name: /agree/ }).check();
  const code = await sendAndReadCode(page, server.url, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('New password', { exact: true }).fill('Resume1!');
  await page.getByLabel('Enter the new password again').fill('Resume1!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
}

describe('an interrupted sign-up', () => {
  it('resumes at the profile step after a reload and from any page, then names Macao in the dialling list', async () => {
    context = await openContext(server.url, { storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    const email = uniqueEmail('resume');
    await signUpToProfile(page, email);

    // Closed or reloaded here: the account exists and is signed in, but has no profile yet.
    await page.reload();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.goto('/#/home/user');
    await waitForRoute(page, `/sign-up?redirectUrl=${encodeURIComponent('/home/user')}`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await reviewShot(page, 'signup-resumed-profile-phone-en');

    await page.getByLabel('Full name').fill('Resumed Fan');
    await page.getByRole('radio', { name: 'Picture 2' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Verify your phone' }).waitFor();
    const country = page.getByLabel('Country or area code');
    await expect
      .poll(() => country.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent))
      .toBe('Macao SAR China (+853)');
    expect(await country.locator('option').first().textContent()).toBe('Macao SAR China (+853)');
    expect(await page.locator('.acc-prefix').textContent()).toBe('+853');
    await country.selectOption('HK');
    expect(await page.locator('.acc-prefix').textContent()).toBe('+852');
    await country.selectOption('MO');
    await reviewShot(page, 'signup-phone-step-phone-en');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await waitForRoute(page, '/home/user');
    await page.getByRole('heading', { name: 'Resumed Fan' }).waitFor();
  });

  it('resumes in the language the app speaks, on a desktop too (Simplified Chinese)', async () => {
    context = await openContext(server.url, {
      viewport: DESKTOP,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signUpToProfile(page, uniqueEmail('resume-zh'));
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.reload();
    await page.getByRole('heading', { name: '个人资料' }).waitFor();
    await page.getByLabel('姓名').fill('续填用户');
    await page.getByRole('radio', { name: '头像 3' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '验证手机号码' }).waitFor();
    const country = page.getByLabel('国家或地区区号');
    await expect
      .poll(() => country.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent))
      .toBe('中国澳门特别行政区 (+853)');
    await reviewShot(page, 'signup-phone-step-desktop-zh');
  });
});

describe('accounts in Chromium at the phone viewport', () => {
  it('signs up with the e-mailed code, fills the profile, skips the phone, signs out, resets the password and signs in with it', async () => {
    context = await openContext(server.url, { storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    const email = uniqueEmail('journey');

    // A visitor's Me page invites to sign in.
    await page.goto('/#/home/user');
    await page.getByText('not logged in, please sign in').waitFor();

    // The rules are checked in the browser before anything is sent.
    await page.goto('/#/sign');
    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please enter a valid e-mail address').waitFor();

    // The sign-up tells the API which terms the fan agreed to; the API requires it (spec §5).
    const registered = page.waitForResponse((response) => response.url().includes('/userInfo/regByEmail'));
    await signUpThroughScreens(page, server.url, { email, password: 'Journey1!', name: 'Journey Fan' });
    const reply = await registered;
    expect(reply.request().postDataJSON()).toMatchObject({ email, termsVersion: TERMS_VERSION });
    expect((await reply.json()).code).toBe(200);
    await waitForRoute(page, '/home/user');
    await page.getByRole('heading', { name: 'Journey Fan' }).waitFor();
    await page.getByText(email).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('not logged in, please sign in').waitFor();

    // Forgot password: /sign decides sign-in for a registered address.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(routeOf(page)).toMatch(/^\/sign-in\?/);
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await page.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();
    const code = await sendAndReadCode(page, server.url, email);
    // The box the send solved stays ticked; the next send solves a fresh challenge by itself.
    const robot = page.getByTestId('human-check');
    await expect(robot.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await expect(robot.textContent()).resolves.toContain('Verified');
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid verification code').waitFor();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    // A password that breaks the rule is told the rule once (as the error, not again as the hint).
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Change password' }).click();
    const rule = page.getByText(/^At least 8 characters, with one uppercase letter/);
    await page.getByRole('alert').filter({ hasText: 'At least 8 characters' }).waitFor();
    await expect(rule.count()).resolves.toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('Renewed2?');
    await page.getByLabel('Enter the new password again').fill('Renewed2!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The two passwords entered are inconsistent').waitFor();
    await page.getByLabel('Enter the new password again').fill('Renewed2?');
    await page.getByRole('button', { name: 'Change password' }).click();

    await page.getByText('Your password has been changed. Please sign in with the new password.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Journey1!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Incorrect e-mail or password').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Renewed2?');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForRoute(page, '/home/user');
    await page.getByRole('heading', { name: 'Journey Fan' }).waitFor();
  });

  it.each([
    ['en_US', 'Create your account', 'Please agree to the Terms of Service and the Privacy Policy'],
    ['zh', '创建账户', '请先同意服务条款和隐私政策'],
  ])('does not go on without the terms agreed (%s)', async (lang, heading, rule) => {
    context = await openContext(server.url, { storage: { lang, skipInstallApp: '1' } });
    const page = await context.newPage();
    await page.goto(`/#/sign-up?email=${encodeURIComponent(uniqueEmail('terms'))}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.locator('input[autocomplete=one-time-code]').fill('123456');
    await page.locator('button[type=submit]').click();
    await page.getByRole('alert').filter({ hasText: rule }).waitFor();
    await reviewShot(page, `signup-terms-required-${lang}`);
    expect(routeOf(page)).toMatch(/^\/sign-up/);
  });

  it.each([
    ['zh', '创建账户', '我不是机器人', '如未收到邮件，请检查垃圾邮件文件夹'],
    ['th', 'สร้างบัญชีของคุณ', 'ฉันไม่ใช่โปรแกรมอัตโนมัติ', 'หากไม่ได้รับอีเมล กรุณาตรวจสอบโฟลเดอร์สแปม'],
  ])('speaks %s on the sign-up screen, the human check included', async (lang, heading, robot, spam) => {
    context = await openContext(server.url, { storage: { lang, skipInstallApp: '1' } });
    const page = await context.newPage();
    await page.goto('/#/sign-up');
    await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText(spam).waitFor();
    await page.getByRole('checkbox', { name: robot }).waitFor();
  });
});
