import { BREAKPOINTS } from '@fanpass/contracts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, it } from 'vitest';
import { launchChromium } from '@fanpass/test-support';
import { SecureLS } from '../../src/lib/session/secure-ls';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * The User-Agent of a phone's Chrome, which contexts below the desktop width present: the server
 * tells a phone from a computer by the browser's own headers, not the width (desktop-only sales,
 * docs/decisions/0014-desktop-only-sales.md). Wider contexts keep Chromium's own (a Linux desktop).
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
export const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

/**
 * Inside `describe.each(VIEWPORTS)`: a test registered at the phone viewport only, for a behaviour
 * the layout does not change (routing rules, stored settings). What the layout changes runs at both.
 */
export function phoneOnly(viewport: {
  width: number;
}): (name: string, fn: () => Promise<void>, timeout?: number) => void {
  return viewport.width === PHONE.width ? (name, fn, timeout) => it(name, fn, timeout) : () => undefined;
}

/**
 * A screenshot for a person to look at, written to `$E2E_SHOTS/<name>.png` when E2E_SHOTS names a
 * directory, and skipped otherwise (CI). It asserts nothing, so it never runs where a capture that
 * hangs (headless Chromium waiting for a frame after a viewport change) could fail a test.
 */
export async function reviewShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

export interface ContextOptions {
  viewport?: { width: number; height: number };
  userAgent?: string;
  colorScheme?: 'light' | 'dark';
  /** Let the service worker run (the PWA journey); blocked elsewhere so every load hits the server. */
  serviceWorkers?: boolean;
  /** The browser's preferred language; zh-CN unless a test is about another (the app's default is zh). */
  locale?: string;
  /** Local storage values set before the app starts (first load only). */
  storage?: Record<string, string>;
  /** The browser's IANA time zone (the app sends it to the API for e-mailed times). */
  timezoneId?: string;
}

export async function newContext(
  browser: Browser,
  baseUrl: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const viewport = options.viewport ?? PHONE;
  const context = await browser.newContext({
    viewport,
    userAgent: options.userAgent ?? (viewport.width < BREAKPOINTS.md ? PHONE_USER_AGENT : undefined),
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'zh-CN',
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    baseURL: baseUrl,
    timezoneId: options.timezoneId,
  });
  if (options.storage) {
    // secure-ls values are arbitrary UTF-16 (lone surrogates included): carry them as char codes.
    const codes = Object.entries(options.storage).map(
      ([key, value]) => [key, Array.from({ length: value.length }, (_, i) => value.charCodeAt(i))] as const,
    );
    await context.addInitScript((values: ReadonlyArray<readonly [string, readonly number[]]>) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      for (const [key, value] of values) localStorage.setItem(key, String.fromCharCode(...value));
    }, codes);
  }
  return context;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched by the first file that asks and kept for the files after it
 * (vitest.config.ts runs the journeys without isolation, so modules live as long as the worker):
 * one browser start per worker instead of one per file. Playwright closes it when the worker
 * exits; a browser that crashed or was closed is launched again.
 */
function chromiumOfWorker(): Promise<Browser> {
  workerBrowser ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      workerBrowser = undefined;
    });
    return browser;
  });
  return workerBrowser;
}

/**
 * The contexts a test file opens, in this worker's Chromium, each closed after its test: registers
 * the hooks and answers the function that opens a context.
 */
export function chromiumPerFile(): (baseUrl: string, options?: ContextOptions) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const opened = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await chromiumOfWorker();
  });
  afterEach(async () => {
    await Promise.all([...opened].map((context) => context.close()));
    opened.clear();
  });
  afterAll(async () => {
    await Promise.all([...opened].map((context) => context.close()));
    opened.clear();
  });
  return async (baseUrl, options) => {
    if (!browser?.isConnected()) browser = await chromiumOfWorker();
    const context = await newContext(browser, baseUrl, options);
    opened.add(context);
    return context;
  };
}

/** The route path of the page (what follows '#'). */
export function routeOf(page: Page): string {
  const hash = new URL(page.url()).hash;
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

export async function waitForRoute(page: Page, expected: string, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction((want) => window.location.hash === `#${want}`, expected, { timeout });
  } catch (error) {
    throw new Error(`expected route ${expected}, the page is at ${routeOf(page)}`, { cause: error });
  }
}

/**
 * Waits until the app has committed `path` on screen (the shell's data-shown), not just until the
 * address changed: a lazy screen keeps the previous one shown while its code loads.
 */
export async function shownAt(page: Page, path: string, timeout = 15_000): Promise<void> {
  try {
    await page.locator(`[data-shown="${path}"]`).waitFor({ state: 'attached', timeout });
  } catch (error) {
    throw new Error(`expected ${path} on screen, the page is at ${routeOf(page)}`, { cause: error });
  }
}

/** Opens a route as a fresh load. */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(`/#${route}`);
}

/** Moves inside the running app, as a link would (a new history entry). */
export async function go(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, route);
}

/**
 * A signed-in session as the app stores it: the obfuscated secure-ls entries (compression on,
 * base64) for the login flag, token and user info. The accounts screens land in a later issue;
 * the guards only need the stored session.
 */
export function storedSession(
  user: { id: number; uuid: string; email: string },
  token: string,
): Record<string, string> {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    key: (index: number) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
  const options = { encodingType: 'base64', isCompression: true, storage };
  const ls = new SecureLS(options);
  ls.set('isLogin', true);
  ls.set('token', token);
  ls.set('userInfo', { ...user, nickname: 'Fan', payPasswordSetUp: 0, isPhoneVerified: 1 });
  return Object.fromEntries(entries);
}

/**
 * The stored session of the demo fan: a real login when the accounts calls exist, else a stored
 * session the guards accept (the screens behind them then meet the server's own 401).
 */
export function signedIn(
  login: { id: number; uuid: string; email: string; token: string } | null,
): Record<string, string> {
  return login
    ? storedSession({ id: login.id, uuid: login.uuid, email: login.email }, login.token)
    : storedSession({ id: 1, uuid: 'e2e-user-uuid', email: 'fan@example.com' }, 'e2e.token');
}

export async function localValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/** The home page rendered by the app itself (the static app shell has no language button). */
export async function homeReady(page: Page): Promise<void> {
  await page.locator('.home-header .pill').waitFor();
}

/**
 * Lets the service worker install and take control of the page, as for a fan who has opened the
 * app before: open the home page, wait until the worker is active, reload under it.
 */
export async function installWorker(page: Page): Promise<void> {
  await open(page, '/home/index');
  await homeReady(page);
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', null, {
    timeout: 30_000,
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * A fan who has opened the app before: English, no install prompt, and the service worker
 * installed and controlling the page.
 */
export async function returningFan(
  openContext: ReturnType<typeof chromiumPerFile>,
  baseUrl: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext(baseUrl, {
    viewport,
    serviceWorkers: true,
    storage: { lang: 'en_US', skipInstallApp: '1' },
  });
  const page = await context.newPage();
  await installWorker(page);
  return { context, page };
}
