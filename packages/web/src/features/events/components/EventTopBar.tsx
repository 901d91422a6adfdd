import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast';
import { shareLink } from '../event-links';

const TOAST_MS = 2500;

/** The event page's top bar: back, and share (the system share sheet, or copy the link). */
export function EventTopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const share = async () => {
    const outcome = await shareLink(title, window.location.href);
    if (outcome === 'copied') showToast(t('events.linkCopied'), 'center', 'info', TOAST_MS);
    if (outcome === 'failed') showToast(t('events.linkCopyFailed'), 'center', 'info', TOAST_MS);
  };
  return (
    <div className="event-topbar">
      <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => void navigate(-1)}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button type="button" className="icon-button" aria-label={t('events.share')} onClick={() => void share()}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </div>
  );
}
