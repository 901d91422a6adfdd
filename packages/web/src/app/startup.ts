import type { QueryClient } from '@tanstack/react-query';
import { areaListQueryOptions } from '../lib/api/get-area-list';
import { captureInstallOffer } from '../features/pwa/install-event';
import { registerServiceWorker } from '../features/pwa/register-sw';
import { initI18n } from '../lib/i18n';
import { session } from '../lib/session/store';
import { getLanguage, setInviteCode } from '../lib/storage';
import { applyTheme, watchSystemTheme } from '../lib/theme';
import { loadClientConfig } from './client-config';
import { wireAppEvents, type AppRouter } from './router';

/** Everything that must happen before the first screen: theme, session, language. */
export async function prepare(): Promise<void> {
  applyTheme();
  watchSystemTheme();
  captureInstallOffer();
  await session.restore();
  // An invite link may carry ic before the hash (/?ic=CODE#/home/index); the guard reads the route's.
  const ic = new URLSearchParams(window.location.search).get('ic');
  if (ic) setInviteCode(ic);
  await initI18n(getLanguage());
}

/** The start-up calls, once the router listens to the client's events. */
export function start(router: AppRouter, queryClient: QueryClient): void {
  wireAppEvents(router);
  void loadClientConfig(queryClient);
  void queryClient.prefetchQuery(areaListQueryOptions());
  if (import.meta.env.PROD) registerServiceWorkerAfterLoad();
}

/**
 * The service worker registers once the page has loaded: its install precaches the whole app,
 * which must not compete with the first screen's downloads and work.
 */
function registerServiceWorkerAfterLoad(): void {
  const register = () => void registerServiceWorker();
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
