import { REPLY_CODES } from '@fanpass/contracts';
import { Ajv, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  op: Json;
}

/** docs/openapi.json: what every answer of the API must match. */
const DOC = JSON.parse(readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

/** OpenAPI 3.0's `nullable` as JSON Schema (ajv does not take `nullable` without a `type`). */
function jsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value as Json)) {
    if (k === 'nullable' || k === 'example' || k === 'examples') continue;
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, jsonSchema(s)]))
        : jsonSchema(v);
  }
  return (value as Json).nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

const SCHEMA_REF = '#/components/schemas/';

/** A schema with its references to the document's components named as ajv knows them (their own ids). */
function withComponentIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withComponentIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)
        ? `component:${v.slice(SCHEMA_REF.length)}`
        : withComponentIds(v),
    ]),
  );
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
// Each component schema once, under an id of its own: every answer's validator refers to them, so
// ajv compiles each the first time one needs it and shares it, instead of walking (and compiling
// again) all of the document's components for each operation and status.
for (const [name, schema] of Object.entries(jsonSchema(DOC.components.schemas) as Json)) {
  ajv.addSchema(withComponentIds(schema) as Json, `component:${name}`);
}
const compiled = new Map<string, ValidateFunction>();

const OPERATIONS: Operation[] = Object.entries(DOC.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
    op,
  })),
);

function validator(key: string, schema: unknown): ValidateFunction {
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(withComponentIds(jsonSchema(schema)) as Json);
    compiled.set(key, fn);
  }
  return fn;
}

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Checks one answer of the API against the OpenAPI document: the operation's listed reply codes
 * (code with its HTTP status), and the schema of the answer at that status (the envelope and the
 * schema of `data`). Answers a description of each mismatch (none when the answer matches).
 * Calls outside the document (raw routes, test probes) are not checked; an unknown path under
 * the API must answer 404 / 29998.
 */
export function contractProblems(method: string, url: string, answer: Answer): string[] {
  const path = decodeURIComponent(url.split('?')[0]!);
  const operation = OPERATIONS.find((o) => o.method === method.toUpperCase() && o.pattern.test(path));
  const where = `${method.toUpperCase()} ${path} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
  const body = answer.body as { code?: unknown } | null;
  if (!operation) {
    if (answer.status === 404 && body?.code === REPLY_CODES.ENDPOINT_NOT_FOUND.code) return [];
    return [];
  }
  const codes = operation.op['x-reply-codes'] as Array<{ code: number; status: number; name: string }> | undefined;
  if (!codes) return [];
  const problems: string[] = [];
  if (typeof body?.code !== 'number') return [`${where}: not the envelope`];
  if (!codes.some((c) => c.code === body.code && c.status === answer.status)) {
    problems.push(
      `${where}: code ${body.code} with HTTP ${answer.status} is not listed for ${operation.method} ${operation.template}`,
    );
  }
  const response = (operation.op.responses as Record<string, Json>)[String(answer.status)];
  const schema = ((response?.content as Record<string, Json> | undefined)?.['application/json'] as Json | undefined)
    ?.schema;
  if (!schema) {
    problems.push(`${where}: HTTP ${answer.status} is not documented for ${operation.method} ${operation.template}`);
    return problems;
  }
  const validate = validator(`${operation.method} ${operation.template} ${answer.status}`, schema);
  if (!validate(answer.body)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    problems.push(`${where}: does not match the documented schema: ${errors.join('; ')}`);
  }
  return problems;
}
