#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test`, `npm run bench|lint|ops`.
// It needs nothing but Node 20 and npm: pnpm comes from the npm registry through npx,
// dependencies are installed when missing, and packages are built before they run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  pnpm(...stale.flatMap((name) => ['--filter', name]), '-r', '--workspace-concurrency=1', 'run', 'build');
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
  const db = process.env.DATABASE_URL ? 'mysql' : 'sqlite';
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

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const dir of readdirSync(join(root, 'packages')))
    for (const name of REPORTS) {
      const file = join(root, 'packages', dir, 'test-results', name);
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
  case 'test': {
    build();
    for (const dir of readdirSync(join(root, 'packages')))
      rmSync(join(root, 'packages', dir, 'test-results'), { recursive: true, force: true });
    const r = spawnSync(
      'npx',
      ['--yes', `pnpm@${pnpmVersion}`, '-r', '--workspace-concurrency=1', '--no-bail', 'run', 'test', ...rest],
      { stdio: 'inherit', cwd: root, env },
    );
    summarize();
    process.exit(r.status ?? 1);
    break;
  }
  case 'lint':
    // Types first (contracts must be built for the others to see its declarations).
    build(['@fanpass/contracts']);
    pnpm('-r', '--workspace-concurrency=1', 'run', 'lint');
    pnpm('exec', 'eslint', '--max-warnings', '0', '.');
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
    run('node', ['packages/api/dist/openapi/generate.js', ...rest]);
    break;
  default:
    console.error(`fanpass: unknown command "${command}" (start, test, build, lint, bench, ops, openapi)`);
    process.exit(2);
}
