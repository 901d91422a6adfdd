import { type ConsoleAreaView, type ConsoleEventView, REPLY_CODES, formatMoney } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_AREA, areaBodyOf } from '../event-draft';
import { useEventSave } from '../hooks/use-event-save';
import { AreaFields } from './EventFields';
import { FormOutcome } from './Field';

const COUNTS = ['sold', 'held', 'available'] as const;

/** One seat area's row: price and capacity changed in place (the server keeps both within what is sold). */
function AreaRow({ area, change }: { area: ConsoleAreaView; change: (area: ConsoleAreaView) => void }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(String(area.price / 100));
  const [capacity, setCapacity] = useState(String(area.capacity));
  const save = (event: FormEvent) => {
    event.preventDefault();
    change({ ...area, price: Math.round(Number(price) * 100), capacity: Number(capacity) });
  };
  return (
    <tr>
      <td>{area.name}</td>
      {COUNTS.map((count) => (
        <td key={count} className="num">
          {area[count]}
        </td>
      ))}
      <td colSpan={3}>
        <form className="console-form console-form--row" onSubmit={save}>
          <label>
            {t('console.area.price')}
            <input type="number" min={0} step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
          </label>
          <label>
            {t('console.area.capacity')}
            <input type="number" min={0} value={capacity} onChange={(e) => setCapacity(e.target.value)} />
          </label>
          <button type="submit" className="console-button console-button--quiet">
            {t('console.area.save', { name: area.name })}
          </button>
        </form>
      </td>
    </tr>
  );
}

/**
 * The event's seat areas with their counts, each with its price and capacity changed in place; a
 * refusal (capacity below sold + held, a price locked by sales) shows under the table.
 */
export function AreaTable({ event }: { event: ConsoleEventView }) {
  const { t } = useTranslation();
  const { save, refusal, saved } = useEventSave(event.id);
  return (
    <>
      <div className="console-table-wrap">
        <table className="console-table console-table--areas">
          <thead>
            <tr>
              <th scope="col">{t('console.area.name')}</th>
              {COUNTS.map((count) => (
                <th key={count} scope="col" className="num">
                  {t(`console.area.${count}`)}
                </th>
              ))}
              <th scope="col" colSpan={3}>
                {t('console.area.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            {event.areas.map((area) => (
              <AreaRow
                key={`${area.id}-${area.price}-${area.capacity}`}
                area={area}
                change={(next) =>
                  save('area', { code: next.code, name: next.name, price: next.price, capacity: next.capacity })
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <FormOutcome refusal={refusal} saved={saved} />
      <p>
        {t('console.area.prices', {
          list: event.areas.map((a) => `${a.name} ${formatMoney(a.price)} ${event.currency}`).join(' · '),
        })}
      </p>
    </>
  );
}

/** A new seat area for the event: a code it has already is refused beside the code, never a change. */
export function AreaForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const [area, setArea] = useState(EMPTY_AREA);
  const { save, refusal, saved, pending } = useEventSave(eventId);
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(refusal?.fields ?? {})) {
    // The whole list is checked; the added area is the last one.
    const field = /^areas\.\d+\.(\w+)$/.exec(key)?.[1];
    if (field) errors[field] = text;
  }
  if (refusal?.code === REPLY_CODES.CONSOLE_AREA_CODE_TAKEN.code) errors.code = refusal.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save('area', { ...areaBodyOf(area), add: true }, () => setArea(EMPTY_AREA));
  };
  return (
    <form className="console-event-form" onSubmit={submit}>
      <AreaFields
        legend={t('console.area.new')}
        area={area}
        onChange={setArea}
        errors={errors}
        trailing={
          <button type="submit" className="console-button" disabled={pending}>
            {t('console.area.add')}
          </button>
        }
      />
      <FormOutcome refusal={refusal} saved={saved} />
    </form>
  );
}
