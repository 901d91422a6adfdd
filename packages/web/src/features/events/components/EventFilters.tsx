import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventCities } from '../api/get-event-cities';
import { DATE_CHOICES, type DateChoice } from '../discovery';

export interface FilterValues {
  q: string;
  city: string;
  when: DateChoice;
  from: string;
  to: string;
}

const SEARCH_DELAY_MS = 300;

/** Search by name, city and date (this week, this month or a range) above the events list. */
export function EventFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (next: Partial<FilterValues>) => void;
}) {
  const { t } = useTranslation();
  const cities = useEventCities();
  const [text, setText] = useState(values.q);
  const [seen, setSeen] = useState(values.q);
  // The URL changed under us (back, a link): show its search, unless it is what we typed.
  if (seen !== values.q) {
    setSeen(values.q);
    if (values.q !== text.trim()) setText(values.q);
  }
  useEffect(() => {
    if (text.trim() === values.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, values.q, onChange]);

  return (
    <div className="discovery">
      <form role="search" className="discovery__search" onSubmit={(e) => e.preventDefault()}>
        <label className="visually-hidden" htmlFor="event-search">
          {t('events.search')}
        </label>
        <input
          id="event-search"
          className="discovery__input"
          type="search"
          maxLength={100}
          placeholder={t('events.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      <div className="discovery__row">
        <label className="discovery__field">
          <span>{t('events.city')}</span>
          <select className="select" value={values.city} onChange={(e) => onChange({ city: e.target.value })}>
            <option value="">{t('events.cityAll')}</option>
            {(cities.data ?? []).map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </label>
        <label className="discovery__field">
          <span>{t('events.date')}</span>
          <select
            className="select"
            value={values.when}
            onChange={(e) => onChange({ when: e.target.value as DateChoice })}
          >
            {DATE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`events.when.${choice}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {values.when === 'range' && (
        <div className="discovery__row">
          <label className="discovery__field">
            <span>{t('events.dateFrom')}</span>
            <input
              className="select"
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(e) => onChange({ from: e.target.value })}
            />
          </label>
          <label className="discovery__field">
            <span>{t('events.dateTo')}</span>
            <input
              className="select"
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          </label>
        </div>
      )}
    </div>
  );
}
