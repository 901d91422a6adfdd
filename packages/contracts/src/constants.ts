/** Business constants and limits of spec §9, with DESIGN.md's values where the spec is silent. */

export const API_BASE_PATH = '/fanapih5';

/** The API's version (semantic versioning; breaking changes are listed in docs/api-changes.md). */
export const API_VERSION = '3.4.0';

/**
 * The version of the Terms of Service and Privacy Policy a fan agrees to at sign-up (spec §5:
 * they must be agreed). regByEmail records it with the time, and refuses any other (a new version
 * of the terms is a new value here: clients that show the old one are refused until they update).
 */
export const TERMS_VERSION = '2025-12-01';

export const REQUEST_TIMEOUT_MS = 30_000;
export const NONCE_LENGTH = 16;
export const ERROR_TOAST_MS = 3_000;
export const TRANSPORT_TOAST_MS = 1_000;
export const PAGE_META_DEBOUNCE_MS = 50;

/** Wallet recharge success marker in the result page's query. */
export const PAY_RES_SUCCESS = '1';

/** Tickets per account per event unless the event says otherwise. */
export const DEFAULT_TICKET_LIMIT = 4;

/** Order holds: 10 minutes from the mobile web, 3 from the desktop web (both readings stand). */
export const HOLD_MINUTES = { H5: 10, PC: 3 } as const;

export const TRANSFER_LOCK_HOURS = 24;
/** Hours a ticket sent to someone without an account waits for them to sign up and accept. */
export const TRANSFER_INVITE_HOURS = 72;

export const GIVEAWAY = {
  register: 1,
  /** One entry per this many minor units topped up (10,000 VND). */
  topUpStepMinor: 10_000 * 100,
  topUpMax: 10,
  inviteMax: 10,
} as const;

/** Layout breakpoints in pixels. */
export const BREAKPOINTS = { sm: 300, md: 800, lg: 1000, xl: 2000 } as const;

/** Client platforms: mobile web below md, desktop web at md and above. */
export const PLATFORMS = ['H5', 'PC'] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface Area {
  label: string;
  value: string;
}

export const DEFAULT_AREA: Area = { label: 'Macau', value: 'MO' };

/**
 * The payment types of spec §3, and the device wallets (Apple Pay, Google Pay) that a provider
 * takes through its own page on devices that support them (issue 45, item 13).
 */
export const PAYMENT_TYPES = [
  'alipayHK',
  'alipay',
  'wechatPayHK',
  'visa',
  'master',
  'chinaUnion',
  'momo',
  'payme',
  'alipayMO',
  'MPAY',
  'UEPAY',
  'unionQrPay',
  'BOC',
  'applePay',
  'googlePay',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The device wallets among the payment types: listed first where the device has one, hidden elsewhere. */
export const DEVICE_WALLET_TYPES = ['applePay', 'googlePay'] as const satisfies readonly PaymentType[];
export type DeviceWalletType = (typeof DEVICE_WALLET_TYPES)[number];

/** Local storage keys the spec names (§3, §9). */
export const STORAGE_KEYS = {
  lang: 'lang',
  area: 'area',
  isDarkMode: 'isDarkMode',
  skipInstallApp: 'skipInstallApp',
  backToUserPage: 'backToUserPage',
  walletRechargeResult: 'wallet-recharge-result',
  walletRechargeResultOrderNo: 'wallet-recharge-result-orderNo',
  inviteCode: 'ic',
  repair: 'repair',
  areaList: 'areaList',
} as const;
