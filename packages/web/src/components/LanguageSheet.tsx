import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageList } from './LanguageList';

/** The language choice as a sheet over the current page (public pages need it too); picking one closes it. */
export function LanguageSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="sheet" aria-labelledby="language-sheet-title" onClose={onClose}>
      <div className="sheet__head">
        <h2 id="language-sheet-title" className="section__title">
          {t('home.chooseLanguage')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <LanguageList onChosen={onClose} />
    </dialog>
  );
}
