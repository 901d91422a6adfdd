import type { ConsoleEventView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eventDraftOf, eventFieldsOf } from '../event-draft';
import { useEventSave } from '../hooks/use-event-save';
import { EventFields } from './EventFields';
import { EventForm } from './Field';

/** The event page's details form: what /console/events/update takes, times on the venue's clock. */
export function EventDetailsForm({ event }: { event: ConsoleEventView }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => eventDraftOf(event));
  const saving = useEventSave(event.id);
  return (
    <EventForm
      id="console-details"
      title={t('console.event.details')}
      submit={t('console.event.save')}
      onSubmit={() => saving.save('update', { ...eventFieldsOf(draft) })}
      outcome={saving}
    >
      <EventFields draft={draft} onChange={setDraft} errors={saving.refusal?.fields ?? {}} />
    </EventForm>
  );
}
