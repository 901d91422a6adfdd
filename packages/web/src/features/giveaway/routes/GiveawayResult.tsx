import { drawWinners, seedCommitment } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { when } from '../../../lib/format';
import { useGiveawayResult } from '../api/get-result';
import '../giveaway.css';

const SLUG = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** /giveaway/result?campaign= (public): the commitment, the revealed seed, the winners — re-checked here. */
export function GiveawayResult() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('campaign');
  const campaign = raw && SLUG.test(raw) ? raw : null;
  const query = useGiveawayResult(campaign);
  const r = query.data;
  const checks =
    r?.seed != null
      ? {
          seed: seedCommitment(r.seed) === r.seedHash,
          winners:
            drawWinners(r.seed, r.participants, r.winners.length).join(',') === r.winners.map((w) => w.code).join(','),
        }
      : null;
  return (
    <main className="page giveaway">
      <PageHeader title={t('giveaway.resultTitle')} />
      {(!campaign || query.isError) && <p className="muted">{t('giveaway.none')}</p>}
      {r && (
        <section className="section">
          <h2 className="section__title">{r.name}</h2>
          <dl className="facts">
            <dt>{t('giveaway.commitment')}</dt>
            <dd className="giveaway__hash">{r.seedHash ?? t('giveaway.notCommitted')}</dd>
            <dt>{t('giveaway.seed')}</dt>
            <dd className="giveaway__hash" data-testid="seed">
              {r.seed ?? t('giveaway.notDrawn')}
            </dd>
            {r.drawnAt !== null && (
              <>
                <dt>{t('giveaway.drawnAt')}</dt>
                <dd>{when(r.drawnAt, i18n.language)}</dd>
              </>
            )}
          </dl>
          {checks && (
            <p className="small" data-testid="checks">
              {t(checks.seed && checks.winners ? 'giveaway.checked' : 'giveaway.checkFailed')}
            </p>
          )}
          <h3>{t('giveaway.winners')}</h3>
          <ol>
            {r.winners.map((w) => (
              <li key={`${w.code}-${w.prize}`}>
                {w.prize}: {w.email} <span className="small">({w.code})</span>
              </li>
            ))}
          </ol>
          <h3>{t('giveaway.participants', { count: r.participants.length })}</h3>
          <ul className="giveaway__participants small">
            {r.participants.map((p) => (
              <li key={p.code}>
                {p.code}: {p.entries}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
