import { ROUTES, SETTINGS_NAV_PATHS } from '@fanpass/contracts';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DesktopFooter } from '../components/DesktopFooter';
import { DesktopNav } from '../components/DesktopNav';
import { LanguageOffer, useLanguageOffer } from '../components/LanguageOffer';
import { NoticeBanner } from '../components/NoticeBanner';
import { SettingsNav } from '../components/SettingsNav';
import { TestModeBanner } from '../components/TestModeBanner';
import { Toaster } from '../components/Toaster';
import { HomePrompt } from '../features/pwa/components/HomePrompt';
import { OpenInBrowserPrompt } from '../features/pwa/components/OpenInBrowserPrompt';
import { useSession } from '../lib/session/store';
import { useWide } from '../lib/viewport';
import { useNavigationGuard } from './navigation/use-navigation-guard';
import { useNoticeAfterNavigation } from './use-notice';
import { usePageMeta } from './use-page-meta';

const SETTINGS_FRAME = [...SETTINGS_NAV_PATHS, ROUTES.desktopSetting, ROUTES.setting];

function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, left: 0 });
  } catch {
    // Environments without layout (tests) have nothing to scroll.
  }
}

/** The frame of every screen: guards, layout (phone or desktop), prompts, toasts and notices. */
/** A waiting-list offer's notice on every screen (its code loads only for a signed-in fan). */
const OfferBanner = lazy(() => import('../features/waitlist/components/OpenOffers'));

export function Shell() {
  const location = useLocation();
  const wide = useWide();
  const decision = useNavigationGuard(wide);
  const shown = decision.action === 'render';
  usePageMeta(location.pathname);
  const [notice, dismissNotice] = useNoticeAfterNavigation(location.pathname, shown);
  const [languageOffer, closeLanguageOffer] = useLanguageOffer();
  const { isLogin } = useSession();

  // Each navigation starts at the top. The first screen already does: scrolling there would lay the
  // whole new page out at once, inside React's commit, instead of in the browser's next frame.
  const arrived = useRef(false);
  useLayoutEffect(() => {
    if (arrived.current) scrollToTop();
    arrived.current = true;
  }, [location.key, location.pathname, location.search]);

  const page = shown ? <Outlet /> : <div className="page page--center" aria-busy="true" />;
  const onHome = location.pathname.startsWith(ROUTES.home);
  return (
    // data-shown: the path the guards let render, once React has committed it (a lazy screen can
    // keep the previous one on screen while its code loads); browser tests wait on it.
    <div className={wide ? 'frame frame--desktop' : 'frame frame--phone'} data-shown={shown ? location.pathname : ''}>
      <TestModeBanner />
      <OpenInBrowserPrompt />
      {/* One thing at a time on the first screen: the language offer, then the notice, then the install prompt. */}
      {languageOffer && <LanguageOffer lang={languageOffer} onClose={closeLanguageOffer} />}
      {notice && !languageOffer && <NoticeBanner notice={notice} onClose={dismissNotice} />}
      {isLogin && shown && (
        <Suspense fallback={null}>
          <OfferBanner />
        </Suspense>
      )}
      {/* The screen keeps its place in the tree in both layouts: turning a tablet or resizing a
          window across the breakpoint keeps what the fan chose or typed (the phone's wrappers have
          no box of their own). */}
      {wide && <DesktopNav />}
      <div className={wide ? 'desktop-body' : 'phone-body'}>
        {wide && SETTINGS_FRAME.includes(location.pathname) && <SettingsNav />}
        <div className={wide ? 'desktop-content' : 'phone-content'}>{page}</div>
      </div>
      {wide && <DesktopFooter />}
      {!wide && shown && onHome && !notice && !languageOffer && <HomePrompt />}
      <Toaster />
    </div>
  );
}
