import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, homeReady, localValue, open, chromiumPerFile } from './support/browser';
import { ops, startServer, type TestServer } from './support/server';

const openContext = chromiumPerFile();

let context: BrowserContext | undefined;
let withApp: TestServer;
let withoutApp: TestServer;

beforeAll(async () => {
  // A deployment with a native app (APP_DOWNLOAD_URL); the link is never followed (closed network).
  [withApp, withoutApp] = await Promise.all([
    startServer({ APP_DOWNLOAD_URL: 'https://apps.fanpass.example/download', WEB_DIST: inject('webDist') }),
    startServer({ WEB_DIST: inject('webDist') }),
  ]);
  // The prompts wait for a server notice to be closed first (one thing at a time): none here.
  for (const server of [withApp, withoutApp]) await ops(server.databaseUrl, 'notice', 'clear');
});
afterAll(async () => {
  await Promise.all([withApp?.stop(), withoutApp?.stop()]);
});

describe('download-app prompt (spec §2 prompts, §8 "App not detected, download?")', () => {
  it('offers the app on a phone instead of add-to-home-screen, and stays dismissed (skipInstallApp)', async () => {
    context = await openContext(withApp.url, { viewport: PHONE, storage: { lang: 'en_US' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    const prompt = page.getByRole('dialog', { name: 'App not detected, download?' });
    await prompt.waitFor();
    await expect(prompt.getByRole('link', { name: 'Download' }).getAttribute('href')).resolves.toBe(
      'https://apps.fanpass.example/download',
    );
    await expect(page.getByRole('dialog', { name: 'Add Fanpass to your home screen' }).count()).resolves.toBe(0);

    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    await expect(localValue(page, 'skipInstallApp')).resolves.toBe('1');
    await page.reload();
    await homeReady(page);
    await page.waitForTimeout(300);
    await expect(prompt.count()).resolves.toBe(0);
  });

  it('is not offered when the deployment has no app', async () => {
    context = await openContext(withoutApp.url, { viewport: PHONE, storage: { lang: 'en_US' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    await page.getByRole('dialog', { name: 'Add Fanpass to your home screen' }).waitFor();
    await expect(page.getByRole('dialog', { name: 'App not detected, download?' }).count()).resolves.toBe(0);
  });
});
