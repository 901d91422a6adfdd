import {
  DEFAULT_AREA,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  STORAGE_KEYS,
  storedLanguage,
  type Area,
  type Language,
} from '@fanpass/contracts';

/** The plain local values of spec §3 (the session lives in the obfuscated store, see session/). */

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode): the app keeps working without it.
  }
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, zh when nothing (or nothing we know) is stored. */
export function getLanguage(): Language {
  const stored = read(STORAGE_KEYS.lang);
  if (stored) {
    const lang = storedLanguage(stored);
    if (isLanguage(lang)) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** Saves a language the way the spec stores it (en-US as en_US); unknown values are refused. */
export function setLanguage(lang: string): Language {
  const value = storedLanguage(lang);
  if (!isLanguage(value)) throw new Error(`unknown language ${lang}`);
  write(STORAGE_KEYS.lang, value);
  return value;
}

function isArea(value: unknown): value is Area {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Area).label === 'string' &&
    typeof (value as Area).value === 'string' &&
    (value as Area).value.length > 0
  );
}

/** The chosen area wins over the default (Macau, MO). */
export function getArea(): Area {
  const stored = parse(read(STORAGE_KEYS.area));
  return isArea(stored) ? stored : DEFAULT_AREA;
}

export function setArea(area: Area): void {
  write(STORAGE_KEYS.area, JSON.stringify({ label: area.label, value: area.value }));
}

/** The area list arrives as an array of {label, value} or as an object of label -> value pairs. */
export function normalizeAreaList(data: unknown): Area[] {
  if (Array.isArray(data)) return data.filter(isArea).map((a) => ({ label: a.label, value: a.value }));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0)
      .map(([label, value]) => ({ label, value }));
  }
  return [];
}

export function saveAreaList(data: unknown): Area[] {
  const list = normalizeAreaList(data);
  write(STORAGE_KEYS.areaList, JSON.stringify(list));
  return list;
}

export function getAreaList(): Area[] {
  return normalizeAreaList(parse(read(STORAGE_KEYS.areaList)));
}

/** true / false when the user chose, null to follow the system. */
export function getDarkMode(): boolean | null {
  const stored = read(STORAGE_KEYS.isDarkMode);
  if (stored === 'true' || stored === '1') return true;
  if (stored === 'false' || stored === '0') return false;
  return null;
}

export function setDarkMode(dark: boolean): void {
  write(STORAGE_KEYS.isDarkMode, String(dark));
}

export function isInstallSkipped(): boolean {
  const stored = read(STORAGE_KEYS.skipInstallApp);
  return stored === '1' || stored === 'true';
}

export function skipInstallApp(): void {
  write(STORAGE_KEYS.skipInstallApp, '1');
}

export function getBackToUserPage(): string | null {
  return read(STORAGE_KEYS.backToUserPage);
}

export function setBackToUserPage(value: string | null): void {
  write(STORAGE_KEYS.backToUserPage, value);
}

export const RECHARGE_SUCCESS = 'success';

/** Remembers a successful wallet top-up for the wallet screen to announce. */
export function saveWalletRechargeResult(orderNo: string): void {
  write(STORAGE_KEYS.walletRechargeResult, RECHARGE_SUCCESS);
  write(STORAGE_KEYS.walletRechargeResultOrderNo, orderNo);
}

export function getWalletRechargeResult(): { result: string; orderNo: string } | null {
  const result = read(STORAGE_KEYS.walletRechargeResult);
  const orderNo = read(STORAGE_KEYS.walletRechargeResultOrderNo);
  return result && orderNo ? { result, orderNo } : null;
}

/** The wallet has announced the top-up: it is told once. */
export function clearWalletRechargeResult(): void {
  write(STORAGE_KEYS.walletRechargeResult, null);
  write(STORAGE_KEYS.walletRechargeResultOrderNo, null);
}

export function setInviteCode(code: string): void {
  write(STORAGE_KEYS.inviteCode, code);
}

export function getInviteCode(): string | null {
  return read(STORAGE_KEYS.inviteCode);
}

/** What a 9999 reply carries: the operator's message and since when repair mode is on. */
export interface RepairNotice {
  msg: string;
  data: { message?: string | null; since?: number | null } | null;
}

export function saveRepairNotice(notice: RepairNotice): void {
  write(STORAGE_KEYS.repair, JSON.stringify(notice));
}

export function getRepairNotice(): RepairNotice | null {
  const stored = parse(read(STORAGE_KEYS.repair));
  if (typeof stored !== 'object' || stored === null) return null;
  const { msg, data } = stored as { msg?: unknown; data?: unknown };
  return {
    msg: typeof msg === 'string' ? msg : '',
    data: typeof data === 'object' && data !== null ? (data as RepairNotice['data']) : null,
  };
}

/** Keys of our own, beyond the spec §3 list: what the fan dismissed on the first screen. */
const DISMISSED_NOTICES = 'dismissedNotices';
const LANGUAGE_OFFER_DECLINED = 'languageOfferDeclined';
/** Enough to cover every notice a fan meets; the oldest ids drop off first. */
const MAX_DISMISSED_NOTICES = 50;

export function getDismissedNotices(): number[] {
  const stored = parse(read(DISMISSED_NOTICES));
  return Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];
}

/** A closed notice stays closed across visits (remembered by its id). */
export function dismissNotice(id: number): void {
  const ids = getDismissedNotices().filter((known) => known !== id);
  ids.push(id);
  write(DISMISSED_NOTICES, JSON.stringify(ids.slice(-MAX_DISMISSED_NOTICES)));
}

/** Whether a language was ever stored: the offer to switch only greets a fan who never chose. */
export function hasStoredLanguage(): boolean {
  return read(STORAGE_KEYS.lang) !== null;
}

export function isLanguageOfferDeclined(): boolean {
  return read(LANGUAGE_OFFER_DECLINED) === '1';
}

export function declineLanguageOffer(): void {
  write(LANGUAGE_OFFER_DECLINED, '1');
}
