import type { Dictionary } from '@fanpass/contracts';

/** Vietnamese, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./vi/*.json', { import: 'default', eager: true });
