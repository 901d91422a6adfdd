import type { TicketView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TicketQrScreen } from './TicketQrScreen';

/** 'Show Ticket QR Code': opens the full-screen rotating QR. */
export function TicketQrButton({ ticket }: { ticket: Pick<TicketView, 'code' | 'status' | 'seatArea' | 'event'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t('ticketQr.open')}
      </button>
      {open && (
        <TicketQrScreen
          code={ticket.code}
          status={ticket.status}
          eventTitle={ticket.event.title}
          seatArea={ticket.seatArea}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
