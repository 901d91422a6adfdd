import type { INestApplication } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  API_BASE_PATH,
  API_VERSION,
  MESSAGES,
  REPLY_CODES,
  type ReplyCodeEntry,
  type ReplyCodeKey,
  translate,
} from '@fanpass/contracts';
import { API_CODES_KEY } from '../common/http/api-reply.js';
import { OPTIONAL_AUTH_KEY, PUBLIC_KEY, RAW_KEY, REPAIR_EXEMPT_KEY, UNSIGNED_KEY } from '../common/http/decorators.js';
import { PROJECT_ROOT } from '../config/config.js';
import { SIGNING_EXAMPLE } from './signing-example.js';

const INTRO = `The Fanpass REST API: the web app and partners (docs/api.md) call the same operations.

**Envelope.** Every answer under ${API_BASE_PATH} is \`{ code, msg, data }\` (JSON). \`code\` 200 is success;
any other code is one of the reply-code catalogue, sent with the HTTP status the catalogue gives it (each
operation lists the codes it can answer, grouped by HTTP status). \`msg\` follows \`Accept-Language\`
(en_US, zh, zh_tw, th, vi, ms). A success is always HTTP 200 (never 201).

**Headers.** Documented once under components.parameters and referenced by each operation.

**Signing.** Every call under ${API_BASE_PATH} is signed (version 2 of the canonical string):
1. Take the pairs \`platform\`, \`timestamp\` (milliseconds since the epoch, within 5 minutes of the server clock),
   \`nonce\` (16 characters of [A-Za-z0-9], never reused) and \`signature-version\` (\`2\`), plus the query parameters
   (GET) or the top-level fields of the JSON body (other methods), one pair each.
2. Drop pairs whose value is null or missing; write an object or array value as its JSON text
   (as \`JSON.stringify\` writes it: no spaces), a number or boolean as its text.
3. In every key and value replace \`%\` with \`%25\`, \`&\` with \`%26\` and \`=\` with \`%3D\` (and a lone UTF-16
   surrogate with \`%u\` and its four upper-case hex digits); change nothing else: no case folding.
4. Sort the pairs by key (a header pair before a parameter of the same name) and join them as \`key=value\` with
   \`&\`: this is the canonical string.
5. HMAC-SHA256 the canonical string (UTF-8) with your key; encode the 32 bytes base64url without padding
   (43 characters): this is \`signature\`.
6. Send \`platform\`, \`timestamp\`, \`nonce\`, \`signature-version: 2\`, \`signature\` (and, for a partner,
   \`platform: PARTNER\` and \`keyId\`). Without \`signature-version\` a request is read as version 1 (the old,
   lower-cased form), which answers 40011 unless the deployment still accepts it from that platform.

**Worked example** (recompute it to test your code). Partner key id \`${SIGNING_EXAMPLE.keyId}\`, key
\`${SIGNING_EXAMPLE.key}\`; \`${SIGNING_EXAMPLE.method} ${SIGNING_EXAMPLE.path}\` with platform \`${SIGNING_EXAMPLE.platform}\`,
timestamp \`${SIGNING_EXAMPLE.timestamp}\`, nonce \`${SIGNING_EXAMPLE.nonce}\`, signature-version \`${SIGNING_EXAMPLE.version}\` and the body
\`${JSON.stringify(SIGNING_EXAMPLE.body)}\`:
- canonical string \`${SIGNING_EXAMPLE.canonical}\`
- signature \`${SIGNING_EXAMPLE.signature}\`

**Login.** regByEmail and loginByEmail answer \`token\` and \`uuid\`; send both as headers. A missing, expired or
revoked login answers 401 with code 2062000.

**Version.** \`info.version\` follows semantic versioning; breaking changes are listed in docs/api-changes.md.`;

type Json = Record<string, unknown>;

