import { type NoticeView, ROUTES } from '@fanpass/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeQueryOptions } from '../lib/api/get-notice';
import { dismissNotice, getDismissedNotices } from '../lib/storage';

/** The notice call after every navigation except to /repair (spec §7); a closed notice stays closed. */
export function useNoticeAfterNavigation(pathname: string, shown: boolean): [NoticeView | null, () => void] {
  const queryClient = useQueryClient();
  // A new language asks again: the server answers the notice in the reader's language.
  const language = useTranslation().i18n.language;
  const [notice, setNotice] = useState<NoticeView | null>(null);

  useEffect(() => {
    if (!shown || pathname === ROUTES.repair) return;
    let live = true;
    queryClient
      .fetchQuery({ ...noticeQueryOptions(language), staleTime: 0 })
      .then((next) => {
        if (live) setNotice(next && !getDismissedNotices().includes(next.id) ? next : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pathname, shown, queryClient, language]);

  const dismiss = useCallback(() => {
    setNotice((current) => {
      if (current) dismissNotice(current.id);
      return null;
    });
  }, []);
  return [notice, dismiss];
}
