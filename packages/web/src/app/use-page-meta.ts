import { PAGE_META_DEBOUNCE_MS } from '@fanpass/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKeyFor } from '../lib/route-titles';

/** The document title per route from its i18n key, updated at most every 50 ms. */
export function usePageMeta(pathname: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = `${t(titleKeyFor(pathname))} · ${t('app.name')}`;
    }, PAGE_META_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pathname, t, i18n.language]);
}
