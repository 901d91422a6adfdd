import type { MerchOrderView } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { when } from '../../../lib/format';

/** The progress timeline: placed, paid, delivery in progress, delivered, or collected (spec §4). */
export function MerchProgress({ order }: { order: MerchOrderView }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="section" aria-labelledby="merch-progress">
      <h2 className="section__title" id="merch-progress">
        {t('merch.progressTitle')}
      </h2>
      <ol className="timeline" data-testid="merch-timeline">
        {order.progress.map((p) => (
          <li key={p.step} className="timeline__step">
            <strong>{t(`merch.step.${p.step}`)}</strong>
            <time className="muted small" dateTime={new Date(p.at).toISOString()}>
              {when(p.at, i18n.language)}
            </time>
            {p.step === 'shipped' && order.carrier && (
              <span className="small">
                {t('merch.tracking', { carrier: order.carrier, tracking: order.trackingNo ?? '' })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
