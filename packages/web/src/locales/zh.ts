import type { Dictionary } from '@fanpass/contracts';

/** Simplified Chinese, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./zh/*.json', { import: 'default', eager: true });
