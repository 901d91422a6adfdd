/**
 * The message domains (`locales/<lang>/<domain>.json`) of the shell (navigation, footer, prompts,
 * banners) and the home screen: the first screen downloads these only (lib/i18n.ts), as one chunk
 * per language (vite.config.ts), and every other screen waits for the rest of its language.
 */
export const FIRST_SCREEN_DOMAINS: readonly string[] = ['app', 'events', 'home', 'merch', 'pwa', 'settings', 'system'];

/**
 * The chunk a locale file goes in: `locale-<lang>-first` for the first screen's domains,
 * `locale-<lang>` for the rest; null for any other module.
 */
export function localeChunkOf(id: string): string | null {
  const match = /\/locales\/([a-zA-Z_]+)\/([a-z-]+)\.json$/.exec(id);
  if (!match) return null;
  return FIRST_SCREEN_DOMAINS.includes(match[2]!) ? `locale-${match[1]}-first` : `locale-${match[1]}`;
}
