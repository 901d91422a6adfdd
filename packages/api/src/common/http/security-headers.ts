import helmet from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../config/config.js';

/** Where the human-check widgets of the remote providers load from. */
const PROVIDER_ORIGINS: Record<string, string[]> = {
  recaptcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
  turnstile: ['https://challenges.cloudflare.com'],
  altcha: [],
};

/** 'sha256-…' sources of the inline scripts of the built SPA's index.html (theme and app shell). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of everything the service sends (the SPA and the API): scripts
 * only from this origin plus the exact hashes of the SPA's inline scripts (no 'unsafe-inline'
 * scripts, no 'unsafe-eval'), never framed, no plugins. 'wasm-unsafe-eval' lets the page compile
 * WebAssembly, and nothing else: the gate's QR decoder (zxing, served from this origin) where the
 * browser has no BarcodeDetector (Safari, Firefox, desktop Chrome). Inline styles stay allowed (the UI kit sets style
 * attributes). Pages with their own policy (the sandbox payment page) replace it.
 */
/** Where Google Pay's payment method manifest is (its identifier, and the manifest it links to). */
const GOOGLE_PAY_MANIFEST = ['https://google.com/pay', 'https://pay.google.com/'];

export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const index = join(config.webDist, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const provider = PROVIDER_ORIGINS[config.humanCheck.provider] ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...hashes, ...provider],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Google Pay's payment method manifest, which the browser fetches when the payment page asks
    // whether it can pay with Google Pay (PaymentRequest.canMakePayment); nothing else leaves.
    'connect-src': ["'self'", ...GOOGLE_PAY_MANIFEST, ...provider],
    'frame-src': provider.length ? provider : ["'none'"],
    // The ALTCHA widget solves its challenge in a worker made from a blob or data URL.
    'worker-src': ["'self'", 'blob:', 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * What a JSON answer of the API carries: nothing it says may load or run anything, nothing may
 * frame it, and it is not to be read as another type or from another site. Helmet's other
 * headers (the page's script hashes, COOP, Origin-Agent-Cluster, DNS prefetch, download and
 * cross-domain policies, the XSS auditor) govern documents, which an API answer never is.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-site',
};

/**
 * The security headers of every reply (docs/operations.md, "Security headers"): documents (the
 * web app, its files, the sandbox payment page) carry what @fastify/helmet sets with our options
 * (the CSP above, X-Frame-Options DENY, nosniff, Referrer-Policy no-referrer and the rest); JSON
 * answers of the API, errors included, carry API_HEADERS; both carry HSTS in production. A reply
 * that set its own CSP (the sandbox payment page) keeps it.
 */
export class SecurityHeaders {
  private constructor(
    private readonly document: Record<string, string>,
    private readonly api: Record<string, string>,
  ) {}

  /** Worked out once at start: @fastify/helmet rebuilt its middleware and CSP text on every request. */
  static async of(config: AppConfig): Promise<SecurityHeaders> {
    const document = await helmetHeaders(config);
    const hsts = document['strict-transport-security'];
    return new SecurityHeaders(document, hsts ? { ...API_HEADERS, 'strict-transport-security': hsts } : API_HEADERS);
  }

  /** Sets a reply's headers once its content type is known (an onSend hook). */
  apply(reply: FastifyReply): void {
    const type = reply.getHeader('content-type');
    const headers = typeof type === 'string' && type.startsWith('application/json') ? this.api : this.document;
    if (reply.hasHeader('content-security-policy')) {
      for (const name in headers) if (name !== 'content-security-policy') reply.header(name, headers[name]);
    } else {
      reply.headers(headers);
    }
  }
}

/** What helmet (@fastify/helmet) sets with our options, worked out once on a probe request. */
async function helmetHeaders(config: AppConfig): Promise<Record<string, string>> {
  const production = config.env === 'production';
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...contentSecurityPolicy(config), ...(production ? { 'upgrade-insecure-requests': [] } : {}) },
    },
    hsts: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', (_request, reply) => reply.send());
  const plain = Fastify({ logger: false });
  plain.get('/', (_request, reply) => reply.send());
  const [withHelmet, without] = await Promise.all([probe.inject('/'), plain.inject('/')]);
  await Promise.all([probe.close(), plain.close()]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet.headers)) {
    if (!(name in without.headers) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}
