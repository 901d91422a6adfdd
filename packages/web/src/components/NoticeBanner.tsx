import type { NoticeView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** The server notice as a notification at the top of the screen. */
export function NoticeBanner({ notice, onClose }: { notice: NoticeView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="notice" role="status" aria-live="polite">
      <div className="notice__text">
        <strong>{notice.title}</strong>
        <span>{notice.content}</span>
      </div>
      <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
        ×
      </button>
    </aside>
  );
}
