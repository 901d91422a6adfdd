/**
 * A callgrind profile of a Node server read by layer (`npm run bench -- cycles --layers`): how many
 * instructions per request the code of each part of the stack ran, V8's builtins, its runtime and
 * native code included. Callgrind names JIT code only by address; Node's `--perf-basic-prof` map
 * (`/tmp/perf-<pid>.map`) names it. A function that is not JavaScript (an inline cache, a builtin,
 * SQLite, the kernel's entry) has its own cost handed up to its callers, in proportion to how many
 * times each called it, until it reaches JavaScript: so the SQL a repository runs counts to that
 * repository, a megamorphic property load to the function that made it. (Split by the calls'
 * inclusive cost instead, a shared trampoline such as `Builtins_Call_ReceiverIsAny` would hand most
 * of every builtin's cost to whatever dispatches the whole request.) What never reaches JavaScript
 * (the event loop's own polling) stays where it is. An estimate, for comparing layers and builds.
 */
export interface Layer {
  name: string;
  /** Whether a JavaScript function's script (its URL in the map) belongs to this layer. */
  test: (script: string) => boolean;
}

/**
 * The package a script belongs to: the name after its path's last `node_modules/` (a scope
 * included), or '' for code outside node_modules. pnpm's store folder names carry their peers
 * (`@nestjs+core@12.5.1_…_class-validator@0.15.1…`), so a package is told by this name, never by
 * whatever its path contains.
 */
export function packageOf(script: string): string {
  const at = script.lastIndexOf('node_modules/');
  if (at < 0) return '';
  const [first = '', second = ''] = script.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const inPackages =
  (...names: (string | RegExp)[]) =>
  (script: string) => {
    const name = packageOf(script);
    return names.some((n) => (typeof n === 'string' ? n === name : n.test(name)));
  };

/** The parts of the app and the floor, in the order a function is matched against them. */
export const LAYERS: Layer[] = [
  { name: 'hmac', test: (s) => /infra\/hmac/.test(s) || inPackages('@noble/hashes', 'jsonwebtoken', 'jws', 'jwa')(s) },
  { name: 'signature', test: (s) => /contracts\/dist\/signature|guards\/signature\.guard|infra\/nonce-store/.test(s) },
  { name: 'session', test: (s) => /modules\/sessions\//.test(s) },
  {
    name: 'validation',
    test: (s) =>
      inPackages('class-validator', 'class-transformer')(s) ||
      (!packageOf(s) && /compiled-validation|validated-params|http\/validation/.test(s)),
  },
  { name: 'nest', test: inPackages(/^@nestjs\//, 'rxjs') },
  {
    name: 'fastify',
    test: inPackages('fastify', 'find-my-way', /^@fastify\//, 'toad-cache', 'light-my-request', 'avvio'),
  },
  { name: 'typeorm', test: inPackages('typeorm') },
  { name: 'app-code', test: (s) => !packageOf(s) && /packages\/api\/dist\//.test(s) },
  { name: 'floor-code', test: (s) => !packageOf(s) && /packages\/bench\/dist\//.test(s) },
  { name: 'node', test: (s) => /^node:|\snode:/.test(s) },
];

interface JitName {
  start: number;
  end: number;
  name: string;
}

/** The JIT code ranges of a `--perf-basic-prof` map, sorted by start (later entries win on reuse). */
export function readPerfMap(text: string): JitName[] {
  const names: JitName[] = [];
  for (const line of text.split('\n')) {
    const [start, size, ...rest] = line.split(' ');
    if (!start || !size || !rest.length) continue;
    const from = parseInt(start, 16);
    names.push({ start: from, end: from + parseInt(size, 16), name: rest.join(' ') });
  }
  return names.sort((a, b) => a.start - b.start);
}

function jitName(names: JitName[], address: number): string | undefined {
  let lo = 0;
  let hi = names.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (names[mid]!.start <= address) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const entry = found >= 0 ? names[found] : undefined;
  return entry && address < entry.end ? entry.name : undefined;
}

/**
 * Instructions (the first event, Ir) by function, each function's own, and the number of calls by
 * callee and caller. Reads callgrind's compressed names (`fn=(12) name`, later `fn=(12)`).
 */
export function readCallgrind(text: string): { own: Map<string, number>; calls: Map<string, Map<string, number>> } {
  const names = new Map<string, string>();
  const named = (field: string) => {
    const match = /^\((\d+)\)(?: (.*))?$/.exec(field.trim());
    if (!match) return field.trim();
    if (match[2] !== undefined) names.set(match[1]!, match[2]);
    return names.get(match[1]!) ?? field.trim();
  };
  const own = new Map<string, number>();
  // callee → caller → how many calls
  const calls = new Map<string, Map<string, number>>();
  let fn = '';
  let callee = '';
  let call = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('fn=')) fn = named(line.slice(3));
    else if (line.startsWith('cfn=')) callee = named(line.slice(4));
    else if (line.startsWith('calls=')) call = Number(line.slice(6).split(' ')[0]);
    else if (/^[0-9+*-]/.test(line)) {
      // After a `calls=` line comes the calls' inclusive cost, which is nobody's own.
      if (call) {
        if (callee !== fn) {
          const callers = calls.get(callee) ?? new Map<string, number>();
          callers.set(fn, (callers.get(fn) ?? 0) + call);
          calls.set(callee, callers);
        }
        call = 0;
      } else own.set(fn, (own.get(fn) ?? 0) + Number(line.split(' ')[1] ?? 0));
    }
  }
  return { own, calls };
}

/** Instructions per layer: every function's own cost handed up to the JavaScript that caused it. */
export function layerCosts(callgrind: string, perfMap: string, layers: Layer[] = LAYERS): Map<string, number> {
  const { own, calls } = readCallgrind(callgrind);
  const map = readPerfMap(perfMap);
  const script = new Map<string, string | undefined>();
  const scriptOf = (fn: string) => {
    if (!script.has(fn)) {
      const address = /^0x([0-9a-f]+)$/.exec(fn);
      const name = address ? jitName(map, parseInt(address[1]!, 16)) : undefined;
      // A regular expression's code is handed up to the JavaScript that ran it, like a builtin.
      script.set(fn, name?.startsWith('RegExp:') ? undefined : name);
    }
    return script.get(fn);
  };
  const settled = new Map<string, number>();
  let moving = new Map(own);
  // Handed up a few dozen levels at most (a builtin calling a builtin calling the runtime …).
  for (let round = 0; round < 60 && moving.size; round++) {
    const next = new Map<string, number>();
    for (const [fn, cost] of moving) {
      const callers = calls.get(fn);
      if (cost < 1e-3) continue;
      if (scriptOf(fn) !== undefined || !callers?.size) {
        settled.set(fn, (settled.get(fn) ?? 0) + cost);
        continue;
      }
      let total = 0;
      for (const c of callers.values()) total += c;
      for (const [caller, c] of callers) next.set(caller, (next.get(caller) ?? 0) + (cost * c) / total);
    }
    moving = next;
  }
  for (const [fn, cost] of moving) settled.set(fn, (settled.get(fn) ?? 0) + cost);
  const byLayer = new Map<string, number>(layers.map((l) => [l.name, 0]));
  byLayer.set('runtime', 0);
  for (const [fn, cost] of settled) {
    const name = scriptOf(fn);
    const layer = name === undefined ? undefined : layers.find((l) => l.test(name));
    const key = layer?.name ?? 'runtime';
    byLayer.set(key, byLayer.get(key)! + cost);
  }
  return byLayer;
}
