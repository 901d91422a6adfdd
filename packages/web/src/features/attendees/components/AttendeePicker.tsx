import { printedIdNumber, ROUTES } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAttendees } from '../api/get-attendees';

/** Real-name events: pick one of my attendees per ticket (the order keeps their copy). */
export function AttendeePicker({
  needed,
  chosen,
  onChange,
}: {
  needed: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const query = useAttendees();
  const list = query.data?.list ?? [];
  function toggle(id: number) {
    if (chosen.includes(id)) onChange(chosen.filter((c) => c !== id));
    else if (chosen.length < needed) onChange([...chosen, id]);
  }
  return (
    <section className="section" aria-labelledby="attendee-pick">
      <h2 className="section__title" id="attendee-pick">
        {t('attendees.pickTitle', { num: needed })}
      </h2>
      {query.data && <p className="muted small">{query.data.disclosure}</p>}
      {list.length === 0 && !query.isPending && <p className="empty">{t('attendees.none')}</p>}
      <ul className="plain-list">
        {list.map((a) => (
          <li key={a.id}>
            <label className="check-row">
              <input
                type="checkbox"
                checked={chosen.includes(a.id)}
                disabled={!chosen.includes(a.id) && chosen.length >= needed}
                onChange={() => toggle(a.id)}
              />
              <span>
                {a.fullName} <span className="muted">· {printedIdNumber(a.idType, a.idNumber)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Link className="button button--small button--ghost" to={ROUTES.attendeeInformation}>
        {t('attendees.manage')}
      </Link>
    </section>
  );
}
