import { mergeDomains, type Dictionary } from '@fanpass/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web's message files: `<lang>/<domain>.json` (see src/lib/i18n.ts). */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');

/** A language's domain files read from disk: domain -> texts. */
export function readLocaleDomains(lang: string): Record<string, Dictionary> {
  return Object.fromEntries(
    readdirSync(join(LOCALES_DIR, lang))
      .filter((name) => name.endsWith('.json'))
      .map((name) => [
        name.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(LOCALES_DIR, lang, name), 'utf8')) as Dictionary,
      ]),
  );
}

/** A language's messages as the app loads them: its domain files merged. */
export function readLocale(lang: string): Record<string, string> {
  return mergeDomains(readLocaleDomains(lang));
}