/** The request headers, documented once and referenced by every operation that reads them. */
const HEADERS: Record<string, Json> = {
  platform: {
    name: 'platform',
    in: 'header',
    required: true,
    description:
      'Who signs: H5 (mobile web), PC (desktop web), PARTNER (a partner key, with keyId) or a platform of SIGNING_KEYS',
    schema: { type: 'string', maxLength: 64, example: 'PARTNER' },
  },
  timestamp: {
    name: 'timestamp',
    in: 'header',
    required: true,
    description: 'Milliseconds since the epoch, decimal; within 5 minutes of the server clock (else 40012)',
    schema: { type: 'string', pattern: '^[0-9]{1,15}$', example: '1700000000000' },
  },
  nonce: {
    name: 'nonce',
    in: 'header',
    required: true,
    description: '16 characters of [A-Za-z0-9], new for every request (a reused one answers 40013)',
    schema: { type: 'string', pattern: '^[A-Za-z0-9]{16}$', example: 'Q3xv9TzL0aBc7DeF' },
  },
  'signature-version': {
    name: 'signature-version',
    in: 'header',
    required: true,
    description:
      'The canonical string signed: 2 (see the signing procedure above). A request without it is read as version 1, refused with 40011 unless SIGNATURE_V1_PLATFORMS lists its platform; another value answers 40015',
    schema: { type: 'string', enum: ['2'], example: '2' },
  },
  signature: {
    name: 'signature',
    in: 'header',
    required: true,
    description: 'HMAC-SHA256 of the canonical string, base64url without padding (see the signing procedure above)',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  },
  keyId: {
    name: 'keyId',
    in: 'header',
    required: false,
    description:
      'With platform PARTNER: the id of the partner key the request is signed with (not part of the signed string)',
    schema: { type: 'string', pattern: '^pk_[a-z0-9]{10}$', example: 'pk_4q7mzx2c9v' },
  },
  token: {
    name: 'token',
    in: 'header',
    required: false,
    description:
      'Login token from regByEmail or loginByEmail. Calls that need a login (x-login: required) answer 401/2062000 without it',
    schema: { type: 'string' },
  },
  uuid: {
    name: 'uuid',
    in: 'header',
    required: false,
    description: 'The device id answered with the token; sent with it',
    schema: { type: 'string' },
  },
  Area: {
    name: 'Area',
    in: 'header',
    required: false,
    description: 'Market the caller browses (HK, MO, …); basic/config_area reads it when no area query is given',
    schema: { type: 'string', example: 'HK' },
  },
  'Accept-Language': {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'Language of msg: en_US (default), zh, zh_tw, th, vi or ms',
    schema: { type: 'string', enum: ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'] },
  },
  'Idempotency-Key': {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      '8–64 of [A-Za-z0-9_-]; a retry with the same key replays the first answer instead of acting twice (orders, payments, wallet)',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
};
const HEADER_NAMES = new Set(Object.keys(HEADERS).map((h) => h.toLowerCase()));

interface Route {
  controller: object;
  handler: object;
}

/** Each handler by Swagger's operationId (`Controller_method`). */
function routesOf(app: INestApplication): Map<string, Route> {
  const routes = new Map<string, Route>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name !== 'constructor' && typeof handler === 'function') {
          routes.set(`${controller.name}_${name}`, { controller, handler });
        }
      }
    }
  }
  return routes;
}

function meta<T>(key: string, route: Route): T | undefined {
  return (
    (Reflect.getMetadata(key, route.handler) as T | undefined) ?? (Reflect.getMetadata(key, route.controller) as T)
  );
}

const SIGNATURE_CODES: ReplyCodeKey[] = [
  'SIGNATURE_MISSING',
  'PLATFORM_UNKNOWN',
  'SIGNATURE_MALFORMED',
  'SIGNATURE_STALE',
  'SIGNATURE_INVALID',
  'SIGNATURE_REPLAYED',
  'PARTNER_KEY_UNKNOWN',
];

/**
 * The codes an operation can answer: the ones its flags bring (signature, login, validation,
 * repair, throttle, fault) plus the ones its handler's code can reach (`operationCodes`, read
 * from the sources) and any its handler declares with `@ApiCodes` (what the sources do not show:
 * the framework's own refusals).
 */
