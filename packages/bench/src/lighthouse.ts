import lighthouse from 'lighthouse';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { freePort, launchChromium, ROOT, startApi } from '@fanpass/test-support';

const ROUTE = '/#/home/index';
const SCORE_TARGET = 90;
const INITIAL_JS_TARGET_KB = 170;

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Gzip size of every script the page loaded, read from the built files the server serves. */
function initialJs(items: NetworkItem[], origin: string): { files: number; gzipBytes: number } {
  const dist = join(ROOT, 'packages/web/dist');
  let gzipBytes = 0;
  let files = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue;
    const file = join(dist, new URL(item.url).pathname);
    if (!existsSync(file)) continue;
    gzipBytes += gzipSync(readFileSync(file), { level: 9 }).length;
    files++;
  }
  return { files, gzipBytes };
}

/** Chromium's own installability verdict (Lighthouse 12 dropped its PWA category). */
async function installability(port: number, url: string): Promise<string[]> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle0' });
    // Runs in the page: wait until the service worker is active.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.reload({ waitUntil: 'networkidle0' });
    const session = await page.createCDPSession();
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    await page.close();
    return installabilityErrors.map((e) => e.errorId);
  } finally {
    await browser.disconnect();
  }
}

function verdict(ok: boolean): string {
  return ok ? 'ok' : 'BELOW TARGET';
}

/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile) on /#/home/index served by the real app,
 * with Chromium's installability check and the gzip size of the JavaScript the page loads.
 */
export async function lighthouseScenario(): Promise<void> {
  const app = await startApi({
    env: { SEED_DEMO: 'false', THROTTLE_LIMIT: '10000000', REDIS_URL: '' },
    inheritStderr: true,
  });
  const port = await freePort();
  const chrome = await launchChromium({ debuggingPort: port });
  try {
    const url = `${app.url}${ROUTE}`;
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      formFactor: 'mobile',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = (['performance', 'accessibility', 'best-practices'] as const).map((id) => {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      return { id, score };
    });
    const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const js = initialJs(items, app.url);
    const installErrors = await installability(port, url);

    console.log(`lighthouse ${lhr.lighthouseVersion} (mobile) on ${ROUTE}, Chromium ${lhr.environment.hostUserAgent}`);
    for (const { id, score } of scores) {
      console.log(`lighthouse: ${id}=${score} target>=${SCORE_TARGET} ${verdict(score >= SCORE_TARGET)}`);
    }
    for (const metric of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`lighthouse: ${metric}=${lhr.audits[metric]?.displayValue ?? 'n/a'}`);
    }
    const opportunities = Object.values(lhr.audits)
      .map((audit) => ({
        id: audit.id,
        ms: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      }))
      .filter((o) => o.ms > 0)
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3);
    for (const o of opportunities) console.log(`lighthouse: opportunity ${o.id} saves ~${Math.round(o.ms)} ms`);
    console.log(
      `lighthouse: pwa-installable=${installErrors.length === 0 ? 'yes' : `no (${installErrors.join(', ')})`} ${verdict(installErrors.length === 0)}`,
    );
    const kb = js.gzipBytes / 1024;
    console.log(
      `lighthouse: initial-js-gzip_kb=${kb.toFixed(1)} (${js.files} files) target<=${INITIAL_JS_TARGET_KB} ${verdict(kb <= INITIAL_JS_TARGET_KB)}`,
    );
  } finally {
    await chrome.close();
    await app.stop();
  }
}
