import type { Dictionary } from '@fanpass/contracts';

/** English, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./en_US/*.json', { import: 'default', eager: true });
