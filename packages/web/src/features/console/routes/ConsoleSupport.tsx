import {
  type ConsoleEnquiryFilter,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryStatus,
  type EnquiryType,
} from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QueryState } from '../../../components/QueryState';
import { downloadFile } from '../api/download';
import { useEnquiries } from '../api/support';
import { DateTime } from '../components/DateTime';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** /console/support: the enquiries inbox (cooperation and support), filtered, a page at a time; CSV export. */
export function ConsoleSupport() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.support.title'));
  const [kind, setKind] = useState<EnquiryType | ''>('');
  const [status, setStatus] = useState<EnquiryStatus | ''>('open');
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ConsoleEnquiryFilter>({ status: 'open' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const enquiries = useEnquiries(filter, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ kind: kind || undefined, status: status || undefined, q: text.trim() || undefined });
    setPage(1);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile('/console/support/export', { ...filter }, 'enquiries.csv');
    } finally {
      setExporting(false);
    }
  };
  const pages = enquiries.data ? Math.max(1, Math.ceil(enquiries.data.total / enquiries.data.pageSize)) : 1;

  return (
    <section className="console-panel">
      <h1>{t('console.support.title')}</h1>
      <form className="console-form console-form--row" role="search" onSubmit={submit}>
        <label>
          {t('console.support.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as EnquiryType | '')}>
            <option value="">{t('console.support.any')}</option>
            {ENQUIRY_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`console.support.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('console.support.status')}
          <select value={status} onChange={(e) => setStatus(e.target.value as EnquiryStatus | '')}>
            <option value="">{t('console.support.any')}</option>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`console.support.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('console.support.q')}
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="console-button">
          {t('console.search')}
        </button>
        <button
          type="button"
          className="console-button console-button--quiet"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {t('console.support.export')}
        </button>
      </form>
      <QueryState query={enquiries} empty={t('console.support.none')} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.support.ref')}</th>
                  <th scope="col">{t('console.support.received')}</th>
                  <th scope="col">{t('console.support.kind')}</th>
                  <th scope="col">{t('console.support.from')}</th>
                  <th scope="col">{t('console.support.topic')}</th>
                  <th scope="col">{t('console.support.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((e) => (
                  <tr key={e.ref}>
                    <td>
                      <Link to={consolePath(CONSOLE_PATHS.supportEnquiry, { ref: e.ref })}>{e.ref}</Link>
                    </td>
                    <td>
                      <DateTime at={e.createdAt} />
                    </td>
                    <td>{t(`console.support.kinds.${e.kind}`)}</td>
                    <td>{e.name ? `${e.name} <${e.email}>` : e.email}</td>
                    <td>
                      {e.topic ?? ''}
                      {e.attachment ? ` · ${t('console.support.withImage')}` : ''}
                    </td>
                    <td>{t(`console.support.statuses.${e.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="console-actions">
              <span>{t('console.support.page', { page: data.page, pages, total: data.total })}</span>
              <button
                type="button"
                className="console-button console-button--quiet"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('console.support.previous')}
              </button>
              <button
                type="button"
                className="console-button console-button--quiet"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('console.support.next')}
              </button>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
