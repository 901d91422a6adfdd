#!/usr/bin/env node
// Merges a feature's strings into the locale files (src/locales/<lang>/<domain>.json), safely
// while others edit them too.
//
// Usage: node scripts/merge-locales.mjs [--domain <name>] <feature-strings.json>
//        node scripts/merge-locales.mjs [--domain <name>] --git <base> <rev>
//
// The input is { "key": { "en_US": "...", "zh": "...", "zh_tw": "...", "th": "...", "vi": "...", "ms": "..." } }.
// With --git, the input is what <rev> added or changed since <base> (say, a branch and its merge
// base with main), read from either layout (the per-domain folders or the former one flat file
// per language): re-applies a branch's strings after a conflict in the locale files.
//
// A key goes to the domain file that holds it, else to the one that holds its group (the part
// before the first dot), else to --domain (a new file in every language if need be).
// Existing keys keep their place (their text is updated); new keys are appended.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'];
const FALLBACK = 'en_US';
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = join(webDir, 'src', 'locales');
const lock = join(localesDir, '.merge-lock');

const args = process.argv.slice(2);
const option = (name, count = 1) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, count + 1).slice(1);
};
const domainOption = option('--domain')?.[0];
const gitRange = option('--git', 2);
if (gitRange ? args.length !== 0 : args.length !== 1) {
  console.error('usage: merge-locales.mjs [--domain <name>] (<strings.json> | --git <base> <rev>)');
  process.exit(2);
}

/** One language's messages at a git revision, in either layout (empty when it has none). */
function messagesAt(rev, lang) {
  const git = (...a) => execFileSync('git', a, { cwd: webDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const show = (path) => JSON.parse(git('show', `${rev}:./${path}`));
  try {
    return show(`src/locales/${lang}.json`);
  } catch {
    const files = git('ls-tree', '--full-tree', '--name-only', `${rev}:./src/locales/${lang}`)
      .split('\n')
      .filter((f) => f.endsWith('.json'));
    return Object.assign({}, ...files.map((f) => show(`src/locales/${lang}/${f}`)));
  }
}

/** What <rev> added or changed since <base>, in the input's shape. */
function changesBetween(base, rev) {
  const before = Object.fromEntries(LANGS.map((lang) => [lang, messagesAt(base, lang)]));
  const after = Object.fromEntries(LANGS.map((lang) => [lang, messagesAt(rev, lang)]));
  const changes = {};
  for (const key of Object.keys(after[FALLBACK])) {
    if (LANGS.some((lang) => after[lang][key] !== before[lang][key])) {
      changes[key] = Object.fromEntries(LANGS.map((lang) => [lang, after[lang][key]]));
    }
  }
  const removed = Object.keys(before[FALLBACK]).filter((key) => !(key in after[FALLBACK]));
  if (removed.length)
    console.warn(`removed in ${rev}, not merged (remove them by hand if still unused): ${removed.join(', ')}`);
  return changes;
}

const input = gitRange ? changesBetween(...gitRange) : JSON.parse(readFileSync(args[0], 'utf8'));
const problems = [];
for (const [key, texts] of Object.entries(input)) {
  for (const lang of LANGS) if (!texts[lang] || !String(texts[lang]).trim()) problems.push(`${key}: missing ${lang}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const readDomains = (lang) => {
  const dir = join(localesDir, lang);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  return Object.fromEntries(
    names.map((name) => [name.slice(0, -5), JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
  );
};

/** The domain file a key goes to (see the header). */
function domainFor(key, english) {
  const group = `${key.split('.')[0]}.`;
  const domains = Object.entries(english);
  const home =
    domains.find(([, texts]) => key in texts) ??
    domains.find(([, texts]) => Object.keys(texts).some((k) => k.startsWith(group)));
  if (home) return home[0];
  if (domainOption) return domainOption;
  throw new Error(
    `${key}: no domain holds the group ${group}; name one with --domain (${Object.keys(english).join(', ')})`,
  );
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
try {
  const english = readDomains(FALLBACK);
  const targets = Object.fromEntries(Object.keys(input).map((key) => [key, domainFor(key, english)]));
  const touched = new Set(Object.values(targets));
  for (const lang of LANGS) {
    const domains = readDomains(lang);
    for (const [key, texts] of Object.entries(input)) (domains[targets[key]] ??= {})[key] = texts[lang];
    mkdirSync(join(localesDir, lang), { recursive: true });
    for (const domain of touched) {
      writeFileSync(join(localesDir, lang, `${domain}.json`), `${JSON.stringify(domains[domain], null, 2)}\n`);
    }
  }
  console.log(`merged ${Object.keys(input).length} keys into ${[...touched].join(', ')} of ${LANGS.length} languages`);
} finally {
  rmdirSync(lock);
}
