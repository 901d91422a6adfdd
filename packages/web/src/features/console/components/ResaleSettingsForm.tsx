import { type ConsoleEventView, RESALE_MAX_FEE_PERCENT } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resaleChangeOf, resaleDraftOf } from '../event-draft';
import { useEventSave } from '../hooks/use-event-save';
import { CheckFields, EventForm, Field } from './Field';

/** The event's resale rules (as `ops resale settings`): whether fans may resell, the fee, the deadline. */
export function ResaleSettingsForm({ event }: { event: ConsoleEventView }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => resaleDraftOf(event.resale));
  const saving = useEventSave(event.id);
  return (
    <EventForm
      id="console-resale"
      title={t('console.resale.title')}
      submit={t('console.resale.save')}
      onSubmit={() => saving.save('resale', { ...resaleChangeOf(draft) })}
      outcome={saving}
    >
      <fieldset className="console-fieldset">
        <legend>{t('console.resale.rules')}</legend>
        <CheckFields
          draft={draft}
          onChange={setDraft}
          fields={['enabled', 'paused', 'refundAllowed']}
          prefix="console.resale"
        />
        <Field
          type="number"
          min={0}
          max={RESALE_MAX_FEE_PERCENT}
          required
          label={t('console.resale.feePercent')}
          value={draft.feePercent}
          onChange={(feePercent) => setDraft({ ...draft, feePercent })}
        />
        <Field
          type="number"
          min={0}
          required
          label={t('console.resale.deadlineHours')}
          hint={t('console.resale.deadlineHint')}
          value={draft.deadlineHours}
          onChange={(deadlineHours) => setDraft({ ...draft, deadlineHours })}
        />
      </fieldset>
    </EventForm>
  );
}
