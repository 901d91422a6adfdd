import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@fanpass/test-support';
import { PHONE, chromiumPerFile, newContext } from './support/browser';
import { checkAtGate, liveQrPixels, qrOfTicket, y4mOfQr } from './support/gate';
import { ops, serverPerFile } from './support/server';
import { FRIEND, buyTickets, signIn } from './support/tickets';

/**
 * The gate's camera where the browser has no BarcodeDetector (iPhone Safari, Firefox, desktop
 * Chrome): the WebAssembly decoder runs under the page's Content-Security-Policy and reads the
 * fan's live rotating QR from Chromium's fake camera.
 */
const openContext = chromiumPerFile();
// A server of its own: the demo fan buys here without counting against the shared server's limit.
const server = serverPerFile();

let scratch = '';
let camera: Browser | undefined;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'fanpass-camera-'));
});
afterEach(async () => {
  await camera?.close();
  camera = undefined;
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * The gate's phone: a Chromium whose camera plays `video` (its built-in test pattern without one),
 * without the native BarcodeDetector, signed in as gate staff on /gate with a gate name.
 */
async function staffPhone(video?: string): Promise<Page> {
  camera = await launchChromium({
    args: [
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ],
  });
  const context = await newContext(camera, server().url, {
    viewport: PHONE,
    storage: { lang: 'en_US', skipInstallApp: '1' },
  });
  await context.grantPermissions(['camera'], { origin: server().url });
  // As in the browsers without the native detector: the polyfill must do the reading.
  await context.addInitScript(() => {
    delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  expect(await ops(server().databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live')).toMatch(
    /gate staff/,
  );
  const staff = await context.newPage();
  await signIn(staff, '/gate', FRIEND);
  await staff.getByText('Summer Live Concert').waitFor();
  await staff.getByLabel('Gate', { exact: true }).fill('North 2');
  return staff;
}

/** Records every verdict the gate's panel shows from now on, none (the panel gone) included. */
async function watchVerdicts(staff: Page): Promise<() => Promise<(string | null)[]>> {
  await staff.evaluate(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { __verdicts: (string | null)[] }).__verdicts = seen;
    const record = () => {
      const now = document.querySelector('.gate-verdict')?.getAttribute('data-verdict') ?? null;
      if (seen[seen.length - 1] !== now) seen.push(now);
    };
    record();
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => staff.evaluate(() => (window as unknown as { __verdicts: (string | null)[] }).__verdicts);
}

describe('gate camera without a native BarcodeDetector', () => {
  it("reads a fan's live QR with the WebAssembly decoder and shows the gate's verdict", async () => {
    const fanContext = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const fan = await fanContext.newPage();
    await signIn(fan, '/home/events');
    await buyTickets(fan, 'Summer Live Concert', 'Section A', 1);
    const [ticketCode] = (await qrOfTicket(fan, 0))!.split(' ');
    const dialog = fan.getByRole('dialog', { name: 'Ticket QR Code' });
    await dialog.getByText('Section A').waitFor();
    // A holder's name shows on real-name events only; the demo event is not one.
    expect(await dialog.locator('.qr-screen__holder').count()).toBe(0);
    // The code on the fan's screen now is good for this step and the next (one step of drift).
    const video = join(scratch, 'ticket-qr.y4m');
    writeFileSync(video, y4mOfQr(await liveQrPixels(fan)));

    const staff = await staffPhone(video);
    // An earlier verdict on screen: a typed code no ticket has.
    expect(await checkAtGate(staff, '00000000000000000000 12345678')).toBe('unknown');
    const verdicts = await watchVerdicts(staff);
    await staff.getByRole('button', { name: 'Scan with camera' }).click();
    const verdict = staff.locator('.gate-verdict');
    const alert = staff.locator('.gate-camera [role="alert"]');
    // The ticket's verdict, or the scanner's word on why it cannot read.
    await staff.locator('.gate-verdict[data-verdict="valid"]').or(alert).waitFor({ timeout: 20_000 });
    expect(await alert.allTextContents()).toEqual([]);
    await verdict.getByText('Valid — let in').waitFor();
    await verdict.getByText('Section A', { exact: true }).waitFor();
    await verdict.getByText(ticketCode!, { exact: true }).waitFor();
    // The earlier verdict went away as the camera started, before this ticket's came.
    expect(await verdicts()).toEqual(['unknown', null, 'valid']);
  }, 120_000);

  it('says so when the decoder cannot load, and clears the earlier verdict', async () => {
    const staff = await staffPhone();
    await staff.context().route('**/*.wasm', (route) => route.abort());
    expect(await checkAtGate(staff, '00000000000000000000 12345678')).toBe('unknown');
    await staff.getByRole('button', { name: 'Scan with camera' }).click();
    await staff
      .getByRole('alert')
      .getByText('This browser cannot read codes from the camera.', { exact: false })
      .waitFor();
    expect(await staff.locator('.gate-verdict').count()).toBe(0);
    expect(await staff.getByLabel('Camera view').count()).toBe(0);
  });
});
