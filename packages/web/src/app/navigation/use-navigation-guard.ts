import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { session } from '../../lib/session/store';
import { ROUTES } from '@fanpass/contracts';
import { getBackToUserPage, saveWalletRechargeResult, setBackToUserPage, setInviteCode } from '../../lib/storage';
import { viewportWidth } from '../../lib/http/platform';
import { usePublicSiteUrl } from '../client-config';
import { decide, type Decision, type Effect, type Outcome } from './rules';

/** The path the user was last shown (the "from" of the next arrival), and the one before it. */
let lastShownPath: string | null = null;
let shownBefore: string | null = null;
const handled = new WeakSet<Outcome>();

/** The pages whose Back reads backToUserPage; any other page shown ends the flag. */
const ORDER_PAGES: readonly string[] = [ROUTES.merchOrder, ROUTES.ticketOrder];

export function resetNavigationMemory(): void {
  lastShownPath = null;
  shownBefore = null;
}

function apply(effect: Effect): void {
  switch (effect.type) {
    case 'inviteCode':
      setInviteCode(effect.code);
      break;
    case 'rechargeResult':
      saveWalletRechargeResult(effect.orderNo);
      break;
    case 'backToUserPage':
      setBackToUserPage('1');
      break;
  }
}

/**
 * Decides once per arrival (spec §2, §4) and carries the decision out. The login state is read at
 * the moment of arrival, so a logout in the middle of a page is handled by its own event.
 */
export function useNavigationGuard(wide: boolean): Decision {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const publicSiteUrl = usePublicSiteUrl();
  const needsConfig = wide && publicSiteUrl === undefined;
  const outcome = useMemo(
    () =>
      decide({
        pathname: location.pathname,
        search: location.search,
        from: lastShownPath,
        before: shownBefore,
        // Back/Forward to an entry the app made; a hash typed or set by hand is a new entry ('default').
        pop: navigationType === 'POP' && location.key !== 'default',
        loggedIn: session.get().isLogin,
        profileMissing: session.get().isLogin && !session.get().userInfo?.nickname?.trim(),
        viewportWidth: viewportWidth(),
        publicSiteUrl,
      }),
    // One decision per arrival (a hash typed by hand keeps the key 'default': the path counts too);
    // the configuration only matters while it is awaited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.key, location.pathname, location.search, needsConfig, wide, publicSiteUrl],
  );

  useEffect(() => {
    if (handled.has(outcome)) return;
    handled.add(outcome);
    outcome.effects.forEach(apply);
    const { decision } = outcome;
    switch (decision.action) {
      case 'render':
        if (!ORDER_PAGES.includes(location.pathname) && getBackToUserPage() !== null) setBackToUserPage(null);
        if (lastShownPath !== location.pathname) shownBefore = lastShownPath;
        lastShownPath = location.pathname;
        break;
      case 'wait':
        break;
      case 'redirect':
        void navigate(decision.to, { replace: true });
        break;
      case 'back':
        void navigate(-decision.steps);
        break;
      case 'external':
        window.location.replace(decision.url);
        break;
    }
  }, [outcome, location.pathname, navigate]);

  return outcome.decision;
}
