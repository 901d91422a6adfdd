#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test`, `npm run bench|lint|ops`.
// It needs nothing but Node 20 and npm: pnpm comes from the npm registry through npx,
// dependencies are installed when missing, and packages are built before they run.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

const env = { ...process.env };
// Native addons (better-sqlite3) build from source here: point node-gyp at the local headers
// so it never tries to download them.
if (!env.npm_config_nodedir && existsSync('/usr/include/node/node.h')) env.npm_config_nodedir = '/usr';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env, ...opts });
  if (r.error) throw r.error;
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function pnpm(...args) {
  run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args]);
}

function ensureInstalled() {
  const marker = join(root, 'node_modules', '.fanpass-installed');
  const lock = join(root, 'pnpm-lock.yaml');
  const stale =
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs) ||
    statSync(join(root, 'package.json')).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('fanpass: installing dependencies (pnpm %s)…', pnpmVersion);
  pnpm('install', ...(existsSync(lock) ? ['--frozen-lockfile'] : []));
  writeFileSync(marker, new Date().toISOString());
}

/** What a package's build never reads: its outputs, installs, reports and scratch folders. */
const NOT_BUILD_INPUT = /^(node_modules|data|dist|dist-.*|test-results|tmp|tmp-.*|coverage|\.vite|\.lighthouseci)$/;
/** Files of the root that every build reads. */
const ROOT_INPUTS = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const STAMP = '.fanpass-build-stamp';

/** The workspace's packages that have a build: name, folder and the workspace packages they depend on. */
function buildablePackages() {
  const packages = new Map();
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (!manifest.scripts?.build) continue;
    const deps = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
      .filter(([, version]) => String(version).startsWith('workspace:'))
      .map(([name]) => name);
    packages.set(manifest.name, { dir, deps });
  }
  return packages;
}

function hashTree(hash, dir, base) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (NOT_BUILD_INPUT.test(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path, base);
    else if (entry.isFile())
      hash
        .update(`${relative(base, path)}\0`)
        .update(readFileSync(path))
        .update('\0');
  }
}

/**
 * A package's build inputs in one hash: its own files (outputs and scratch left out), the root's
 * manifests and lockfile, the stamps of the workspace packages it builds on, Node's version and the
 * variables a build reads (NODE_ENV, VITE_*). Equal to the stamp its last build left in dist/: that
 * build is this one.
 */
function inputsOf(name, packages, stamps) {
  const { dir, deps } = packages.get(name);
  const hash = createHash('sha256').update(`${process.version}\0`);
  for (const file of ROOT_INPUTS) if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  for (const dep of deps) hash.update(`${dep}=${stamps.get(dep) ?? ''}\0`);
  for (const key of Object.keys(env).sort())
    if (key === 'NODE_ENV' || key.startsWith('VITE_')) hash.update(`${key}=${env[key]}\0`);
  hashTree(hash, join(root, 'packages', dir), join(root, 'packages', dir));
  return hash.digest('hex');
}

/**
 * Builds the named packages (every package by default) and what they build on, skipping each one
 * whose inputs are those of its last build (`always` builds them all again): `npm test` after
 * `npm run build`, or on MySQL after SQLite, does not build the same sources twice.
 */
function build(filters = [], { always = false } = {}) {
  const packages = buildablePackages();
  const wanted = new Set();
  const want = (name) => {
    if (wanted.has(name) || !packages.has(name)) return;
    for (const dep of packages.get(name).deps) want(dep);
    wanted.add(name);
  };
  for (const name of filters.length ? filters : packages.keys()) want(name);
  // `wanted` lists each package after the ones it builds on.
  const stamps = new Map();
  const stale = [];
  for (const name of wanted) {
    const stamp = inputsOf(name, packages, stamps);
    stamps.set(name, stamp);
    const file = join(root, 'packages', packages.get(name).dir, 'dist', STAMP);
    if (always || !existsSync(file) || readFileSync(file, 'utf8') !== stamp) stale.push(name);
  }
  if (!stale.length) return;
  pnpm(...stale.flatMap((name) => ['--filter', name]), '-r', '--workspace-concurrency=2', 'run', 'build');
  for (const name of stale) {
    const dist = join(root, 'packages', packages.get(name).dir, 'dist');
    if (existsSync(dist)) writeFileSync(join(dist, STAMP), stamps.get(name));
  }
}

/**
 * One closing line over every package's report: "tests: N passed, N failed", after a line
 * "failed: <db> <package> <file> › <test> — <why>" for each test (or file) that failed, and a line
 * "flaky: …" for each that passed only on its retry, so the end of a long log names them. Each
 * package's `test` script writes its own: test-results/vitest.json (Vitest) or test-results/jest.json
 * (Jest, the API); both carry the same counts and the same per-file shape.
 */
const REPORTS = ['vitest.json', 'jest.json'];