export function codesOf(route: Route, op: Json, method: string, reached: ReplyCodeKey[]): ReplyCodeKey[] {
  const codes = new Set<ReplyCodeKey>(['SUCCESS', 'SYSTEM_EXCEPTION', 'TOO_MANY_REQUESTS']);
  if (!meta<boolean>(REPAIR_EXEMPT_KEY, route)) codes.add('REPAIR');
  const unsigned = meta<boolean>(UNSIGNED_KEY, route) === true;
  if (!unsigned) for (const c of SIGNATURE_CODES) codes.add(c);
  // A route that reads the login (required or optional) refuses an expired one or a suspended account.
  if (!unsigned && (!meta<boolean>(PUBLIC_KEY, route) || meta<boolean>(OPTIONAL_AUTH_KEY, route))) {
    codes.add('LOGIN_EXPIRED');
    codes.add('ACCOUNT_SUSPENDED');
  }
  const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in !== 'header');
  if (params.length || op.requestBody) codes.add('VALIDATION_FAILED');
  if (method !== 'get') {
    codes.add('MALFORMED_BODY');
    codes.add('PAYLOAD_TOO_LARGE');
  }
  for (const key of reached) codes.add(key);
  for (const key of (Reflect.getMetadata(API_CODES_KEY, route.handler) as ReplyCodeKey[] | undefined) ?? [])
    codes.add(key);
  return [...codes];
}

function english(entry: ReplyCodeEntry): string {
  return translate(entry.key, 'en_US', {}, MESSAGES);
}

/** An example value for a schema: its own example, else one made from its type. */
export function exampleOf(schema: Json | undefined, schemas: Record<string, Json>, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (typeof schema.$ref === 'string') return exampleOf(schemas[schema.$ref.split('/').pop()!], schemas, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const list = schema[key] as Json[] | undefined;
    if (list?.length) return exampleOf(list[0], schemas, depth + 1);
  }
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Json = {};
      for (const [k, v] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) {
        out[k] = exampleOf(v, schemas, depth + 1);
      }
      return out;
    }
    case 'array':
      return [exampleOf(schema.items as Json, schemas, depth + 1)];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date-time' ? '2026-01-01T12:00:00.000Z' : 'string';
    default:
      return null;
  }
}

function errorExample(key: ReplyCodeKey): Json {
  const entry = REPLY_CODES[key];
  const data =
    key === 'VALIDATION_FAILED'
      ? { fields: [{ field: 'email', message: 'email is not valid' }] }
      : key === 'TOO_MANY_REQUESTS'
        ? { retryAfterSeconds: 30 }
        : null;
  return { summary: `${entry.code}: ${english(entry)}`, value: { code: entry.code, msg: english(entry), data } };
}

/** The schema of an error answer with one of the given codes. */
function errorSchema(keys: ReplyCodeKey[]): Json {
  return {
    allOf: [
      { $ref: '#/components/schemas/ErrorEnvelope' },
      {
        type: 'object',
        properties: { code: { type: 'integer', enum: [...new Set(keys.map((k) => REPLY_CODES[k].code))] } },
      },
    ],
  };
}

function describeCodes(keys: ReplyCodeKey[]): string {
  return keys.map((k) => `${REPLY_CODES[k].code} ${k}: ${english(REPLY_CODES[k])}`).join('\n\n');
}

