import type { ConsoleCampaignView } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useCampaignResult, useCampaignStep, useCampaigns, useCreateCampaign } from '../api/giveaway';
import { DateTime } from '../components/DateTime';
import { useConsoleTitle } from './ConsoleLayout';

/** A datetime-local field's value (the reader's own time) as epoch ms; NaN when empty. */
const instant = (value: string) => (value ? new Date(value).getTime() : Number.NaN);

function CreateCampaign() {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const [form, setForm] = useState({ slug: '', name: '', start: '', end: '', prize: '', quantity: '1' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        slug: form.slug.trim(),
        name: form.name.trim(),
        start: instant(form.start),
        end: instant(form.end),
        prizes: [{ name: form.prize.trim(), quantity: Number(form.quantity) }],
      },
      { onSuccess: () => setForm({ slug: '', name: '', start: '', end: '', prize: '', quantity: '1' }) },
    );
  };
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="new-campaign">
      <h2 id="new-campaign">{t('console.giveaway.new')}</h2>
      <label>
        {t('console.giveaway.slug')}
        <input required value={form.slug} onChange={set('slug')} pattern="[a-z0-9][a-z0-9\-]{1,39}" />
      </label>
      <label>
        {t('console.giveaway.name')}
        <input required maxLength={100} value={form.name} onChange={set('name')} />
      </label>
      <label>
        {t('console.giveaway.start')}
        <input type="datetime-local" required value={form.start} onChange={set('start')} />
      </label>
      <label>
        {t('console.giveaway.end')}
        <input type="datetime-local" required value={form.end} onChange={set('end')} />
      </label>
      <label>
        {t('console.giveaway.prize')}
        <input required maxLength={100} value={form.prize} onChange={set('prize')} />
      </label>
      <label>
        {t('console.giveaway.quantity')}
        <input type="number" required min={1} max={1000} value={form.quantity} onChange={set('quantity')} />
      </label>
      <button type="submit" className="console-button" disabled={create.isPending}>
        {t('console.giveaway.create')}
      </button>
    </form>
  );
}

/** Commit or draw, asked twice: the step cannot be undone. */
function StepButton({ campaign, step }: { campaign: ConsoleCampaignView; step: 'commit' | 'draw' }) {
  const { t } = useTranslation();
  const run = useCampaignStep(step);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="console-button" onClick={() => setAsking(true)}>
        {t(`console.giveaway.${step}`, { name: campaign.name })}
      </button>
    );
  return (
    <span role="group" aria-label={t(`console.giveaway.${step}Confirm`, { name: campaign.name })}>
      <span>{t(`console.giveaway.${step}Confirm`, { name: campaign.name })} </span>
      <button
        type="button"
        className="console-button"
        disabled={run.isPending}
        onClick={() => run.mutate(campaign.slug, { onSettled: () => setAsking(false) })}
      >
        {t('console.giveaway.yes')}
      </button>
      <button type="button" className="console-button console-button--quiet" onClick={() => setAsking(false)}>
        {t('console.giveaway.no')}
      </button>
    </span>
  );
}

function Result({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const result = useCampaignResult(slug);
  return (
    <QueryState query={result} empty={null} skeleton="detail">
      {(r) => (
        <section aria-labelledby="giveaway-result">
          <h2 id="giveaway-result">{t('console.giveaway.resultOf', { name: r.name })}</h2>
          <p className="console-note">
            {t('console.giveaway.seedHash')} <code>{r.seedHash ?? '—'}</code>
          </p>
          {r.seed && (
            <p className="console-note">
              {t('console.giveaway.seed')} <code>{r.seed}</code> ·{' '}
              {t('console.giveaway.participants', { n: r.participants.length })}
            </p>
          )}
          {r.winners.length === 0 ? (
            <p>{r.drawnAt === null ? t('console.giveaway.notDrawn') : t('console.giveaway.noWinners')}</p>
          ) : (
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.giveaway.prize')}</th>
                  <th scope="col">{t('console.giveaway.code')}</th>
                  <th scope="col">{t('console.giveaway.winner')}</th>
                </tr>
              </thead>
              <tbody>
                {r.winners.map((w) => (
                  <tr key={`${w.code}-${w.prize}`}>
                    <td>{w.prize}</td>
                    <td>
                      <code>{w.code}</code>
                    </td>
                    <td>{w.email}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </QueryState>
  );
}

/** /console/giveaway (admins): the campaigns, a new one, commit before the end, draw after it, the result. */
export function ConsoleGiveaway() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.giveaway.title'));
  const campaigns = useCampaigns();
  const [shown, setShown] = useState<string | null>(null);
  // When the screen opened: a commitment is offered only before a campaign's end (the server decides again).
  const [now] = useState(() => Date.now());
  return (
    <section className="console-panel">
      <h1>{t('console.giveaway.title')}</h1>
      <QueryState query={campaigns} empty={t('console.giveaway.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.giveaway.name')}</th>
                <th scope="col">{t('console.giveaway.period')}</th>
                <th scope="col">{t('console.giveaway.status')}</th>
                <th scope="col">{t('console.giveaway.joined')}</th>
                <th scope="col">
                  <span className="sr-only">{t('console.giveaway.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((c) => (
                <tr key={c.slug}>
                  <td>
                    {c.name} <code>{c.slug}</code>
                  </td>
                  <td>
                    <DateTime at={c.startsAt} /> – <DateTime at={c.endsAt} />
                  </td>
                  <td>
                    {t(`console.giveaway.statuses.${c.status}`)}
                    {c.seedHash && c.drawnAt === null ? ` · ${t('console.giveaway.committed')}` : ''}
                  </td>
                  <td>{c.joined}</td>
                  <td>
                    <div className="console-actions">
                      {c.seedHash === null && now < c.endsAt && <StepButton campaign={c} step="commit" />}
                      {c.seedHash !== null && c.drawnAt === null && <StepButton campaign={c} step="draw" />}
                      <button
                        type="button"
                        className="console-button console-button--quiet"
                        onClick={() => setShown(c.slug)}
                      >
                        {t('console.giveaway.result', { name: c.name })}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {shown && <Result slug={shown} />}
      <CreateCampaign />
    </section>
  );
}
