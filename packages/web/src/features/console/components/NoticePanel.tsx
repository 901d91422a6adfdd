import {
  COMMUNICATION_LIMITS as LIMITS,
  type ConsoleNoticeView,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  type NoticeLanguage,
  type NoticeText,
} from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublishNotice, useWithdrawNotice } from '../api/communication';
import { DateTime } from './DateTime';

type Drafts = Record<Language, NoticeText>;

const EMPTY: Drafts = Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: '', content: '' }])) as Drafts;

const written = (text: NoticeText) => text.title.trim() !== '' || text.content.trim() !== '';

/** The site-wide notice (admins): the one every fan sees now, and a form in the six languages. */
export function NoticePanel({ notice }: { notice: ConsoleNoticeView | null }) {
  const { t } = useTranslation();
  const publish = usePublishNotice();
  const withdraw = useWithdrawNotice();
  const [drafts, setDrafts] = useState<Drafts>(EMPTY);

  const edit = (lang: Language, field: keyof NoticeText, value: string) =>
    setDrafts((all) => ({ ...all, [lang]: { ...all[lang], [field]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const translations: Partial<Record<NoticeLanguage, NoticeText>> = {};
    for (const lang of LANGUAGES) {
      if (lang !== 'en_US' && written(drafts[lang])) translations[lang] = drafts[lang];
    }
    publish.mutate(
      { title: drafts.en_US.title, content: drafts.en_US.content, translations },
      { onSuccess: () => setDrafts(EMPTY) },
    );
  };

  return (
    <section className="console-panel" aria-labelledby="notice-heading">
      <h2 id="notice-heading">{t('console.communication.notice.title')}</h2>
      <p>{t('console.communication.notice.help')}</p>
      {notice ? (
        <div className="console-notice" data-testid="current-notice">
          <h3>{t('console.communication.notice.current')}</h3>
          <p>
            <strong>{notice.title}</strong>
          </p>
          <p className="console-notice__content">{notice.content}</p>
          <p className="console-muted">
            {t('console.communication.notice.languages', {
              languages: ['en_US' as Language, ...(Object.keys(notice.translations) as Language[])]
                .map((lang) => LANGUAGE_NAMES[lang])
                .join(', '),
            })}{' '}
            · <DateTime at={notice.publishedAt} />
          </p>
          <button
            type="button"
            className="console-button console-button--quiet"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(undefined)}
          >
            {t('console.communication.notice.withdraw')}
          </button>
        </div>
      ) : (
        <p data-testid="current-notice">{t('console.communication.notice.none')}</p>
      )}
      <form className="console-languages" onSubmit={submit}>
        {LANGUAGES.map((lang) => {
          const english = lang === 'en_US';
          // A language is optional, but once begun it needs both its title and its content.
          const required = english || written(drafts[lang]);
          return (
            <fieldset
              key={lang}
              className="console-form"
              lang={lang === 'zh_tw' ? 'zh-TW' : lang === 'en_US' ? 'en' : lang}
            >
              <legend>
                {t(english ? 'console.communication.notice.required' : 'console.communication.notice.optional', {
                  language: LANGUAGE_NAMES[lang],
                })}
              </legend>
              <label>
                {t('console.communication.notice.heading')}
                <input
                  value={drafts[lang].title}
                  required={required}
                  maxLength={LIMITS.noticeTitle}
                  onChange={(e) => edit(lang, 'title', e.target.value)}
                />
              </label>
              <label>
                {t('console.communication.notice.content')}
                <textarea
                  value={drafts[lang].content}
                  required={required}
                  maxLength={LIMITS.noticeContent}
                  rows={2}
                  onChange={(e) => edit(lang, 'content', e.target.value)}
                />
              </label>
            </fieldset>
          );
        })}
        <div className="console-actions">
          <button type="submit" className="console-button" disabled={publish.isPending}>
            {t('console.communication.notice.publish')}
          </button>
        </div>
      </form>
    </section>
  );
}
