import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

type Json = Record<string, unknown>;
interface Doc {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
}

/**
 * The type names packages/contracts exports (interfaces and type aliases), read from its sources,
 * each with the module that declares it (`dto/events.js`, relative to the sources).
 */
export function contractsTypeNames(srcDir: string): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/^export (?:interface|type) (\w+)\b(?!<)/gm)) {
          if (!names.has(m[1]!)) names.set(m[1]!, relative(srcDir, path).split(sep).join('/').replace(/\.ts$/, '.js'));
        }
      }
    }
  };
  walk(srcDir);
  return names;
}

/** TypeScript for a JSON schema: a contracts type where one has the schema's name, else the shape inline. */
class TypeWriter {
  readonly used = new Set<string>();
  constructor(
    private readonly doc: Doc,
    private readonly shared: ReadonlyMap<string, string>,
  ) {}

  type(schema: Json | undefined, depth = 0): string {
    if (!schema || depth > 12) return 'unknown';
    const nullable = schema.nullable === true ? ' | null' : '';
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop()!;
      if (this.shared.has(name)) {
        this.used.add(name);
        return name + nullable;
      }
      return this.type(this.doc.components.schemas[name], depth + 1) + nullable;
    }
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      const list = schema[key] as Json[] | undefined;
      if (list?.length) {
        const joined = list.map((s) => this.type(s, depth + 1)).join(key === 'allOf' ? ' & ' : ' | ');
        return list.length > 1 || nullable ? `(${joined})${nullable}` : joined;
      }
    }
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ') + nullable;
    switch (schema.type) {
      case 'integer':
      case 'number':
        return `number${nullable}`;
      case 'string':
        return `string${nullable}`;
      case 'boolean':
        return `boolean${nullable}`;
      case 'array':
        return `Array<${this.type(schema.items as Json, depth + 1)}>${nullable}`;
      case 'object':
      case undefined: {
        const properties = schema.properties as Record<string, Json> | undefined;
        if (!properties)
          return schema.type === 'object' ? `Record<string, unknown>${nullable}` : nullable ? 'null' : 'unknown';
        const required = new Set((schema.required as string[] | undefined) ?? []);
        const fields = Object.entries(properties).map(
          ([k, v]) =>
            `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}${required.has(k) ? '' : '?'}: ${this.type(v, depth + 1)}`,
        );
        return `{ ${fields.join('; ')} }${nullable}`;
      }
      default:
        return 'unknown';
    }
  }
}

/**
 * packages/contracts/src/client/operations.ts: every enveloped operation of the document with
 * the type of what it takes (query or body, and path parameters) and of its `data`.
 */
export function clientOperationsSource(doc: Doc, shared: ReadonlyMap<string, string>, basePath: string): string {
  const writer = new TypeWriter(doc, shared);
  const lines: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(basePath) || path !== path.trim()) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!op['x-reply-codes']) continue;
      const ok = (op.responses as Record<string, Json | undefined>)['200'];
      const content = (ok?.content as Record<string, Json> | undefined)?.['application/json'];
      // A stream (text/event-stream) is read as events, not through the typed client.
      if (!content) continue;
      let success = content.schema as Json;
      if (Array.isArray(success.oneOf)) success = success.oneOf[0] as Json;
      const data = (success.properties as Record<string, Json>).data;
      const params = ((op.parameters as Json[] | undefined) ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      const fields = params.map((p) => `${String(p.name)}${p.required ? '' : '?'}: ${writer.type(p.schema as Json)}`);
      const body = (((op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.[
        'application/json'
      ]?.schema ?? null) as Json | null;
      const paramsType = [fields.length ? `{ ${fields.join('; ')} }` : '', body ? writer.type(body) : '']
        .filter(Boolean)
        .join(' & ');
      const codes = (op['x-reply-codes'] as Array<{ code: number }>).map((c) => c.code);
      lines.push(
        `  /** ${String(op.summary ?? op.operationId).replace(/\*\//g, '* /')} */`,
        `  '${method.toUpperCase()} ${path.slice(basePath.length)}': {`,
        `    params: ${paramsType || 'Record<string, never>'};`,
        `    data: ${writer.type(data)};`,
        `    codes: ${[...new Set(codes)].join(' | ')};`,
        '  };',
      );
    }
  }
  // Each type from the module that declares it, never through the package's index (which exports
  // this file: a loop).
  const byModule = new Map<string, string[]>();
  for (const name of [...writer.used].sort()) {
    const module = shared.get(name)!;
    byModule.set(module, [...(byModule.get(module) ?? []), name]);
  }
  const imports = [...byModule]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([module, names]) => `import type { ${names.join(', ')} } from '../${module}';`);
  return [
    '// Generated by `npm run openapi` from docs/openapi.json: do not edit (the --check run fails on drift).',
    ...imports,
    '',
    '/** Every enveloped operation of the API: what it takes, the `data` it answers, the reply codes it can give. */',
    'export interface ApiOperations {',
    ...lines,
    '}',
    '',
    '/** An operation, as `METHOD /path` under the API base path. */',
    'export type OperationKey = keyof ApiOperations;',
    '',
  ].join('\n');
}
