import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestApp } from './support/test-app.js';
import { PRODUCTION_ENV } from './support/production-env.js';

const THEME = "document.documentElement.setAttribute('data-x', '1');";
const SHELL = "(function () { var r = document.getElementById('root'); })();";
const INDEX = `<!doctype html><html><head><script>${THEME}</script>
<script type="module" crossorigin src="/assets/index.js"></script></head>
<body><div id="root"></div>\n    <script>${SHELL}</script></body></html>`;
const PROD = PRODUCTION_ENV;
/** The smallest WebAssembly module: magic and version. */
const WASM = Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers on everything the server sends', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fanpass-web-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'zxing_reader-abc123.wasm'), WASM);
    t = await TestApp.start({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function expectHardened(headers: Record<string, string>): Map<string, string[]> {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    const csp = directives(headers['content-security-policy']!);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    return csp;
  }

  it('the SPA: a CSP whose script-src allows exactly the inline scripts of the built index.html, by hash', async () => {
    const res = await request(t.server).get('/');
    expect(res.status).toBe(200);
    const csp = expectHardened(res.headers as Record<string, string>);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", hash(THEME), hash(SHELL)]);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("the gate's QR decoder: WebAssembly may compile, from this origin only, and nothing else is evaluated", async () => {
    const page = await request(t.server).get('/');
    const csp = expectHardened(page.headers as Record<string, string>);
    // Exactly one allowance beyond 'self' and the hashes: compiling WebAssembly, not eval().
    expect(csp.get('script-src')!.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
    ]);
    expect(page.headers['content-security-policy']).not.toContain("'unsafe-eval'");
    // Only this origin, and Google Pay's manifest for the payment page's can-I-pay question.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://google.com/pay', 'https://pay.google.com/']);
    const wasm = await request(t.server).get('/assets/zxing_reader-abc123.wasm');
    expect(wasm.status).toBe(200);
    // instantiateStreaming accepts this type only.
    expect(wasm.headers['content-type']).toBe('application/wasm');
  });

  /** A JSON answer: it may load, run or frame nothing, and is not to be sniffed or read cross-site. */
  function expectApiPolicy(headers: Record<string, string>): void {
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    // What governs documents only is left off an answer that is never one.
    expect(headers['cross-origin-opener-policy']).toBeUndefined();
    expect(headers['x-dns-prefetch-control']).toBeUndefined();
  }

  it('the API: the API policy on successes, refusals and unknown routes', async () => {
    expectApiPolicy((await t.get('/fanapih5/notify')).headers as Record<string, string>);
    expectApiPolicy((await t.get('/fanapih5/notify', {}, { unsigned: true })).headers as Record<string, string>);
    expectApiPolicy((await request(t.server).get('/no/such/route')).headers as Record<string, string>);
  });

  it("the web app's files carry the document policy", async () => {
    const res = await request(t.server).get('/index.html');
    expect(res.status).toBe(200);
    expect(expectHardened(res.headers as Record<string, string>).get('script-src')).toContain(hash(THEME));
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('HSTS in production', async () => {
    const prod = await TestApp.start({ ...PROD, WEB_DIST: dir });
    try {
      const res = await request(prod.server).get('/');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}; includeSubDomains/);
      expectHardened(res.headers as Record<string, string>);
      const api = await request(prod.server).get('/no/such/route');
      expect(api.headers['strict-transport-security']).toBe(res.headers['strict-transport-security']);
      expectApiPolicy(api.headers as Record<string, string>);
    } finally {
      await prod.close();
    }
  });
});
