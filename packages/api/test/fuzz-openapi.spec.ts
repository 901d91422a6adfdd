import { REPLY_CODES } from '@fanpass/contracts';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNTS_ENV } from './support/accounts.js';
import { buyer, createEvent } from './support/tickets-fixtures.js';
import { TestApp } from './support/test-app.js';
import {
  bodyOf,
  headerJunk,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  paramsOf,
} from './fuzz/openapi-arbitraries.js';
import { expectWithMessage } from './support/expect-with-message.js';

/**
 * Generated requests, valid and invalid, signed like our client, to every operation of
 * docs/openapi.json: no reply may be a 5xx, and every refusal must be a code of the catalogue
 * with its own HTTP status. Bounded: FUZZ_RUNS requests per operation (default 10, about 900
 * requests, in `npm test`; `npm run test:soak` runs 200).
 */
const DOC = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
const OPERATIONS = operationsOf(DOC);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Each request answers in milliseconds; one that takes this long is a fault to name, not to shrink. */
const REQUEST_TIMEOUT_MS = 10_000;
const DOCUMENTED = new Set(Object.values(REPLY_CODES).map((e) => `${e.code}/${e.status}`));
const FUZZED_HEADERS = [
  'platform',
  'timestamp',
  'nonce',
  'signature',
  'token',
  'uuid',
  'accept-language',
  'idempotency-key',
];

interface Input {
  params: Record<string, string>;
  body: unknown;
  auth: 'token' | 'none' | 'junk';
  header: [string, string] | null;
}

function inputOf(op: Operation): fc.Arbitrary<Input> {
  return fc.record({
    params: paramsOf(DOC, op.parameters),
    body: op.method === 'GET' ? fc.constant(undefined) : bodyOf(DOC, op.body),
    auth: fc.constantFrom('token', 'token', 'token', 'none', 'junk'),
    // One request in six carries one junk header (signature, login or language).
    header: fc.oneof(
      { arbitrary: fc.constant(null), weight: 5 },
      { arbitrary: fc.tuple(fc.constantFrom(...FUZZED_HEADERS), headerJunk), weight: 1 },
    ),
  });
}

describe('fuzzing every operation of the OpenAPI document, signed', () => {
  let t: TestApp;
  const faults: string[] = [];
  const seen = new Map<string, number>();

  beforeAll(async () => {
    t = await TestApp.start({ ...ACCOUNTS_ENV, CODE_HOURLY_PER_ADDRESS: '1000' });
    // Something to find: an event on sale with two seat areas (ids 1 and 2, as the examples say).
    await createEvent(t, {
      ticketTypes: [
        { code: 'a', name: 'A', price: 100_00, capacity: 50 },
        { code: 'b', name: 'B', price: 50_00, capacity: 50 },
      ],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function send(op: Operation, input: Input, token: string, uuid: string) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(input.params[name] ?? 'x'));
    const query = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query' && p.name in input.params)
        .map((p) => [p.name, input.params[p.name]!]),
    );
    const qs = new URLSearchParams(query).toString();
    const url = qs ? `${path}?${qs}` : path;
    const body = input.body;
    const signedOver =
      op.method === 'GET' ? query : typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
    const headers: Record<string, string> = op.signed ? t.signedHeaders(signedOver as Record<string, string>) : {};
    if (input.auth === 'token') Object.assign(headers, { token, uuid });
    if (input.auth === 'junk') Object.assign(headers, { token: 'junk.token.value', uuid: 'x' });
    if (input.header) headers[input.header[0]] = input.header[1];
    const req = op.method === 'GET' ? request(t.server).get(url) : request(t.server).post(url);
    // A request that hangs fails on its own, named with its input, before the test's timeout.
    req.timeout({ response: REQUEST_TIMEOUT_MS, deadline: REQUEST_TIMEOUT_MS });
    req.set(headers);
    if (op.method !== 'GET') req.set('content-type', 'application/json').send(JSON.stringify(body ?? {}));
    return req;
  }

  it.each(OPERATIONS.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (name, op) => {
    // A fresh signed-in fan (verified phone) per operation: logout or a password change ends only its own sessions.
    const fan = await buyer(t);
    await fc.assert(
      fc.asyncProperty(inputOf(op), async (input) => {
        const res = await send(op, input, fan.opts.token!, fan.opts.uuid!);
        const code = (res.body as { code?: unknown } | undefined)?.code;
        const where = `${name} ${JSON.stringify(input).slice(0, 300)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        if (res.status >= 500) faults.push(where);
        if (process.env.FUZZ_STATS) seen.set(`${name} ${String(code)}`, (seen.get(`${name} ${String(code)}`) ?? 0) + 1);
        expectWithMessage(res.status, where).toBeLessThan(500);
        if (typeof code === 'number') expectWithMessage(DOCUMENTED.has(`${code}/${res.status}`), where).toBe(true);
      }),
      // The first failing input is reported as it is: shrinking would replay a hang again and again.
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('left every database invariant intact and answered no 5xx', async () => {
    if (process.env.FUZZ_STATS) console.log([...seen].map(([k, n]) => `${k}: ${n}`).join('\n'));
    expect(faults).toEqual([]);
    const verify = await t.ops('verify');
    expect(verify.out).toMatch(/every invariant holds/);
    expect(verify.code).toBe(0);
  });
});
