import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/http/client';
import { useCreateEvent } from '../api/events';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { venueInputToMs } from '../venue-clock';
import { useConsoleTitle } from './ConsoleLayout';

type Field = 'slug' | 'title' | 'about' | 'venue' | 'location' | 'timeZone' | 'image';
type Moment = 'startsAt' | 'endsAt' | 'doorsAt' | 'saleStartsAt' | 'saleEndsAt';

const TEXT_FIELDS: Field[] = ['slug', 'title', 'venue', 'location', 'timeZone', 'image'];
const MOMENTS: Moment[] = ['doorsAt', 'startsAt', 'endsAt', 'saleStartsAt', 'saleEndsAt'];

/** /console/events/new: a new event with its first seat area; it stays a draft until published. */
export function ConsoleEventNew() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.events.new'));
  const navigate = useNavigate();
  const create = useCreateEvent();
  const [text, setText] = useState<Record<Field, string>>({
    slug: '',
    title: '',
    about: '',
    venue: '',
    location: '',
    timeZone: 'Asia/Macau',
    image: '',
  });
  const [moments, setMoments] = useState<Record<Moment, string>>({
    doorsAt: '',
    startsAt: '',
    endsAt: '',
    saleStartsAt: '',
    saleEndsAt: '',
  });
  const [limit, setLimit] = useState('4');
  const [realName, setRealName] = useState(false);
  const [desktopOnly, setDesktopOnly] = useState(false);
  const [area, setArea] = useState({ code: 'ga', name: '', price: '', capacity: '' });
  const [failure, setFailure] = useState<string | null>(null);

  const at = (moment: Moment): number | null => {
    const ms = venueInputToMs(moments[moment], text.timeZone);
    return Number.isNaN(ms) ? null : ms;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const created = await create.mutateAsync({
        slug: text.slug.trim(),
        title: text.title.trim(),
        about: text.about,
        images: text.image.trim() ? [text.image.trim()] : [],
        venue: text.venue.trim(),
        location: text.location.trim(),
        timeZone: text.timeZone.trim(),
        doorsAt: at('doorsAt'),
        startsAt: at('startsAt') ?? 0,
        endsAt: at('endsAt') ?? 0,
        saleStartsAt: at('saleStartsAt') ?? 0,
        saleEndsAt: at('saleEndsAt'),
        ticketLimit: Number(limit),
        realNameRequired: realName,
        desktopOnly,
        areas: [
          {
            code: area.code.trim(),
            name: area.name.trim(),
            price: Math.round(Number(area.price) * 100),
            capacity: Number(area.capacity),
          },
        ],
      });
      await navigate(consolePath(CONSOLE_PATHS.event, { eventId: created.id }));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'code') setFailure(error.message);
    }
  };

  return (
    <section className="console-panel">
      <h1>{t('console.events.new')}</h1>
      <form className="console-form" onSubmit={(e) => void submit(e)}>
        {TEXT_FIELDS.map((field) => (
          <label key={field}>
            {t(`console.event.${field}`)}
            <input
              required={field !== 'image'}
              value={text[field]}
              onChange={(e) => setText({ ...text, [field]: e.target.value })}
            />
          </label>
        ))}
        <label>
          {t('console.event.about')}
          <textarea value={text.about} onChange={(e) => setText({ ...text, about: e.target.value })} />
        </label>
        {MOMENTS.map((moment) => (
          <label key={moment}>
            {t(`console.event.${moment}`)}
            <input
              type="datetime-local"
              required={moment === 'startsAt' || moment === 'endsAt' || moment === 'saleStartsAt'}
              value={moments[moment]}
              onChange={(e) => setMoments({ ...moments, [moment]: e.target.value })}
            />
          </label>
        ))}
        <label>
          {t('console.event.ticketLimit')}
          <input type="number" min={1} max={100} required value={limit} onChange={(e) => setLimit(e.target.value)} />
        </label>
        <label className="console-check">
          <input type="checkbox" checked={realName} onChange={(e) => setRealName(e.target.checked)} />
          {t('console.event.realNameRequired')}
        </label>
        <label className="console-check">
          <input type="checkbox" checked={desktopOnly} onChange={(e) => setDesktopOnly(e.target.checked)} />
          {t('console.event.desktopOnly')}
        </label>
        <fieldset className="console-form console-form--row">
          <legend>{t('console.area.first')}</legend>
          <label>
            {t('console.area.code')}
            <input required value={area.code} onChange={(e) => setArea({ ...area, code: e.target.value })} />
          </label>
          <label>
            {t('console.area.name')}
            <input required value={area.name} onChange={(e) => setArea({ ...area, name: e.target.value })} />
          </label>
          <label>
            {t('console.area.price')}
            <input
              type="number"
              min={0}
              step="0.01"
              required
              value={area.price}
              onChange={(e) => setArea({ ...area, price: e.target.value })}
            />
          </label>
          <label>
            {t('console.area.capacity')}
            <input
              type="number"
              min={0}
              required
              value={area.capacity}
              onChange={(e) => setArea({ ...area, capacity: e.target.value })}
            />
          </label>
        </fieldset>
        {failure && (
          <p className="console-error" role="alert">
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="console-button" disabled={create.isPending}>
            {t('console.events.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
