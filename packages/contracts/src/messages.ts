import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.js';
import enAccounts from './messages/en_US/accounts.json' with { type: 'json' };
import enCore from './messages/en_US/core.json' with { type: 'json' };
import enPayments from './messages/en_US/payments.json' with { type: 'json' };
import enTickets from './messages/en_US/tickets.json' with { type: 'json' };
import msAccounts from './messages/ms/accounts.json' with { type: 'json' };
import msCore from './messages/ms/core.json' with { type: 'json' };
import msPayments from './messages/ms/payments.json' with { type: 'json' };
import msTickets from './messages/ms/tickets.json' with { type: 'json' };
import thAccounts from './messages/th/accounts.json' with { type: 'json' };
import thCore from './messages/th/core.json' with { type: 'json' };
import thPayments from './messages/th/payments.json' with { type: 'json' };
import thTickets from './messages/th/tickets.json' with { type: 'json' };
import viAccounts from './messages/vi/accounts.json' with { type: 'json' };
import viCore from './messages/vi/core.json' with { type: 'json' };
import viPayments from './messages/vi/payments.json' with { type: 'json' };
import viTickets from './messages/vi/tickets.json' with { type: 'json' };
import zhAccounts from './messages/zh/accounts.json' with { type: 'json' };
import zhCore from './messages/zh/core.json' with { type: 'json' };
import zhPayments from './messages/zh/payments.json' with { type: 'json' };
import zhTickets from './messages/zh/tickets.json' with { type: 'json' };
import zhTwAccounts from './messages/zh_tw/accounts.json' with { type: 'json' };
import zhTwCore from './messages/zh_tw/core.json' with { type: 'json' };
import zhTwPayments from './messages/zh_tw/payments.json' with { type: 'json' };
import zhTwTickets from './messages/zh_tw/tickets.json' with { type: 'json' };
import enGate from './messages/en_US/gate.json' with { type: 'json' };
import msGate from './messages/ms/gate.json' with { type: 'json' };
import thGate from './messages/th/gate.json' with { type: 'json' };
import viGate from './messages/vi/gate.json' with { type: 'json' };
import zhGate from './messages/zh/gate.json' with { type: 'json' };
import zhTwGate from './messages/zh_tw/gate.json' with { type: 'json' };
import enSupport from './messages/en_US/support.json' with { type: 'json' };
import msSupport from './messages/ms/support.json' with { type: 'json' };
import thSupport from './messages/th/support.json' with { type: 'json' };
import viSupport from './messages/vi/support.json' with { type: 'json' };
import zhSupport from './messages/zh/support.json' with { type: 'json' };
import zhTwSupport from './messages/zh_tw/support.json' with { type: 'json' };
import enWallet from './messages/en_US/wallet.json' with { type: 'json' };
import msWallet from './messages/ms/wallet.json' with { type: 'json' };
import thWallet from './messages/th/wallet.json' with { type: 'json' };
import viWallet from './messages/vi/wallet.json' with { type: 'json' };
import zhWallet from './messages/zh/wallet.json' with { type: 'json' };
import zhTwWallet from './messages/zh_tw/wallet.json' with { type: 'json' };
import enMerch from './messages/en_US/merch.json' with { type: 'json' };
import msMerch from './messages/ms/merch.json' with { type: 'json' };
import thMerch from './messages/th/merch.json' with { type: 'json' };
import viMerch from './messages/vi/merch.json' with { type: 'json' };
import zhMerch from './messages/zh/merch.json' with { type: 'json' };
import zhTwMerch from './messages/zh_tw/merch.json' with { type: 'json' };
import enVouchers from './messages/en_US/vouchers.json' with { type: 'json' };
import msVouchers from './messages/ms/vouchers.json' with { type: 'json' };
import thVouchers from './messages/th/vouchers.json' with { type: 'json' };
import viVouchers from './messages/vi/vouchers.json' with { type: 'json' };
import zhVouchers from './messages/zh/vouchers.json' with { type: 'json' };
import zhTwVouchers from './messages/zh_tw/vouchers.json' with { type: 'json' };
import enAlerts from './messages/en_US/alerts.json' with { type: 'json' };
import msAlerts from './messages/ms/alerts.json' with { type: 'json' };
import thAlerts from './messages/th/alerts.json' with { type: 'json' };
import viAlerts from './messages/vi/alerts.json' with { type: 'json' };
import zhAlerts from './messages/zh/alerts.json' with { type: 'json' };
import zhTwAlerts from './messages/zh_tw/alerts.json' with { type: 'json' };
import enGiveaway from './messages/en_US/giveaway.json' with { type: 'json' };
import zhGiveaway from './messages/zh/giveaway.json' with { type: 'json' };
import zhTwGiveaway from './messages/zh_tw/giveaway.json' with { type: 'json' };
import thGiveaway from './messages/th/giveaway.json' with { type: 'json' };
import viGiveaway from './messages/vi/giveaway.json' with { type: 'json' };
import msGiveaway from './messages/ms/giveaway.json' with { type: 'json' };
import enConsole from './messages/en_US/console.json' with { type: 'json' };
import msConsole from './messages/ms/console.json' with { type: 'json' };
import thConsole from './messages/th/console.json' with { type: 'json' };
import viConsole from './messages/vi/console.json' with { type: 'json' };
import zhConsole from './messages/zh/console.json' with { type: 'json' };
import zhTwConsole from './messages/zh_tw/console.json' with { type: 'json' };

