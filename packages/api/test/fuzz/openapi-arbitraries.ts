import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the fuzz suite reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  signed: boolean;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        security?: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the document, with its parameters and JSON body schema. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).filter((p) => p.in !== 'header'),
        body: op.requestBody?.content?.['application/json']?.schema,
        signed: path.startsWith('/fanapih5/') && !path.startsWith('/fanapih5/humanCheck/'),
      });
    }
  }
  return ops;
}

/** Strings an attacker tries first: empty, huge, control characters, markup, prototype names, numbers as text. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e',
  '💥',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  '"><svg/onload=alert(1)>@evil.test',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  'toString',
  '-1',
  '0',
  '1e999',
  '0x10',
  'NaN',
  '9007199254740993',
  '../../etc/passwd',
  '%00',
  'null',
  '[]',
  '{}',
];

const nastyString = fc.constantFrom(...NASTY_STRINGS);
const nastyNumber = fc.constantFrom(-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308);

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  let s = schema;
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components.schemas[s.$ref.split('/').pop()!] ?? {};
  if (s.allOf?.length) return resolve(doc, s.allOf[0]!);
  return s;
}

/** A value the schema allows (its example, enum values, or generated within its bounds). */
export function validValue(doc: OpenApiDocument, raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const example = schema.example !== undefined ? [fc.constant(schema.example)] : [];
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type ?? 'object') {
    case 'string':
      return fc.oneof(
        ...example,
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) }),
        fc.stringMatching(/^[0-9]{1,8}$/),
      );
    case 'integer':
    case 'number':
      return fc.oneof(
        ...example,
        fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validValue(doc, schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
    default:
      if (!schema.properties || depth > 3) return schema.type === 'object' ? fc.constant({}) : anyJson;
      return validObject(doc, schema, depth);
  }
}

function validObject(doc: OpenApiDocument, schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, s]) =>
    fc.tuple(fc.constant(name), validValue(doc, s, depth + 1), fc.boolean()),
  );
  return fc
    .tuple(...fields)
    .map((entries) =>
      Object.fromEntries(entries.filter(([name, , keep]) => required.has(name) || keep).map(([n, v]) => [n, v])),
    );
}

/** A body: valid, valid with one field broken, with an unknown field, or not an object at all. */
export function bodyOf(doc: OpenApiDocument, schema: Schema | undefined): fc.Arbitrary<unknown> {
  const valid = schema ? validValue(doc, schema) : fc.constant({});
  const names = schema ? Object.keys(resolve(doc, schema).properties ?? {}) : [];
  const broken = names.length
    ? fc.tuple(valid, fc.constantFrom(...names), anyJson).map(([body, name, value]) => ({
        ...(typeof body === 'object' && body !== null ? body : {}),
        [name]: value,
      }))
    : valid;
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: broken, weight: 4 },
    {
      arbitrary: fc.tuple(valid, fc.string({ minLength: 1, maxLength: 12 }), anyJson).map(([body, key, value]) => ({
        ...(typeof body === 'object' && body !== null ? body : {}),
        [key]: value,
      })),
      weight: 1,
    },
    { arbitrary: anyJson, weight: 1 },
  );
}

/** Query or path values: valid for the schema, or nasty strings. */
export function paramsOf(doc: OpenApiDocument, params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const fields = params.map((p) =>
    fc.tuple(
      fc.constant(p.name),
      fc.oneof(
        { arbitrary: validValue(doc, p.schema ?? { type: 'string' }), weight: 3 },
        { arbitrary: nastyString, weight: 1 },
      ),
      fc.boolean(),
      fc.constant(Boolean(p.required || p.in === 'path')),
    ),
  );
  return fc
    .tuple(...fields)
    .map((entries) =>
      Object.fromEntries(
        entries
          .filter(([, , keep, required]) => required || keep)
          .map(([name, value]) => [name, typeof value === 'object' ? JSON.stringify(value) : String(value)]),
      ),
    );
}

/** Header values an HTTP client can send (printable ASCII), sometimes very long. */
export const headerJunk = fc.oneof(
  fc.constantFrom('', 'constructor', '__proto__', 'H5 ', '0x1', '1e12', '-1', 'x'.repeat(4000), 'null'),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 64 }),
);
