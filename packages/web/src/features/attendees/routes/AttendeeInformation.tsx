import { type AttendeeView, printedIdNumber } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { useCreateAttendee } from '../api/create-attendee';
import { useDeleteAttendee } from '../api/delete-attendee';
import { useAttendees } from '../api/get-attendees';
import { useUpdateAttendee } from '../api/update-attendee';
import { AttendeeForm } from '../components/AttendeeForm';
import '../../../components/ticketing.css';
import { Skeleton } from '../../../components/QueryState';

type Editing = { mode: 'add' } | { mode: 'edit'; attendee: AttendeeView } | null;

/** Me -> attendee information: list, add, edit and delete, with the disclosure of spec §1. */
export function AttendeeInformation() {
  const { t } = useTranslation();
  const query = useAttendees();
  const create = useCreateAttendee();
  const update = useUpdateAttendee();
  const remove = useDeleteAttendee();
  const [editing, setEditing] = useState<Editing>(null);
  // The attendee whose deletion is being confirmed (in the app's own dialog, in the app's language).
  const [deleting, setDeleting] = useState<AttendeeView | null>(null);
  const close = () => setEditing(null);

  return (
    <main className="page">
      <PageHeader title={t('attendees.title')} />
      <p className="callout" role="note">
        {t('attendees.disclosure')}
      </p>
      {editing ? (
        <AttendeeForm
          key={editing.mode === 'edit' ? editing.attendee.id : 'new'}
          initial={editing.mode === 'edit' ? editing.attendee : undefined}
          pending={create.isPending || update.isPending}
          onCancel={close}
          onSubmit={(input) =>
            editing.mode === 'edit'
              ? update.mutate({ ...input, id: editing.attendee.id }, { onSuccess: close })
              : create.mutate(input, { onSuccess: close })
          }
        />
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => setEditing({ mode: 'add' })}
        >
          {t('attendees.add')}
        </button>
      )}
      <section className="section">
        {query.isPending ? (
          <Skeleton />
        ) : query.data?.list.length ? (
          <ul className="plain-list">
            {query.data.list.map((a) => (
              <li key={a.id} className="attendee">
                <div>
                  <strong>{a.fullName}</strong>
                  <span className="muted small">
                    {t(`attendees.idTypes.${a.idType}`)} · {printedIdNumber(a.idType, a.idNumber)}
                  </span>
                  <span className="muted small">
                    +{a.areaCode} {a.phone}
                  </span>
                </div>
                <div className="actions actions--row">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => setEditing({ mode: 'edit', attendee: a })}
                  >
                    {t('attendees.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    disabled={remove.isPending}
                    onClick={() => setDeleting(a)}
                  >
                    {t('attendees.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">{t('attendees.none')}</p>
        )}
      </section>
      {deleting && (
        <ConfirmDialog
          title={t('attendees.confirmDelete', { name: deleting.fullName })}
          confirmLabel={t('attendees.delete')}
          cancelLabel={t('attendees.cancel')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </main>
  );
}
