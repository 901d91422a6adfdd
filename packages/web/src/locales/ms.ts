import type { Dictionary } from '@fanpass/contracts';

/** Malay, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./ms/*.json', { import: 'default', eager: true });
