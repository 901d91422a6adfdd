import { ALL_PATHS, PUBLIC_PATHS } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { decide, signInTarget, type Arrival } from './rules';

const phone = (over: Partial<Arrival>): Arrival => ({
  pathname: '/home/index',
  search: '',
  from: null,
  loggedIn: false,
  viewportWidth: 390,
  publicSiteUrl: null,
  ...over,
});

describe('navigation rules (spec §2, §4)', () => {
  it('lets a visitor open every public path of spec §2', () => {
    for (const pathname of PUBLIC_PATHS) {
      expect(decide(phone({ pathname })).decision, pathname).toEqual({ action: 'render' });
    }
  });

  it('sends a visitor on any non-public path of the table to /sign', () => {
    const guarded = ALL_PATHS.filter(
      (p) =>
        !PUBLIC_PATHS.includes(p) &&
        !['/sign', '/sign-in', '/forget-pwd', '/404', '/repair', '/home', '/ticket', '/home/upcoming-event'].includes(
          p,
        ),
    );
    expect(guarded).toContain('/wallet');
    expect(guarded).toContain('/setting');
    for (const pathname of guarded) {
      expect(decide(phone({ pathname })).decision, pathname).toEqual({ action: 'redirect', to: '/sign' });
    }
  });

  it('keeps the sign-in screens and the system pages open', () => {
    for (const pathname of ['/sign', '/sign-in', '/forget-pwd', '/404', '/repair']) {
      expect(decide(phone({ pathname })).decision).toEqual({ action: 'render' });
    }
  });

  it('sends a visitor on /home/upcoming-event to /sign with redirectUrl', () => {
    expect(decide(phone({ pathname: '/home/upcoming-event' })).decision).toEqual({
      action: 'redirect',
      to: '/sign?redirectUrl=%2Fhome%2Fupcoming-event',
    });
  });

  it('lets a logged-in user open non-public paths', () => {
    expect(decide(phone({ pathname: '/wallet', loggedIn: true })).decision).toEqual({ action: 'render' });
  });

  it('leaves unknown paths to the router (it shows /404)', () => {
    expect(decide(phone({ pathname: '/no-such-page' })).decision).toEqual({ action: 'render' });
  });

  it('sends a logged-in user arriving at /sign back one step unless coming from /', () => {
    expect(decide(phone({ pathname: '/sign', loggedIn: true, from: '/wallet' })).decision).toEqual({
      action: 'back',
      steps: 1,
    });
    expect(decide(phone({ pathname: '/sign', loggedIn: true, from: '/' })).decision).toEqual({ action: 'render' });
    expect(decide(phone({ pathname: '/sign', loggedIn: false, from: '/wallet' })).decision).toEqual({
      action: 'render',
    });
  });

  it('goes back one step from /merch-order to /order/merch, /ticket-order to /order/ticket, /payment/result to /payment/recharge', () => {
    for (const [from, pathname] of [
      ['/merch-order', '/order/merch'],
      ['/ticket-order', '/order/ticket'],
      ['/payment/result', '/payment/recharge'],
    ]) {
      expect(decide(phone({ pathname, from, loggedIn: true })).decision).toEqual({ action: 'back', steps: 1 });
    }
    expect(decide(phone({ pathname: '/order/merch', from: '/wallet', loggedIn: true })).decision).toEqual({
      action: 'render',
    });
  });

  it('keeps that rule for the payment flow, not for browsing or for Back through history', () => {
    const arrive = (over: Partial<Arrival>) =>
      decide(phone({ pathname: '/order/ticket', from: '/ticket-order', loggedIn: true, ...over })).decision;
    // Bought just now: choose -> order summary -> the list goes back to what is behind it.
    expect(arrive({ before: '/ticket/choose' })).toEqual({ action: 'back', steps: 1 });
    expect(arrive({ before: '/payment/result' })).toEqual({ action: 'back', steps: 1 });
    // Opened from the list: 'View my tickets' opens the list as a link does.
    expect(arrive({ before: '/order/ticket' })).toEqual({ action: 'render' });
    expect(
      decide(phone({ pathname: '/order/merch', from: '/merch-order', before: '/order/merch', loggedIn: true }))
        .decision,
    ).toEqual({ action: 'render' });
    // Back from an order lands on the list, never a step further.
    expect(arrive({ before: '/ticket/choose', pop: true })).toEqual({ action: 'render' });
  });

  it('sets backToUserPage when arriving at /merch-order or /ticket-order from /payment/result', () => {
    for (const pathname of ['/merch-order', '/ticket-order']) {
      const outcome = decide(phone({ pathname, from: '/payment/result', loggedIn: true }));
      expect(outcome.decision).toEqual({ action: 'render' });
      expect(outcome.effects).toEqual([{ type: 'backToUserPage' }]);
    }
    expect(decide(phone({ pathname: '/merch-order', from: '/wallet', loggedIn: true })).effects).toEqual([]);
  });

  it('rechargeResult: stores success and the order number, then goes back 3 steps for a new card, else 2', () => {
    const newCard = decide(
      phone({ pathname: '/payment/rechargeResult', search: '?orderNo=R1&payRes=1&isNewCard=1', loggedIn: true }),
    );
    expect(newCard.decision).toEqual({ action: 'back', steps: 3 });
    expect(newCard.effects).toEqual([{ type: 'rechargeResult', orderNo: 'R1' }]);
    const saved = decide(phone({ pathname: '/payment/rechargeResult', search: 'orderNo=R2&payRes=1', loggedIn: true }));
    expect(saved.decision).toEqual({ action: 'back', steps: 2 });
    expect(saved.effects).toEqual([{ type: 'rechargeResult', orderNo: 'R2' }]);
  });

  it('rechargeResult: just continues without an order number or with payRes other than 1', () => {
    for (const search of ['?payRes=1', '?orderNo=R3&payRes=0', '']) {
      const outcome = decide(phone({ pathname: '/payment/rechargeResult', search, loggedIn: true }));
      expect(outcome).toEqual({ decision: { action: 'render' }, effects: [] });
    }
  });

  it('at 800 px and wider sends every page but /business-cooperation to the public site when set', () => {
    const wide = { viewportWidth: 800, publicSiteUrl: 'https://fanpass.example/' };
    expect(decide(phone({ ...wide, pathname: '/home/index' })).decision).toEqual({
      action: 'external',
      url: 'https://fanpass.example/',
    });
    expect(decide(phone({ ...wide, pathname: '/business-cooperation' })).decision).toEqual({ action: 'render' });
    expect(decide(phone({ ...wide, viewportWidth: 799 })).decision).toEqual({ action: 'render' });
  });

  it('at desktop width shows the desktop layout when no public site is set, and waits while unknown', () => {
    expect(decide(phone({ viewportWidth: 1280, publicSiteUrl: null })).decision).toEqual({ action: 'render' });
    expect(decide(phone({ viewportWidth: 1280, publicSiteUrl: undefined })).decision).toEqual({ action: 'wait' });
    expect(decide(phone({ viewportWidth: 390, publicSiteUrl: undefined })).decision).toEqual({ action: 'render' });
  });

  it('stores the ic query parameter as the invite code on any page', () => {
    expect(decide(phone({ search: '?ic=INV42' })).effects).toEqual([{ type: 'inviteCode', code: 'INV42' }]);
    expect(decide(phone({ pathname: '/wallet', search: '?ic=X' })).effects).toEqual([
      { type: 'inviteCode', code: 'X' },
    ]);
  });

  it('builds the logout target from the current path', () => {
    expect(signInTarget('/wallet?tab=2')).toBe('/sign?redirectUrl=%2Fwallet%3Ftab%3D2');
  });

  it('sends a signed-in fan without a profile back to the sign-up, which resumes there, then on to the page', () => {
    const halfway = { loggedIn: true, profileMissing: true };
    expect(decide(phone({ ...halfway, pathname: '/wallet', search: '?tab=coin' })).decision).toEqual({
      action: 'redirect',
      to: `/sign-up?redirectUrl=${encodeURIComponent('/wallet?tab=coin')}`,
    });
    expect(decide(phone({ ...halfway, pathname: '/home/index' })).decision).toEqual({
      action: 'redirect',
      to: `/sign-up?redirectUrl=${encodeURIComponent('/home/index')}`,
    });
    // From the sign screens the sign-up needs no way back to them.
    expect(decide(phone({ ...halfway, pathname: '/sign-in' })).decision).toEqual({
      action: 'redirect',
      to: '/sign-up',
    });
    for (const pathname of ['/sign-up', '/auth-terms', '/terms', '/cs', '/404', '/repair']) {
      expect(decide(phone({ ...halfway, pathname })).decision, pathname).toEqual({ action: 'render' });
    }
    // With a profile, or signed out, nothing changes.
    expect(decide(phone({ loggedIn: true, profileMissing: false, pathname: '/wallet' })).decision).toEqual({
      action: 'render',
    });
    expect(decide(phone({ profileMissing: true, pathname: '/home/index' })).decision).toEqual({ action: 'render' });
  });
});
