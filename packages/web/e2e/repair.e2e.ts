import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  go,
  localValue,
  open,
  waitForRoute,
  homeReady,
  chromiumPerFile,
  phoneOnly,
} from './support/browser';
import { ops, sharedServer } from './support/server';

const openContext = chromiumPerFile();

const baseUrl = sharedServer().baseUrl;
const databaseUrl = sharedServer().databaseUrl;
let context: BrowserContext | undefined;

afterAll(async () => {
  await ops(databaseUrl, 'repair', 'off');
  await ops(databaseUrl, 'notice', 'clear');
});
afterEach(async () => {
  await ops(databaseUrl, 'repair', 'off');
  await context?.close();
  context = undefined;
});

describe.each(VIEWPORTS)('repair mode and notices at the %s viewport', (_name, viewport) => {
  const itPhone = phoneOnly(viewport);
  it('a repair answer (9999) stores the notice and shows /repair until the operator turns it off', async () => {
    context = await openContext(baseUrl, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await open(page, '/home/index');
    await homeReady(page);

    await ops(databaseUrl, 'repair', 'on', 'Upgrading the ticket system until 14:00');
    await page.reload();
    await waitForRoute(page, '/repair');
    await page.getByRole('heading', { name: 'Page under repair' }).waitFor();
    await expect(page.getByTestId('repair-message').textContent()).resolves.toBe(
      'Upgrading the ticket system until 14:00',
    );
    const stored = JSON.parse((await localValue(page, 'repair')) ?? '{}') as {
      msg?: string;
      data?: { message?: string; since?: number };
    };
    expect(stored.msg).toBe('Upgrading the ticket system until 14:00');
    expect(stored.data?.message).toBe('Upgrading the ticket system until 14:00');
    expect(typeof stored.data?.since).toBe('number');

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForTimeout(300);
    await waitForRoute(page, '/repair');

    await ops(databaseUrl, 'repair', 'off');
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForRoute(page, '/home/index');
  });

  itPhone('shows the server notice after navigation, and can close it', async () => {
    await ops(databaseUrl, 'notice', 'set', 'Doors open early', 'Gates open at 17:30 tonight');
    try {
      context = await openContext(baseUrl, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
      const page = await context.newPage();
      await open(page, '/home/index');
      const notice = page.getByRole('status').filter({ hasText: 'Doors open early' });
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('Gates open at 17:30 tonight');
      await notice.getByRole('button', { name: 'Close' }).click();
      await notice.waitFor({ state: 'detached' });
      await go(page, '/auth-terms');
      await waitForRoute(page, '/auth-terms');
      await page.waitForTimeout(500);
      await expect(notice.count()).resolves.toBe(0);
    } finally {
      await ops(databaseUrl, 'notice', 'clear');
    }
  });
});
