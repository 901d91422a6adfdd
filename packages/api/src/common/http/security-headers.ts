import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Fastify from 'fastify';
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
 * scripts), never framed, no plugins. Inline styles stay allowed (the UI kit sets style
 * attributes). Pages with their own policy (the sandbox payment page) replace it.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const index = join(config.webDist, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const provider = PROVIDER_ORIGINS[config.humanCheck.provider] ?? [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...provider],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...provider],
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
 * Security headers on every reply (@fastify/helmet): the CSP above, HSTS in production,
 * X-Frame-Options DENY with frame-ancestors 'none', nosniff and Referrer-Policy no-referrer.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const headers = await securityHeaders(config);
  // The same headers on every reply, set from one constant: @fastify/helmet rebuilt helmet's
  // middleware and its CSP text on every request (a twentieth of a signed order's CPU).
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
}

/** What helmet (@fastify/helmet) sets with our options, worked out once on a probe request. */
async function securityHeaders(config: AppConfig): Promise<Record<string, string>> {
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
