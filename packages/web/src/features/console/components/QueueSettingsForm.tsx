import { type ConsoleEventView, QUEUE_METHODS, QUEUE_MODES } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueChangeOf, queueDraftOf } from '../event-draft';
import { useEventSave } from '../hooks/use-event-save';
import { CheckFields, EventForm, Field } from './Field';

/**
 * The event's waiting room (as `ops queue set`): how fans are let in and how fast. Before it is
 * set up the numbers are blank and saving sets it up with the server's defaults for them.
 */
export function QueueSettingsForm({ event }: { event: ConsoleEventView }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => queueDraftOf(event.queue, event.timeZone));
  const saving = useEventSave(event.id);
  const number = (field: 'ratePerMinute' | 'maxActive' | 'admissionSeconds', min: number) => (
    <Field
      type="number"
      min={min}
      label={t(`console.queue.${field}`)}
      value={draft[field]}
      onChange={(value) => setDraft({ ...draft, [field]: value })}
    />
  );
  return (
    <EventForm
      id="console-queue"
      title={t('console.queue.title')}
      submit={t('console.queue.save')}
      onSubmit={() => saving.save('queue', queueChangeOf(draft, event.queue, event.timeZone))}
      outcome={saving}
    >
      {!event.queue && <p className="console-note">{t('console.queue.none')}</p>}
      <fieldset className="console-fieldset">
        <legend>{t('console.queue.admission')}</legend>
        <CheckFields draft={draft} onChange={setDraft} fields={['enabled']} prefix="console.queue" />
        <Field
          label={t('console.queue.method')}
          value={draft.method}
          options={QUEUE_METHODS.map((value) => ({ value, label: t(`console.queue.method.${value}`) }))}
          onChange={(method) => setDraft({ ...draft, method: method as typeof draft.method })}
        />
        <Field
          label={t('console.queue.mode')}
          value={draft.mode}
          options={QUEUE_MODES.map((value) => ({ value, label: t(`console.queue.mode.${value}`) }))}
          onChange={(mode) => setDraft({ ...draft, mode: mode as typeof draft.mode })}
        />
        <Field
          type="datetime-local"
          label={t('console.queue.prequeueOpensAt')}
          value={draft.prequeueOpensAt}
          onChange={(prequeueOpensAt) => setDraft({ ...draft, prequeueOpensAt })}
        />
        {number('ratePerMinute', 1)}
        {number('maxActive', 1)}
        {number('admissionSeconds', 30)}
      </fieldset>
    </EventForm>
  );
}
