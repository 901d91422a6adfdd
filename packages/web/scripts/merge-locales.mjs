#!/usr/bin/env node
// Merges a feature's strings into the flat locale files, safely while others edit them too.
// Usage: node scripts/merge-locales.mjs <feature-strings.json>
// The input is { "key": { "en_US": "...", "zh": "...", "zh_tw": "...", "th": "...", "vi": "...", "ms": "..." } }.
// Existing keys keep their place (their text is updated); new keys are appended.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGS = ['en_US', 'zh', 'zh_tw', 'th', 'vi', 'ms'];
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');
const lock = join(localesDir, '.merge-lock');

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const problems = [];
for (const [key, texts] of Object.entries(input)) {
  for (const lang of LANGS) if (!texts[lang] || !String(texts[lang]).trim()) problems.push(`${key}: missing ${lang}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
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
  for (const lang of LANGS) {
    const file = join(localesDir, `${lang}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8'));
    for (const [key, texts] of Object.entries(input)) messages[key] = texts[lang];
    writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  }
  console.log(`merged ${Object.keys(input).length} keys into ${LANGS.length} locale files`);
} finally {
  rmdirSync(lock);
}
