import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useChooseAttendee, useMyAttendees } from '../api/choose-attendee';

/** A real-name ticket received by transfer: the new holder names one of their attendees. */
export function ChooseAttendee({ code }: { code: string }) {
  const { t } = useTranslation();
  const attendees = useMyAttendees(true);
  const choose = useChooseAttendee();
  const [picked, setPicked] = useState<number | null>(null);
  const list = attendees.data?.list ?? [];
  return (
    <section className="section form" aria-labelledby="choose-attendee">
      <h2 className="section__title" id="choose-attendee">
        {t('tickets.chooseAttendee')}
      </h2>
      <p className="small muted">{t('tickets.chooseAttendeeWhy')}</p>
      {attendees.isSuccess && list.length === 0 && (
        <p className="small">
          <Link to={ROUTES.attendeeInformation}>{t('tickets.addAttendee')}</Link>
        </p>
      )}
      <div role="radiogroup" aria-labelledby="choose-attendee">
        {list.map((a) => (
          <label key={a.id} className="line">
            <input type="radio" name="attendee" checked={picked === a.id} onChange={() => setPicked(a.id)} />
            <span>{a.fullName}</span>
          </label>
        ))}
      </div>
      <div className="actions">
        <button
          type="button"
          className="button button--primary button--block"
          disabled={picked === null || choose.isPending}
          onClick={() => picked !== null && choose.mutate({ code, attendeeId: picked })}
        >
          {t('tickets.chooseAttendeeConfirm')}
        </button>
      </div>
    </section>
  );
}
