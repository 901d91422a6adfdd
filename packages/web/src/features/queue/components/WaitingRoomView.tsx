import { REPLY_CODES, type QueueStatusView } from '@fanpass/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { timeOfDay } from '../../../lib/format';
import { loadPlace, savePlace } from '../../../lib/queue-admission';
import { useQueueInfo } from '../api/get-queue-info';
import { getQueuePlace } from '../api/get-queue-place';
import { joinQueue } from '../api/join-queue';
import { progressOf, useQueueStatus } from '../hooks/use-queue-status';
import '../queue.css';

/** The human check the join asks for (the accounts feature's widget, handed in by app/routes). */
export interface QueueHumanCheck {
  element: ReactNode;
  solve(): Promise<string | null>;
  reset(): void;
}

interface Props {
  eventId: number;
  title: string;
  humanCheck: QueueHumanCheck;
  /** Shown when the seats are gone while I wait: the waiting-list offer. */
  soldOut: ReactNode;
  /** My turn: go on to choosing tickets. */
  onAdmitted(): void;
}

/**
 * The waiting room: join (human check), then my place, the fans ahead, the estimated wait and a
 * progress bar, kept live; my turn, a sell-out or a closed room said at once. The place is kept
 * across reloads (localStorage, else the server's answer for my account).
 */
export function WaitingRoomView({ eventId, title, humanCheck, soldOut, onAdmitted }: Props) {
  const { t, i18n } = useTranslation();
  const info = useQueueInfo(eventId);
  const [stored, setPlace] = useState<string | null>(() => loadPlace(eventId));
  const [first, setFirst] = useState<QueueStatusView | null>(null);
  const [checked, setChecked] = useState(stored !== null);
  const [joining, setJoining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const live = useQueueStatus(eventId, stored, first);
  // A place the server no longer knows is forgotten (the hook cleared it from storage): join again.
  const place = live.lost ? null : stored;
  const status = live.status;
  const progress = progressOf(live);
  // Once the sale has started the seed is revealed: read the room's facts again.
  const started = status !== null && status.state !== 'prequeue';
  const refetchInfo = info.refetch;
  useEffect(() => {
    if (started) void refetchInfo();
  }, [started, refetchInfo]);

  useEffect(() => {
    if (checked) return;
    let cancelled = false;
    getQueuePlace(eventId)
      .then((found) => {
        if (cancelled) return;
        if (found) {
          savePlace(eventId, found);
          setPlace(found);
        }
        setChecked(true);
      })
      .catch(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [checked, eventId]);

  async function join() {
    setProblem(null);
    setJoining(true);
    try {
      const captcha = await humanCheck.solve();
      if (!captcha) {
        setProblem(t('accounts.rule.humanCheck'));
        return;
      }
      const joined = await joinQueue(eventId, captcha);
      savePlace(eventId, joined.place);
      setFirst(joined.status);
      setPlace(joined.place);
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { place?: string } | null) : null;
      if (error instanceof ApiError && error.code === REPLY_CODES.QUEUE_ALREADY_JOINED.code && data?.place) {
        savePlace(eventId, data.place);
        // No status came with it: the screen asks at once.
        setFirst(null);
        setPlace(data.place);
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
      }
    } finally {
      humanCheck.reset();
      setJoining(false);
    }
  }

  const saleAt = info.data ? timeOfDay(info.data.saleStartsAt, i18n.language) : '';
  return (
    <section className="queue" aria-labelledby="queue-title">
      <h2 id="queue-title" className="queue__title">
        {title}
      </h2>

      {!place && (
        <div className="queue__join">
          <p>{t('queue.joinText', { time: saleAt })}</p>
          {humanCheck.element}
          <button
            type="button"
            className="button button--primary button--block"
            disabled={joining || !checked}
            onClick={() => void join()}
          >
            {t('queue.join')}
          </button>
          {problem && (
            <p className="queue__problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}

      {place && !status && (
        <p className="muted" aria-busy="true">
          {t('queue.loading')}
        </p>
      )}

      {place && status && (
        <div className="queue__status" aria-live="polite">
          <QueueState status={status} progress={progress} soldOut={soldOut} onAdmitted={onAdmitted} />
          {live.offline && <p className="muted small">{t('queue.offline')}</p>}
        </div>
      )}

      {info.data?.seedHash && (
        <details className="queue__fair">
          <summary>{t('queue.fairTitle')}</summary>
          <p className="small">{t('queue.fairText')}</p>
          <p className="small queue__hash">
            {t('queue.commitment')}: <code>{info.data.seedHash}</code>
          </p>
          {info.data.seed && (
            <p className="small queue__hash">
              {t('queue.seed')}: <code>{info.data.seed}</code>
            </p>
          )}
          {status && (
            <p className="small">
              {t('queue.myCode')}: <code>{status.code}</code>
            </p>
          )}
        </details>
      )}
    </section>
  );
}

function QueueState({
  status,
  progress,
  soldOut,
  onAdmitted,
}: {
  status: QueueStatusView;
  progress: number;
  soldOut: ReactNode;
  onAdmitted(): void;
}) {
  const { t, i18n } = useTranslation();
  switch (status.state) {
    case 'prequeue':
      return (
        <>
          <p className="queue__headline">{t('queue.prequeue')}</p>
          <p>{t('queue.prequeueText', { time: timeOfDay(status.saleStartsAt, i18n.language) })}</p>
          <p className="muted small">{t('queue.total', { num: status.total })}</p>
        </>
      );
    case 'waiting':
    case 'paused': {
      const minutes = Math.max(1, Math.ceil((status.etaSeconds ?? 0) / 60));
      return (
        <>
          {status.state === 'paused' && <p className="queue__headline">{t('queue.paused')}</p>}
          <dl className="queue__figures">
            <div>
              <dt>{t('queue.position')}</dt>
              <dd>{status.position}</dd>
            </div>
            <div>
              <dt>{t('queue.ahead')}</dt>
              <dd>{status.ahead}</dd>
            </div>
            <div>
              <dt>{t('queue.wait')}</dt>
              <dd>{t('queue.minutes', { num: minutes })}</dd>
            </div>
          </dl>
          <div
            className="queue__bar"
            role="progressbar"
            aria-label={t('queue.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span style={{ width: `${progress}%` }} />
          </div>
          <p className="muted small">{t('queue.keepOpen')}</p>
        </>
      );
    }
    case 'admitted':
      return (
        <>
          <p className="queue__headline">{t('queue.admitted')}</p>
          <p>{t('queue.admittedText', { time: timeOfDay(status.admission?.expiresAt ?? 0, i18n.language) })}</p>
          <button type="button" className="button button--primary button--block" onClick={onAdmitted}>
            {t('queue.choose')}
          </button>
        </>
      );
    case 'expired':
      return <p className="queue__headline">{t('queue.expired')}</p>;
    case 'soldOut':
      return (
        <>
          <p className="queue__headline">{t('queue.soldOut')}</p>
          <p>{t('queue.soldOutText')}</p>
          {soldOut}
        </>
      );
    case 'closed':
      return <p className="queue__headline">{t('queue.closed')}</p>;
  }
}
