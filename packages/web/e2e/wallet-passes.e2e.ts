import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, PHONE, chromiumPerFile, go, reviewShot } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { buyTickets, signIn, waitForPath } from './support/tickets';

/**
 * Wallet passes on the ticket detail: both buttons when the server has pass certificates (made
 * here: a test CA, a pass signer it issued, a Google service-account key), the Apple one
 * downloading a .pkpass; neither on a server without them.
 */
const openContext = chromiumPerFile();
let configured: TestServer;
let plain: TestServer;
const certDir = mkdtempSync(join(tmpdir(), 'fanpass-wallet-e2e-'));

function makeCerts(): Record<string, string> {
  const at = (name: string) => join(certDir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    at('ca.key'),
    '-out',
    at('ca.pem'),
    '-days',
    '30',
    '-subj',
    '/CN=Test WWDR CA',
  );
  openssl(
    'req',
    '-new',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    at('pass.key'),
    '-out',
    at('pass.csr'),
    '-subj',
    '/CN=Pass Type ID: pass.test.fanpass',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    at('pass.csr'),
    '-CA',
    at('ca.pem'),
    '-CAkey',
    at('ca.key'),
    '-CAcreateserial',
    '-out',
    at('pass.pem'),
    '-days',
    '30',
  );
  const google = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    APPLE_PASS_TYPE_ID: 'pass.test.fanpass',
    APPLE_TEAM_ID: 'ABCDE12345',
    APPLE_PASS_CERT: at('pass.pem'),
    APPLE_PASS_KEY: at('pass.key'),
    APPLE_WWDR_CERT: readFileSync(at('ca.pem'), 'utf8'),
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@fanpass-test.iam.gserviceaccount.com',
    GOOGLE_WALLET_PRIVATE_KEY: google.privateKey,
  };
}

beforeAll(async () => {
  const env = makeCerts();
  [configured, plain] = await Promise.all([
    startServer({ ...env, WEB_DIST: inject('webDist') }),
    startServer({ WEB_DIST: inject('webDist') }),
  ]);
});

afterAll(async () => {
  await Promise.all([configured?.stop(), plain?.stop()]);
  rmSync(certDir, { recursive: true, force: true });
});

/** Buys one ticket and opens its detail screen. */
async function buyAndOpenTicket(page: Page): Promise<void> {
  await signIn(page, '/home/events');
  await buyTickets(page, 'Summer Live Concert', 'Section A', 1);
  await go(page, '/order/ticket');
  await page.locator('.ticket-card').first().click();
  await waitForPath(page, '/ticket-detail');
  await page.getByRole('tabpanel').getByText('Purchased').waitFor();
}

describe('wallet passes on the ticket detail', () => {
  it('offers Apple and Google Wallet when configured; Apple downloads a .pkpass', async () => {
    const context = await openContext(configured.url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await buyAndOpenTicket(page);
    const apple = page.getByRole('button', { name: 'Add to Apple Wallet' });
    const google = page.getByRole('button', { name: 'Save to Google Wallet' });
    await apple.waitFor();
    await google.waitFor();
    for (const button of [apple, google]) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSeriousA11yViolations(page, 'ticket detail with wallet buttons');
    if (process.env.E2E_SHOTS) {
      await reviewShot(page, 'ticket-wallet-phone', { fullPage: true });
      await page.setViewportSize(DESKTOP);
      await reviewShot(page, 'ticket-wallet-desktop', { fullPage: true });
      await page.setViewportSize(PHONE);
    }

    const response = page.waitForResponse((r) => r.url().includes('/passes/apple/'));
    const download = page.waitForEvent('download');
    await apple.click();
    const served = await response;
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    const file = await download;
    expect(file.suggestedFilename()).toBe('ticket.pkpass');
    const saved = readFileSync((await file.path())!);
    expect(saved.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
  });

  it('shows no wallet buttons on a server without wallet configuration', async () => {
    const context = await openContext(plain.url, { viewport: PHONE, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await buyAndOpenTicket(page);
    await page.getByRole('button', { name: 'Show Ticket QR Code' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Apple Wallet' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save to Google Wallet' }).count()).toBe(0);
  });
});
