import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, chromiumPerFile, homeReady, waitForRoute } from './support/browser';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serverPerFile, snapshotWebDist, startServer } from './support/server';
import { CARD_OK, checkout, holdSeats, payOnSandboxPage, payWithNewCard, signIn, waitForPath } from './support/tickets';

const openContext = chromiumPerFile();

// A server of its own: the shared one's demo fan may have bought up to the event limit already.
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

/** Every Content-Security-Policy violation the page reports, from the console and the DOM event. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
  });
  return violations;
}

async function domViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

describe('the Content-Security-Policy in a real browser', () => {
  it('the home page, sign-up (ALTCHA worker), buying and the sandbox payment page run with no violation', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const page = await context.newPage();
    const violations = watchViolations(page);

    const home = await page.goto('/');
    expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    await waitForRoute(page, '/home/index');
    await homeReady(page);
    // The inline theme script ran (allowed by its hash).
    await expect(page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme'))).resolves.toBe(
      'light',
    );
    expect(await domViolations(page)).toEqual([]);

    await page.goto('/#/sign-up');
    await page.locator('altcha-widget').waitFor({ timeout: 15_000 });
    // Solving the challenge runs the widget's worker: it must be allowed too.
    const solved = await page.evaluate(async () => {
      const widget = document.querySelector('altcha-widget') as unknown as {
        verify(): Promise<{ payload?: string } | null>;
      };
      return (await widget.verify())?.payload ?? null;
    });
    expect(solved).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(await domViolations(page)).toEqual([]);

    await signIn(page, '/home/events');
    await holdSeats(page, 'Summer Live Concert', 'Section B', 1);
    await checkout(page);
    const sandbox = page.waitForResponse((r) => r.url().includes('/sandbox-pay/') && r.request().method() === 'GET');
    await payWithNewCard(page);
    const sandboxPage = await sandbox;
    expect(sandboxPage.headers()['content-security-policy']).toContain("default-src 'none'");
    await page.waitForURL(/\/sandbox-pay\//);
    // The page's inline style applied (allowed by its hash): the pay button is styled.
    await expect(page.locator('button.pay').evaluate((b) => getComputedStyle(b).backgroundColor)).resolves.toBe(
      'rgb(91, 61, 245)',
    );
    expect(await domViolations(page)).toEqual([]);
    await payOnSandboxPage(page, CARD_OK);
    await waitForPath(page, '/payment/result');
    await page.getByRole('heading', { name: 'Ticket Order confirmed' }).waitFor({ timeout: 20_000 });
    expect(await domViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('reports an inline script the policy does not know (the watch above can fail)', async () => {
    const dist = snapshotWebDist();
    const own = await startServer({ WEB_DIST: dist.dir });
    try {
      // Changed after the server hashed it at start, as a tampered or stale page would be.
      const index = join(dist.dir, 'index.html');
      const html = readFileSync(index, 'utf8').replace('</body>', '<script>window.__injected = 1;</script></body>');
      writeFileSync(index, html);
      writeFileSync(`${index}.br`, brotliCompressSync(html));
      writeFileSync(`${index}.gz`, gzipSync(html));
      const context = await openContext(own.url, { viewport: PHONE, storage: { lang: 'en_US' } });
      const page = await context.newPage();
      const violations = watchViolations(page);
      const res = await page.goto('/', { waitUntil: 'load' });
      expect(await res!.text()).toContain('window.__injected');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      expect(violations.join('\n')).toMatch(/Content Security Policy/);
      await context.close();
    } finally {
      await own.stop();
      dist.remove();
    }
  });
});
