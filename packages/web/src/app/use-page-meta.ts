import { PAGE_META_DEBOUNCE_MS } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../lib/page-title';
import { titleKeyFor } from '../lib/route-titles';

/**
 * The document title per route from its i18n key (or the title the screen set, such as an
 * event's name), updated at most every 50 ms.
 */
export function usePageMeta(pathname: string): void {
  const { t, i18n } = useTranslation();
  const screenTitle = useScreenTitle();
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `${screenTitle ?? t(titleKeyFor(pathname))} · ${t('app.name')}`;
    }, PAGE_META_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pathname, screenTitle, t, i18n.language]);
}