/** Which database a run uses, as reports and their lines name it. */
const DB = /^(mysql|mariadb):/i.test(process.env.DATABASE_URL ?? '') ? 'mysql' : 'sqlite';
/**
 * Where a run's reports go in each package: a folder per database, so a SQLite run and a MySQL run
 * at the same time (.ci/run) keep their own. The packages' test scripts write to $TEST_RESULTS.
 */
const RESULTS = join('test-results', DB);
env.TEST_RESULTS = RESULTS;

/** The first `count` lines of a failure's text that say something (colours, stack frames and code frames left out). */
function firstLines(message, count) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- the escape character starts every colour code
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('at ') && !l.startsWith('❯'))
      .slice(0, count)
      .join(' | ')
  );
}

/**
 * Why a test failed, on one line: the first lines of its failure (error, then for a browser test
 * the locator it waited for), so the end of a log a CI page shows says why.
 */
function reasonOf(assertion) {
  const text = firstLines(assertion.failureMessages?.[0], 4);
  return text ? ` — ${text.slice(0, 500)}` : '';
}

function failuresIn(dir, report) {
  const db = DB;
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = file.name ? file.name.slice(join(root, 'packages', dir).length + 1) : '?';
    const results = file.assertionResults ?? [];
    for (const a of results) {
      // A browser journey is retried once (packages/web/vitest.config.ts): one that passed on its
      // retry still carries the first attempt's failure, and is named so it gets looked at.
      const kind = a.status === 'failed' ? 'failed' : a.status === 'passed' && a.failureMessages?.length ? 'flaky' : '';
      if (kind) lines.push(`${kind}: ${db} ${dir} ${where} › ${a.fullName ?? a.title}${reasonOf(a)}`);
    }
    if (!results.some((a) => a.status === 'failed') && file.status === 'failed') {
      lines.push(`failed: ${db} ${dir} ${where} (the file: ${firstLines(file.message, 1).slice(0, 200)})`);
    }
  }
  return lines;
}

/** The closing lines over the reports of `dirs` (the packages this run tested). */
function summarize(dirs) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const dir of dirs)
    for (const name of REPORTS) {
      const file = join(root, 'packages', dir, RESULTS, name);
      if (!existsSync(file)) continue;
      const report = JSON.parse(readFileSync(file, 'utf8'));
      passed += report.numPassedTests ?? 0;
      // A file that fails to load has no failed test but a failed suite: count it too.
      const failedTests = report.numFailedTests ?? 0;
      failed += failedTests || (report.numFailedTestSuites ?? 0);
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      failures.push(...failuresIn(dir, report));
    }
  for (const line of failures) console.log(line);
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/**
 * The parts `npm test -- <part> …` runs, each one package's test script (with the arguments that
 * select a project of it). Without a part, all of them; on MySQL/MariaDB only `api`, the one package
 * whose suites touch a database (the others ran on the embedded database and would run alike).
 */
const TEST_PARTS = {
  contracts: { dir: 'contracts', args: [] },
  lint: { dir: 'lint', args: [] },
  bench: { dir: 'bench', args: [] },
  api: { dir: 'api', args: [] },
  web: { dir: 'web', args: [] },
  unit: { dir: 'web', args: ['--project', 'unit'] },
  e2e: { dir: 'web', args: ['--project', 'e2e'] },
};
const ALL_PARTS = ['contracts', 'lint', 'bench', 'api', 'web'];
const DATABASE_PARTS = ['api'];
/**
 * The web package's run (the browser journeys: a browser and a server waiting on each other) goes
 * beside the others, which run one after another: on two cores the two lanes keep both busy.
 */
const OWN_LANE = new Set(['web', 'e2e']);

/** The seconds since `start`, as a progress line shows them. */
const secondsSince = (start) => `${Math.round((Date.now() - start) / 1000)} s`;

/** The counts of a package's report, for its progress line. */
function countsOf(dir) {
  for (const name of REPORTS) {
    const file = join(root, 'packages', dir, RESULTS, name);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return `${report.numPassedTests ?? 0} passed, ${report.numFailedTests ?? 0} failed`;
  }
  return 'no report';
}

/**
 * Runs one part's test script; answers its exit code. Alone, its output streams as it comes; beside
 * another part, it goes to `<package>/test-results/<db>/<part>.log` and is printed whole when the
 * part ends, so two runners' lines never interleave.
 */
