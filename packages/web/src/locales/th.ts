import type { Dictionary } from '@fanpass/contracts';

/** Thai, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./th/*.json', { import: 'default', eager: true });