/*
 * Messages are data, loaded the same way by the API and the web: every language has one flat JSON
 * file per domain, `<lang>/<domain>.json` (message key -> text), and a language's dictionary is
 * its domain files merged by mergeDomains(). The server's files are `src/messages/<lang>/` here
 * (imported statically, so `dist` carries them); the web's are `packages/web/src/locales/<lang>/`
 * (two lazy chunks per language: the first screen's domains, the rest). Placeholders are `{name}`
 * for translate(), `{{name}}` for i18next.
 */

/** One message in every language. */
export type Texts = Record<Language, string>;

/** A language's texts, as its files hold them: message key -> text. */
export type Dictionary = Readonly<Record<string, string>>;

/** A language's dictionary: its domain files (domain or file name -> texts) merged; a key lives in one only. */
export function mergeDomains(domains: Readonly<Record<string, Dictionary>>): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const [domain, texts] of Object.entries(domains)) {
    for (const [key, text] of Object.entries(texts)) {
      if (key in merged) throw new Error(`message ${key} of ${domain} is in another domain too`);
      merged[key] = text;
    }
  }
  return merged;
}

/** The server's domain files in English, the fallback language: they name the keys. */
const ENGLISH = {
  core: enCore,
  accounts: enAccounts,
  tickets: enTickets,
  payments: enPayments,
  gate: enGate,
  support: enSupport,
  wallet: enWallet,
  merch: enMerch,
  vouchers: enVouchers,
  giveaway: enGiveaway,
  alerts: enAlerts,
  console: enConsole,
};

/** A language's server files: every domain with every English key (the tests also reject extra keys). */
type ServerFiles = { [D in keyof typeof ENGLISH]: Record<keyof (typeof ENGLISH)[D], string> };

export type MessageKey = { [D in keyof ServerFiles]: keyof ServerFiles[D] }[keyof ServerFiles];

/** The server's message files, per language and domain. */
export const SERVER_MESSAGE_FILES: Record<Language, ServerFiles> = {
  en_US: ENGLISH,
  zh: {
    core: zhCore,
    accounts: zhAccounts,
    tickets: zhTickets,
    payments: zhPayments,
    gate: zhGate,
    support: zhSupport,
    wallet: zhWallet,
    merch: zhMerch,
    vouchers: zhVouchers,
    giveaway: zhGiveaway,
    alerts: zhAlerts,
    console: zhConsole,
  },
  zh_tw: {
    core: zhTwCore,
    accounts: zhTwAccounts,
    tickets: zhTwTickets,
    payments: zhTwPayments,
    gate: zhTwGate,
    support: zhTwSupport,
    wallet: zhTwWallet,
    merch: zhTwMerch,
    vouchers: zhTwVouchers,
    giveaway: zhTwGiveaway,
    alerts: zhTwAlerts,
    console: zhTwConsole,
  },
  th: {
    core: thCore,
    accounts: thAccounts,
    tickets: thTickets,
    payments: thPayments,
    gate: thGate,
    support: thSupport,
    wallet: thWallet,
    merch: thMerch,
    vouchers: thVouchers,
    giveaway: thGiveaway,
    alerts: thAlerts,
    console: thConsole,
  },
  vi: {
    core: viCore,
    accounts: viAccounts,
    tickets: viTickets,
    payments: viPayments,
    gate: viGate,
    support: viSupport,
    wallet: viWallet,
    merch: viMerch,
    vouchers: viVouchers,
    giveaway: viGiveaway,
    alerts: viAlerts,
    console: viConsole,
  },
  ms: {
    core: msCore,
    accounts: msAccounts,
    tickets: msTickets,
    payments: msPayments,
    gate: msGate,
    support: msSupport,
    wallet: msWallet,
    merch: msMerch,
    vouchers: msVouchers,
    giveaway: msGiveaway,
    alerts: msAlerts,
    console: msConsole,
  },
};

/** Every key's texts, from each language's merged files (a key some language lacks has a hole there). */
function byKey(files: Record<Language, Readonly<Record<string, Dictionary>>>): Record<string, Partial<Texts>> {
  const catalogue: Record<string, Partial<Texts>> = {};
  for (const lang of LANGUAGES) {
    for (const [key, text] of Object.entries(mergeDomains(files[lang]))) (catalogue[key] ??= {})[lang] = text;
  }
  return catalogue;
}

/**
 * Server messages in all six languages, keyed as the code catalogue and the validators name
 * them. `{name}` placeholders are filled by translate().
 */
export const MESSAGES = /* @__PURE__ */ byKey(SERVER_MESSAGE_FILES) as Record<MessageKey, Texts>;

/** The text of a message key in a language, with `{name}` placeholders filled. */
export function translate(
  key: string,
  lang: Language,
  params: Record<string, string | number> = {},
  catalogue: Record<string, Partial<Texts>> = MESSAGES,
): string {
  const texts = catalogue[key];
  const template = texts?.[lang] ?? texts?.[FALLBACK_LANGUAGE] ?? key;
  // A text with no `{name}` to fill is answered as it is (most refusals under load).
  if (!template.includes('{')) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Keys whose text is missing or empty in some language (used by the completeness tests). */
export function missingTranslations(catalogue: Record<string, Partial<Texts>>): string[] {
  const missing: string[] = [];
  for (const [key, texts] of Object.entries(catalogue)) {
    for (const lang of LANGUAGES) {
      if (!texts[lang] || !texts[lang]!.trim()) missing.push(`${key}:${lang}`);
    }
  }
  return missing;
}
