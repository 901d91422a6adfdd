/** The routes of spec §2 and which of them a visitor may open without logging in. */

export const ROUTES = {
  root: '/',
  sign: '/sign',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgetPwd: '/forget-pwd',
  shareTransfer: '/share-transfer',
  authTerms: '/auth-terms',
  terms: '/terms',
  notFound: '/404',
  repair: '/repair',
  home: '/home',
  homeIndex: '/home/index',
  homeInvite: '/home/invite',
  homeEvents: '/home/events',
  homeMerch: '/home/merch',
  homeUser: '/home/user',
  homeUpcomingEvent: '/home/upcoming-event',
  ticket: '/ticket',
  ticketChoose: '/ticket/choose',
  ticketDetail: '/ticket/detail',
  merchDetail: '/merch/detail',
  businessCooperation: '/business-cooperation',
  setting: '/setting',
  ts: '/ts',
  cs: '/cs',
  security: '/security',
  resetPaymentPwd: '/reset-payment-pwd',
  resetPwd: '/reset-pwd',
  changePwd: '/change-pwd',
  changeEmail: '/change-email',
  changePaymentPwd: '/change-payment-pwd',
  changePhoneNum: '/chang-phone-num',
  lang: '/lang',
  personal: '/personal',
  contact: '/contact',
  purchase: '/purchase',
  desktopSetting: '/desktop-setting',
  ticketOrder: '/ticket-order',
  ticketStuDetail: '/ticket-stu-detail',
  ticketDetailPage: '/ticket-detail',
  merchDetailPage: '/merch-detail',
  merchOrder: '/merch-order',
  myEntry: '/my-entry',
  myVoucher: '/my-voucher',
  wallet: '/wallet',
  payment: '/payment',
  paymentRecharge: '/payment/recharge',
  paymentBuy: '/payment/buy',
  paymentAddCard: '/payment/addCard',
  paymentPurchase: '/payment/Purchase',
  paymentResult: '/payment/result',
  paymentRechargeResult: '/payment/rechargeResult',
  order: '/order',
  orderMerch: '/order/merch',
  orderTicket: '/order/ticket',
  /** Real-name attendee information under Me (spec §1; the route table does not name it). */
  attendeeInformation: '/attendee-information',
  /** Gate entry for staff accounts (issue 13; the route table does not name it). */
  gate: '/gate',
  /** The shipping-address book under Me (issue 14; the route table does not name it). */
  address: '/address',
  /** Merch pick-up counter for staff accounts (issue 14; the route table does not name it). */
  pickup: '/pickup',
  /** A giveaway's published draw (issue 15; public; the route table does not name it). */
  giveawayResult: '/giveaway/result',
  /** The on-sale waiting room of an event (issue 48; the route table does not name it). */
  queue: '/queue',
  /** The in-app inbox of alerts (issue 49; the route table does not name it). */
  inbox: '/inbox',
  /** Me → Notifications: this device's push and the alert preferences (issue 49). */
  notifications: '/notifications',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Paths a visitor may open without logging in (spec §2 "Public pages"). */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/home/index',
  '/home/invite',
  '/home/events',
  '/home/merch',
  '/home/user',
  '/sign-up',
  '/merch/detail',
  '/ticket/detail',
  '/share-transfer',
  '/ticket-stu-detail',
  '/business-cooperation',
  '/auth-terms',
  '/giveaway/result',
];

/**
 * Paths that must stay reachable for a visitor so the public pages work at all: the sign-in
 * screens themselves and the two system pages.
 */
export const ALWAYS_OPEN_PATHS: readonly string[] = ['/sign', '/sign-in', '/forget-pwd', '/404', '/repair'];

/** Every path of the spec's route table (leaves and parents). */
export const ALL_PATHS: readonly string[] = Object.values(ROUTES);

/** Settings pages that show the desktop settings navigation. */
export const SETTINGS_NAV_PATHS: readonly string[] = [
  '/ts',
  '/cs',
  '/security',
  '/reset-payment-pwd',
  '/reset-pwd',
  '/change-pwd',
  '/change-email',
  '/change-payment-pwd',
  '/chang-phone-num',
  '/lang',
  '/personal',
  '/contact',
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(path) || ALWAYS_OPEN_PATHS.includes(path);
}
