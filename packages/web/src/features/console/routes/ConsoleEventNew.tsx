import { REPLY_CODES } from '@fanpass/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateEvent } from '../api/events';
import { AreaFields, EventFields } from '../components/EventFields';
import { EventForm, Field } from '../components/Field';
import {
  type AreaDraft,
  EMPTY_AREA,
  EMPTY_EVENT,
  type Refusal,
  areaBodyOf,
  areaErrors,
  eventFieldsOf,
  refusalOf,
} from '../event-draft';
import { CONSOLE_PATHS, consolePath } from '../paths';
import { useConsoleTitle } from './ConsoleLayout';

/** A seat area row of the form, with a key that survives removing the rows before it. */
interface AreaRow extends AreaDraft {
  key: number;
}

/** /console/events/new: a new event with its seat areas; it stays a draft until published. */
export function ConsoleEventNew() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.events.new'));
  const navigate = useNavigate();
  const create = useCreateEvent();
  const [slug, setSlug] = useState('');
  const [draft, setDraft] = useState(EMPTY_EVENT);
  const next = useRef(1);
  const [areas, setAreas] = useState<AreaRow[]>([{ ...EMPTY_AREA, code: 'ga', key: 0 }]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const errors: Record<string, string> = { ...refusal?.fields };
  if (refusal?.code === REPLY_CODES.CONSOLE_SLUG_TAKEN.code) errors.slug = refusal.message;

  const addArea = () => {
    const key = next.current++;
    setAreas([...areas, { ...EMPTY_AREA, code: `area-${key + 1}`, key }]);
  };
  const legend = (index: number) => (index === 0 ? t('console.area.first') : t('console.area.nth', { n: index + 1 }));

  const submit = async () => {
    setRefusal(null);
    try {
      const created = await create.mutateAsync({
        slug: slug.trim(),
        ...eventFieldsOf(draft),
        areas: areas.map(areaBodyOf),
      });
      await navigate(consolePath(CONSOLE_PATHS.event, { eventId: created.id }));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <section className="console-panel">
      <h1>{t('console.events.new')}</h1>
      <EventForm
        id="console-new-event"
        submit={t('console.events.create')}
        onSubmit={() => void submit()}
        outcome={{ refusal, saved: false, pending: create.isPending }}
      >
        <EventFields
          draft={draft}
          onChange={setDraft}
          errors={errors}
          lead={
            <Field
              label={t('console.event.slug')}
              hint={t('console.event.slugHint')}
              required
              value={slug}
              error={errors.slug}
              onChange={setSlug}
            />
          }
        />
        <fieldset className="console-fieldset console-fieldset--areas">
          <legend>{t('console.area.title')}</legend>
          {areas.map((area, index) => (
            <AreaFields
              key={area.key}
              legend={legend(index)}
              area={area}
              errors={areaErrors(errors, index)}
              onChange={(changed) => setAreas(areas.map((a) => (a.key === area.key ? { ...changed, key: a.key } : a)))}
              trailing={
                areas.length > 1 && (
                  <button
                    type="button"
                    className="console-button console-button--quiet"
                    onClick={() => setAreas(areas.filter((a) => a.key !== area.key))}
                  >
                    {t('console.area.remove', { name: legend(index) })}
                  </button>
                )
              }
            />
          ))}
          <div>
            <button type="button" className="console-button console-button--quiet" onClick={addArea}>
              {t('console.area.addRow')}
            </button>
          </div>
        </fieldset>
      </EventForm>
    </section>
  );
}
