import type { Dictionary } from '@fanpass/contracts';

/** Traditional Chinese, one dictionary per domain file: one chunk, loaded when the language is (lib/i18n.ts). */
export default import.meta.glob<Dictionary>('./zh_tw/*.json', { import: 'default', eager: true });
