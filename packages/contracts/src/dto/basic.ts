import type { Area } from '../constants.js';
import type { PriceRate } from '../desktop-prices.js';

/** The shapes the basic calls (areas, countries, notice, deployment settings) answer with. */

/** GET /basic/getAreaList: one sales area. */
export type AreaView = Area;

/** GET /basic/config_area: one area's configuration. */
export interface AreaConfigView extends Area {
  dialCode: string;
  currency: string;
  timezone: string;
  isDefault: boolean;
}

/** GET /country/countryList: a country named in the caller's language. */
export interface CountryView {
  code: string;
  name: string;
  dialCode: string;
}

/** GET /basic/clientConfig: what the web app needs to know about this deployment. */
export interface ClientConfigView {
  /** The product's public site: desktop-width browsers go there (spec §4); null shows the desktop layout. */
  publicSiteUrl: string | null;
  /** The native app's download page; null when there is no app to offer. */
  appDownloadUrl: string | null;
  currency: string;
  /**
   * HKD per minor unit of `currency` for the desktop's HKD/MOP prices (spec §9; MOP by the peg),
   * null when the deployment has none (desktop prices are then shown as charged only).
   */
  desktopHkdRate: PriceRate | null;
  defaultArea: string;
  /** Which wallet buttons the ticket screen offers (each true only when fully configured). */
  walletPasses: { apple: boolean; google: boolean };
  /** The sandbox takes the payments of a production deployment (ALLOW_SANDBOX_IN_PRODUCTION): every page says so. */
  paymentTestMode: boolean;
  /** The support hotline and e-mail (spec §9), null when the deployment has none. */
  supportPhone: string | null;
  supportEmail: string | null;
  /** The version of the terms sign-up must agree to (regByEmail `termsVersion`). */
  termsVersion: string;
}

/** GET /notify: the current server notice (the call answers null when there is none). */
export interface NoticeView {
  id: number;
  title: string;
  content: string;
  createdAt: number;
}

/** GET /healthz (outside the envelope). */
export interface HealthView {
  status: 'ok';
  database: string;
}
