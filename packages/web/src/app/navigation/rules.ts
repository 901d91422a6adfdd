import { ALL_PATHS, PAY_RES_SUCCESS, ROUTES, isPublicPath } from '@fanpass/contracts';
import { isWide } from '../../lib/http/platform';

/** The navigation rules of spec §2 and §4 as one pure decision per arrival. */

export interface Arrival {
  pathname: string;
  /** The route's query string, with or without the leading '?'. */
  search: string;
  /** Path of the page the user was on, null on the first page of the visit. */
  from: string | null;
  /** Path of the page before `from` (where the page the user is leaving was opened from). */
  before?: string | null;
  /** The arrival is a Back/Forward through history (not a link or a redirect). */
  pop?: boolean;
  loggedIn: boolean;
  /**
   * Signed in without the profile of sign-up's third step (no full name): the sign-up was left
   * after the account was made, and resumes there.
   */
  profileMissing?: boolean;
  viewportWidth: number;
  /** The public site (undefined while the client configuration is loading). */
  publicSiteUrl: string | null | undefined;
}

export type Decision =
  | { action: 'render' }
  | { action: 'wait' }
  | { action: 'redirect'; to: string }
  | { action: 'back'; steps: number }
  | { action: 'external'; url: string };

export type Effect =
  { type: 'inviteCode'; code: string } | { type: 'rechargeResult'; orderNo: string } | { type: 'backToUserPage' };

export interface Outcome {
  decision: Decision;
  effects: Effect[];
}

/** Parents that only redirect to a child: the child's rules decide. */
const REDIRECTING_PARENTS: readonly string[] = [ROUTES.root, ROUTES.home, ROUTES.ticket];

/**
 * Arrivals that go back one step (spec §4). The rule is for the payment flow: an order summary
 * reached while buying, whose list is already behind it in history. It never applies to a Back
 * through history (that would skip the list), nor to an order the fan opened from its list
 * (browsing: 'View my tickets' and the list must open as links do).
 */
const BACK_ONE: ReadonlyArray<readonly [from: string, to: string]> = [
  [ROUTES.merchOrder, ROUTES.orderMerch],
  [ROUTES.ticketOrder, ROUTES.orderTicket],
  [ROUTES.paymentResult, ROUTES.paymentRecharge],
];

function backOne(arrival: Arrival, pathname: string): boolean {
  if (arrival.pop) return false;
  return BACK_ONE.some(([from, to]) => arrival.from === from && pathname === to && arrival.before !== to);
}

export function isKnownPath(pathname: string): boolean {
  return ALL_PATHS.includes(pathname);
}

/** Where the login-expired (logout) event sends the user. */
export function signInTarget(current: string): string {
  return `${ROUTES.sign}?redirectUrl=${encodeURIComponent(current)}`;
}

/**
 * Where a signed-in fan without a profile may still go: the sign-up itself (which resumes at the
 * profile), the terms they agreed to, help, and the system pages.
 */
const OPEN_WITHOUT_PROFILE: readonly string[] = [
  ROUTES.signUp,
  ROUTES.authTerms,
  ROUTES.terms,
  ROUTES.cs,
  ROUTES.notFound,
  ROUTES.repair,
];

/** The sign-up's profile step, then where the fan was going. */
function resumeSignUp(pathname: string, search: string): string {
  const back = `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;
  const skip = [ROUTES.sign, ROUTES.signIn, ROUTES.home, ROUTES.root] as string[];
  return skip.includes(pathname) ? ROUTES.signUp : `${ROUTES.signUp}?redirectUrl=${encodeURIComponent(back)}`;
}

function normalize(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function decide(arrival: Arrival): Outcome {
  const pathname = normalize(arrival.pathname);
  const query = new URLSearchParams(arrival.search);
  const effects: Effect[] = [];
  const ic = query.get('ic');
  if (ic) effects.push({ type: 'inviteCode', code: ic });
  const done = (decision: Decision): Outcome => ({ decision, effects });

  if (isWide(arrival.viewportWidth) && pathname !== ROUTES.businessCooperation) {
    if (arrival.publicSiteUrl === undefined) return done({ action: 'wait' });
    if (arrival.publicSiteUrl) return done({ action: 'external', url: arrival.publicSiteUrl });
  }
  // Unknown paths are the router's: it shows /404.
  if (!isKnownPath(pathname) || REDIRECTING_PARENTS.includes(pathname)) return done({ action: 'render' });

  if (!arrival.loggedIn && !isPublicPath(pathname)) {
    const to = pathname === ROUTES.homeUpcomingEvent ? signInTarget(pathname) : ROUTES.sign;
    return done({ action: 'redirect', to });
  }
  if (arrival.loggedIn && arrival.profileMissing && !OPEN_WITHOUT_PROFILE.includes(pathname)) {
    return done({ action: 'redirect', to: resumeSignUp(pathname, arrival.search) });
  }
  if (arrival.loggedIn && pathname === ROUTES.sign && arrival.from !== null && arrival.from !== ROUTES.root) {
    return done({ action: 'back', steps: 1 });
  }
  if (backOne(arrival, pathname)) return done({ action: 'back', steps: 1 });
  if (arrival.from === ROUTES.paymentResult && (pathname === ROUTES.merchOrder || pathname === ROUTES.ticketOrder)) {
    effects.push({ type: 'backToUserPage' });
  }
  if (pathname === ROUTES.paymentRechargeResult) {
    const orderNo = query.get('orderNo');
    if (orderNo && query.get('payRes') === PAY_RES_SUCCESS) {
      effects.push({ type: 'rechargeResult', orderNo });
      return done({ action: 'back', steps: query.get('isNewCard') === '1' ? 3 : 2 });
    }
  }
  return done({ action: 'render' });
}
