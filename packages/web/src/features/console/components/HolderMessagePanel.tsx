import { COMMUNICATION_LIMITS as LIMITS } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMessageEvents, useMessageHolders } from '../api/communication';

/**
 * One key per message written: a second click, or a retry after a lost answer, sends nothing twice.
 * getRandomValues, not randomUUID: the latter needs a secure context (https or localhost).
 */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A message to everyone holding a ticket of an event (admins, the event's organisers). */
export function HolderMessagePanel() {
  const { t } = useTranslation();
  const events = useMessageEvents();
  const send = useMessageHolders();
  const [eventId, setEventId] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [key, setKey] = useState(newKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { eventId: Number(eventId), title, text, key },
      {
        onSuccess: () => {
          setTitle('');
          setText('');
          setKey(newKey());
          void events.refetch();
        },
      },
    );
  };

  return (
    <section className="console-panel" aria-labelledby="message-heading">
      <h2 id="message-heading">{t('console.communication.message.title')}</h2>
      <p>{t('console.communication.message.help')}</p>
      <QueryState
        query={events}
        empty={t('console.communication.message.noEvents')}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <form className="console-form" onSubmit={submit}>
            <label>
              {t('console.communication.message.event')}
              <select required value={eventId} onChange={(e) => setEventId(e.target.value)}>
                <option value="">{t('console.communication.message.choose')}</option>
                {list.map((e) => (
                  <option key={e.id} value={e.id}>
                    {t('console.communication.message.eventOption', { title: e.title, count: e.holders })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('console.communication.message.heading')}
              <input
                required
                maxLength={LIMITS.messageTitle}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
              />
            </label>
            <label className="console-form__wide">
              {t('console.communication.message.text')}
              <textarea
                required
                rows={4}
                maxLength={LIMITS.messageText}
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </label>
            <div className="console-actions console-form__wide">
              <button type="submit" className="console-button" disabled={send.isPending}>
                {t('console.communication.message.send')}
              </button>
            </div>
          </form>
        )}
      </QueryState>
      {send.data && (
        <p role="status" data-testid="message-sent">
          {t(send.data.repeat ? 'console.communication.message.repeat' : 'console.communication.message.sent', {
            count: send.data.holders,
          })}
        </p>
      )}
    </section>
  );
}