function runPart(part, argv, { alone, started, index, count }) {
  const { dir, args } = TEST_PARTS[part];
  const cwd = join(root, 'packages', dir);
  mkdirSync(join(cwd, RESULTS), { recursive: true });
  const log = join(cwd, RESULTS, `${part}.log`);
  const since = Date.now();
  console.log(
    `fanpass: test ${index}/${count} ${part} (packages/${dir}) started${alone ? '' : `, output in ${relative(root, log)}`}`,
  );
  return new Promise((resolve) => {
    const output = alone ? 'inherit' : openSync(log, 'w');
    const child = spawn('npx', ['--yes', `pnpm@${pnpmVersion}`, 'run', 'test', ...args, ...argv], {
      cwd,
      env,
      stdio: ['ignore', output, output],
    });
    child.on('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      if (!alone) process.stdout.write(readFileSync(log, 'utf8'));
      console.log(
        `fanpass: test ${index}/${count} ${part} ${status === 0 ? 'passed' : 'FAILED'} in ${secondsSince(since)} (${countsOf(dir)}; ${secondsSince(started)} so far)`,
      );
      resolve(status);
    });
  });
}

/**
 * `npm test [-- <part> … [arguments for the parts' runners]]`: builds what changed, runs the parts
 * (the web package's in a lane of its own beside the rest) with a progress line as each starts and
 * ends and one every minute while they run, then one line over every report.
 */
async function test(argv) {
  const named = [];
  while (argv.length && Object.hasOwn(TEST_PARTS, argv[0])) named.push(argv.shift());
  // Both projects of the web package are its whole run (one report).
  if (named.includes('unit') && named.includes('e2e'))
    named.splice(0, named.length, ...named.filter((p) => p !== 'unit' && p !== 'e2e'), 'web');
  const parts = named.length ? named : DB === 'mysql' ? DATABASE_PARTS : ALL_PARTS;
  if (DB === 'mysql' && !named.length)
    console.log('fanpass: on MySQL/MariaDB, only the suites that touch the database (api); the rest run on SQLite');
  build();
  // Only these packages' reports are removed now and summed at the end: another `npm test` on the
  // same database may be testing the other packages at the same time (.ci/run).
  const dirs = [...new Set(parts.map((part) => TEST_PARTS[part].dir))];
  for (const dir of dirs) rmSync(join(root, 'packages', dir, RESULTS), { recursive: true, force: true });
  const started = Date.now();
  const alone = parts.length === 1;
  const index = new Map(parts.map((part, i) => [part, i + 1]));
  const running = new Set();
  const heartbeat = setInterval(() => {
    if (running.size) console.log(`fanpass: ${secondsSince(started)}, running: ${[...running].join(', ')}`);
  }, 60_000);
  const lane = async (lanesParts) => {
    let status = 0;
    for (const part of lanesParts) {
      running.add(part);
      const code = await runPart(part, argv, { alone, started, index: index.get(part), count: parts.length });
      running.delete(part);
      if (code !== 0) status = code;
    }
    return status;
  };
  const statuses = await Promise.all([
    lane(parts.filter((part) => !OWN_LANE.has(part))),
    lane(parts.filter((part) => OWN_LANE.has(part))),
  ]);
  clearInterval(heartbeat);
  summarize(dirs);
  console.log(`fanpass: npm test took ${secondsSince(started)} on ${DB}`);
  process.exit(statuses.find((status) => status !== 0) ?? 0);
}

const [command = 'start', ...rest] = process.argv.slice(2);
ensureInstalled();

switch (command) {
  case 'start':
    build();
    run('node', ['--enable-source-maps', 'packages/api/dist/main.js', ...rest]);
    break;
  case 'build':
    build([], { always: true });
    break;
  case 'test':
    await test(rest);
    break;
  case 'soak':
    // The long runs of the crash and fuzz suites (`npm test` runs a bounded smoke of each).
    env.CRASH_ROUNDS ??= '5';
    env.FUZZ_RUNS ??= '200';
    await test(['api', 'test/crash.spec.ts', 'test/fuzz-openapi.spec.ts', ...rest]);
    break;
  case 'lint':
    // Types first (contracts and test-support must be built for the others to see their declarations).
    build(['@fanpass/contracts', '@fanpass/test-support']);
    pnpm('-r', '--workspace-concurrency=1', 'run', 'lint');
    pnpm('exec', 'eslint', '--max-warnings', '0', '.');
    // Import cycles (type-only ones too) and the boundaries of modules and features: dependency-cruiser.
    run('node', ['packages/lint/src/check-imports.js']);
    pnpm('exec', 'prettier', '--check', '.');
    break;
  case 'bench':
    build();
    pnpm('--filter', '@fanpass/bench', 'run', 'bench', ...rest);
    break;
  case 'ops':
    build(['@fanpass/contracts', '@fanpass/api']);
    run('node', ['packages/api/dist/ops/cli.js', ...rest]);
    break;
  case 'openapi':
    build(['@fanpass/contracts', '@fanpass/api']);
    run('node', ['packages/api/dist/generate-openapi.js', ...rest]);
    break;
  default:
    console.error(`fanpass: unknown command "${command}" (start, test, soak, build, lint, bench, ops, openapi)`);
    process.exit(2);
}
