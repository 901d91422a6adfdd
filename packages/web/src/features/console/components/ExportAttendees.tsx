import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAttendees } from '../api/orders';

/** "Export attendees (CSV)": downloads the event's attendee list (the HTTP client reports a refusal). */
export function ExportAttendees({ eventId }: { eventId: number | undefined }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = () => {
    if (!eventId) return;
    setBusy(true);
    void downloadAttendees(eventId).finally(() => setBusy(false));
  };
  return (
    <button type="button" className="console-button console-button--quiet" disabled={!eventId || busy} onClick={run}>
      {busy ? t('console.orders.exporting') : t('console.orders.export')}
    </button>
  );
}
