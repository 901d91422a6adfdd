import type { ConsoleEnquiryView } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { downloadFile } from '../api/download';
import { useCloseEnquiry, useEnquiry } from '../api/support';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** The fields an enquiry may carry, in the order the detail lists them. */
function fields(e: ConsoleEnquiryView): [string, string | null][] {
  return [
    ['name', e.name],
    ['email', e.email],
    ['phone', e.phone ? `+${e.areaCode ?? ''} ${e.phone}` : null],
    ['country', e.country],
    ['eventType', e.eventType],
    ['participants', e.participants],
    ['interests', e.interests.length ? e.interests.join(', ') : null],
    ['marketingConsent', e.marketingConsent === null ? null : e.marketingConsent ? '✓' : '✗'],
    ['issueType', e.issueType],
    ['lang', e.lang],
  ];
}

/** /console/support/:ref: one enquiry with every field, its image (downloaded through the console), and closing it. */
export function ConsoleEnquiry() {
  const { t } = useTranslation();
  const ref = useParams().ref ?? '';
  useConsoleTitle(ref);
  const enquiry = useEnquiry(ref);
  const close = useCloseEnquiry();
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate({ ref, ...(note.trim() ? { note: note.trim() } : {}) }, { onSuccess: () => setNote('') });
  };

  return (
    <section className="console-panel">
      <p className="console-actions">
        <Link className="console-button console-button--quiet" to={CONSOLE_PATHS.support}>
          {t('console.support.back')}
        </Link>
      </p>
      <QueryState query={enquiry} empty={null} skeleton="detail">
        {(e) => (
          <>
            <h1>{t('console.support.heading', { ref: e.ref })}</h1>
            <p data-testid="enquiry-status">
              {t(`console.support.kinds.${e.kind}`)} · {t(`console.support.statuses.${e.status}`)} ·{' '}
              <DateTime at={e.createdAt} />
            </p>
            <dl className="console-fields">
              {fields(e)
                .filter(([, value]) => value !== null && value !== '')
                .map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(`console.support.field.${key}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            {e.message && (
              <>
                <h2>{t('console.support.message')}</h2>
                <p className="console-message">{e.message}</p>
              </>
            )}
            {e.attachmentType && (
              <p className="console-actions">
                <button
                  type="button"
                  className="console-button console-button--quiet"
                  onClick={() =>
                    void downloadFile(
                      '/console/support/attachment',
                      { ref: e.ref },
                      `${e.ref}.${e.attachmentType!.slice('image/'.length).replace('jpeg', 'jpg')}`,
                    )
                  }
                >
                  {t('console.support.downloadImage')}
                </button>
              </p>
            )}
            {e.status === 'open' ? (
              <form className="console-form" onSubmit={submit}>
                <label>
                  {t('console.support.note')}
                  <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
                </label>
                <button type="submit" className="console-button" disabled={close.isPending}>
                  {t('console.support.close')}
                </button>
              </form>
            ) : (
              e.closedAt !== null && (
                <p>
                  {t('console.support.closedAt')} <DateTime at={e.closedAt} />
                </p>
              )
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
