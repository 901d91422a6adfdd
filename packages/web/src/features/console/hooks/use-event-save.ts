import type { SignableValue } from '@fanpass/contracts';
import { useState } from 'react';
import { type EventChangeAction, useEventChange } from '../api/events';
import { type Refusal, refusalOf } from '../event-draft';

/**
 * One form's change to an event: its own pending state, its refusal (shown beside the form, not in
 * a toast) and whether its last change was saved.
 */
export function useEventSave(eventId: number) {
  const change = useEventChange(eventId, 'caller');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState(false);
  const save = (action: EventChangeAction, body: Record<string, SignableValue>, onSaved?: () => void) => {
    setRefusal(null);
    setSaved(false);
    change.mutate(
      { action, body },
      {
        onSuccess: () => {
          setSaved(true);
          onSaved?.();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };
  return { save, refusal, saved, pending: change.isPending };
}
