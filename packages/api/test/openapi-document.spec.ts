import { API_BASE_PATH, API_VERSION, REPLY_CODES, canonicalString, sign } from '@fanpass/contracts';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { clientOperationsSource, contractsTypeNames } from '../src/openapi/client-types.js';
import { SIGNING_EXAMPLE } from '../src/openapi/signing-example.js';
import { expectWithMessage } from './support/expect-with-message.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const DOC = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as Json;
const GUIDE = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
const OPERATIONS = Object.entries(DOC.paths as Json).flatMap(([path, item]) =>
  Object.entries(item as Json).map(([method, op]) => ({ path, method, op: op as Json })),
);

/** An operation answering the JSON envelope (not a server-sent event stream, read as events). */
function enveloped(op: Json): boolean {
  return op.responses?.['200']?.content?.['application/json'] !== undefined;
}

describe('the OpenAPI document', () => {
  it('carries the API version', () => {
    expect(DOC.info.version).toBe(API_VERSION);
    expect(readFileSync(new URL('../../../docs/api-changes.md', import.meta.url), 'utf8')).toContain(API_VERSION);
  });

  it('has a worked signing example a reader can recompute', () => {
    const e = SIGNING_EXAMPLE;
    const input = { platform: e.platform, timestamp: e.timestamp, nonce: e.nonce, params: e.body, version: 2 as const };
    expect(canonicalString(input)).toBe(e.canonical);
    // Recomputed with node:crypto directly, not with our own HMAC.
    expect(createHmac('sha256', e.key).update(e.canonical, 'utf8').digest('base64url')).toBe(e.signature);
    expect(sign(input, e.key)).toBe(e.signature);
    for (const text of [DOC.info.description as string, GUIDE]) {
      expect(text).toContain(e.canonical);
      expect(text).toContain(e.signature);
      expect(text).toContain(e.key);
    }
  });

  it('documents the headers once and references them', () => {
    const names = Object.keys(DOC.components.parameters as Json);
    for (const h of [
      'platform',
      'timestamp',
      'nonce',
      'signature-version',
      'signature',
      'keyId',
      'token',
      'uuid',
      'Area',
    ]) {
      expect(names).toContain(h);
    }
    expect(names).toEqual(expect.arrayContaining(['Accept-Language', 'Idempotency-Key']));
    for (const { op } of OPERATIONS) {
      for (const p of op.parameters as Json[]) {
        if (p.$ref) expect(names).toContain(String(p.$ref).split('/').pop());
        else if (p.in === 'header')
          expect(names.map((n) => n.toLowerCase())).not.toContain(String(p.name).toLowerCase());
      }
    }
  });

  it('answers 200 with the envelope, lists its reply codes by HTTP status, with examples', () => {
    const api = OPERATIONS.filter((o) => o.path.startsWith('/fanapih5') && o.op['x-reply-codes'] && enveloped(o.op));
    expect(api.length).toBeGreaterThan(80);
    for (const { path, method, op } of api) {
      const where = `${method} ${path}`;
      expectWithMessage(op.responses['201'], where).toBeUndefined();
      const ok = op.responses['200'].content['application/json'];
      expectWithMessage(ok.examples.success.value.code, where).toBe(REPLY_CODES.SUCCESS.code);
      const codes = op['x-reply-codes'] as Array<{ code: number; status: number; name: keyof typeof REPLY_CODES }>;
      for (const c of codes) {
        expectWithMessage(REPLY_CODES[c.name], where).toEqual(
          expect.objectContaining({ code: c.code, status: c.status }),
        );
        if (c.status === 200) continue;
        const response = op.responses[String(c.status)];
        expectWithMessage(response, `${where} ${c.code}`).toBeDefined();
        expect(response.description).toContain(`${c.code} ${c.name}`);
        expect(response.content['application/json'].schema.allOf[1].properties.code.enum).toContain(c.code);
      }
      expect(codes.map((c) => c.name)).toContain('SYSTEM_EXCEPTION');
      const signed = (op.parameters as Json[]).some((p) => p.$ref === '#/components/parameters/signature');
      if (signed)
        expect(codes.map((c) => c.name)).toEqual(expect.arrayContaining(['SIGNATURE_INVALID', 'SIGNATURE_STALE']));
    }
  });

  it("matches the typed client's operation table (packages/contracts/src/client/operations.ts)", () => {
    const contracts = new URL('../../contracts/src/', import.meta.url);
    const committed = readFileSync(new URL('client/operations.ts', contracts), 'utf8');
    expect(committed).toBe(clientOperationsSource(DOC as never, contractsTypeNames(contracts.pathname), API_BASE_PATH));
    const api = OPERATIONS.filter((o) => o.op['x-reply-codes'] && o.path === o.path.trim() && enveloped(o.op));
    for (const { path, method } of api) {
      expect(committed).toContain(`'${method.toUpperCase()} ${path.slice(API_BASE_PATH.length)}': {`);
    }
  });
});
