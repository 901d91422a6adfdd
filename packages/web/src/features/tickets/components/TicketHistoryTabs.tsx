import { TICKET_HISTORY_KINDS, type TicketDetailView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { when } from '../../../lib/format';

type Kind = (typeof TICKET_HISTORY_KINDS)[number];

/** The ticket's history as the spec's tabs: Purchased, Transferred, Validated (with the gate). */
export function TicketHistoryTabs({ history }: { history: TicketDetailView['history'] }) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Kind>('Purchased');
  const shown = history.filter((h) => h.kind === tab);
  return (
    <section className="section">
      <h2 className="section__title">{t('tickets.history')}</h2>
      <div className="tabs-inline" role="tablist" aria-label={t('tickets.history')}>
        {TICKET_HISTORY_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            className="tabs-inline__tab"
            onClick={() => setTab(kind)}
          >
            {t(`tickets.historyKind.${kind}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <ul className="plain-list">
          {shown.map((h, i) => (
            <li key={i} className="line">
              <span>
                {t(`tickets.historyKind.${h.kind}`, { defaultValue: h.kind })}
                {h.detail && (
                  <span className="muted small">
                    {' · '}
                    {h.kind === 'Validated'
                      ? t('tickets.atGate', { gate: h.detail })
                      : t('tickets.fromName', { name: h.detail })}
                  </span>
                )}
              </span>
              <span className="muted small">{when(h.at, i18n.language)}</span>
            </li>
          ))}
        </ul>
      </div>
      {history.length === 0 ? (
        <p className="muted small">{t('tickets.historyOffline')}</p>
      ) : (
        shown.length === 0 && <p className="muted small">{t('tickets.historyNone')}</p>
      )}
    </section>
  );
}