/** Rewrites one operation: shared header references, every reply code by HTTP status, examples. */
function completeOperation(
  op: Json,
  method: string,
  path: string,
  route: Route | undefined,
  doc: OpenAPIObject,
  reached: Map<string, ReplyCodeKey[]>,
): void {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Json>;
  const own = ((op.parameters as Json[] | undefined) ?? []).filter(
    (p) => !(p.in === 'header' && HEADER_NAMES.has(String(p.name).toLowerCase())),
  );
  const hadIdempotency = ((op.parameters as Json[] | undefined) ?? []).some(
    (p) => p.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key',
  );
  const raw = route ? meta<boolean>(RAW_KEY, route) === true : true;
  const underApi = path.startsWith(API_BASE_PATH);
  const signed = route ? underApi && meta<boolean>(UNSIGNED_KEY, route) !== true : false;
  const refs: string[] = [];
  if (signed) refs.push('platform', 'timestamp', 'nonce', 'signature-version', 'signature', 'keyId');
  if (underApi && route) refs.push('token', 'uuid', 'Area', 'Accept-Language');
  if (hadIdempotency) refs.push('Idempotency-Key');
  op.parameters = [...refs.map((name) => ({ $ref: `#/components/parameters/${name}` })), ...own];
  delete op.security;
  if (!route || raw || !underApi) {
    op['x-login'] = 'none';
    return;
  }
  const login =
    meta<boolean>(UNSIGNED_KEY, route) || meta<boolean>(PUBLIC_KEY, route)
      ? 'none'
      : meta<boolean>(OPTIONAL_AUTH_KEY, route)
        ? 'optional'
        : 'required';
  op['x-login'] = login;
  const codes = codesOf(route, op, method, reached.get(String(op.operationId).replace(/\[\d+\]$/, '')) ?? []);
  op['x-reply-codes'] = codes.map((k) => ({ code: REPLY_CODES[k].code, status: REPLY_CODES[k].status, name: k }));

  const responses = op.responses as Record<string, Json>;
  const ok = responses['200'];
  const okContent = (ok?.content as Record<string, Json> | undefined)?.['application/json'];
  if (okContent) {
    const successSchema = okContent.schema as Json;
    const dataSchema = (successSchema.properties as Record<string, Json> | undefined)?.data;
    okContent.examples = {
      success: { summary: 'Success', value: { code: 200, msg: 'Success', data: exampleOf(dataSchema, schemas) } },
    };
  }
  const byStatus = new Map<number, ReplyCodeKey[]>();
  for (const key of codes) {
    if (key === 'SUCCESS') continue;
    const status = REPLY_CODES[key].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  for (const [status, keys] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    const examples = Object.fromEntries(keys.map((k) => [k, { $ref: `#/components/examples/${k}` }]));
    if (status === 200 && okContent) {
      // A code that travels with HTTP 200 (1001): the 200 answer is the success or that code.
      okContent.schema = { oneOf: [okContent.schema, errorSchema(keys)] };
      okContent.examples = { ...(okContent.examples as Json), ...examples };
      ok!.description = `${String(ok!.description)}; or, with HTTP 200:\n\n${describeCodes(keys)}`;
      continue;
    }
    responses[String(status)] = {
      description: describeCodes(keys),
      content: { 'application/json': { schema: errorSchema(keys), examples } },
    };
  }
}

/** The document of the app's routes; `reached`: each operation's codes read from the sources (`operationCodes`). */
export function buildOpenApi(app: INestApplication, reached: Map<string, ReplyCodeKey[]>): OpenAPIObject {
  const config = new DocumentBuilder().setTitle('Fanpass API').setDescription(INTRO).setVersion(API_VERSION).build();
  const doc = SwaggerModule.createDocument(app, config);
  const routes = routesOf(app);
  doc.components = {
    ...doc.components,
    parameters: HEADERS as unknown as NonNullable<OpenAPIObject['components']>['parameters'],
    schemas: {
      ...doc.components?.schemas,
      ErrorEnvelope: {
        type: 'object',
        description: 'An answer with a code other than 200; data is null, or details (fields, retryAfterSeconds, …)',
        required: ['code', 'msg', 'data'],
        properties: {
          code: { type: 'integer', description: 'A code of the reply-code catalogue' },
          msg: { type: 'string', description: 'The message in the Accept-Language language' },
          data: { nullable: true, description: 'null, or details of the refusal' },
        },
      },
    },
  };
  doc.components.examples = Object.fromEntries(
    (Object.keys(REPLY_CODES) as ReplyCodeKey[]).filter((k) => k !== 'SUCCESS').map((k) => [k, errorExample(k)]),
  );
  delete doc.components.securitySchemes;
  delete doc.security;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      // A handler on several paths is `Controller_method[0]`, `[1]`, …
      const route = typeof op.operationId === 'string' ? routes.get(op.operationId.replace(/\[\d+\]$/, '')) : undefined;
      completeOperation(op, method, path, route, doc, reached);
    }
  }
  return doc;
}

/**
 * Serves the document and its viewer in development: the committed docs/openapi.json, which
 * `npm run openapi` makes from the code and CI holds to it (its reply codes are read from the
 * sources, which a running server does not do).
 */
export function setupOpenApi(app: INestApplication): void {
  const document = () => JSON.parse(readFileSync(join(PROJECT_ROOT, 'docs', 'openapi.json'), 'utf8')) as OpenAPIObject;
  SwaggerModule.setup(`${API_BASE_PATH.slice(1)}/docs`, app, document, {
    jsonDocumentUrl: `${API_BASE_PATH.slice(1)}/docs/openapi.json`,
  });
}
