import type { TicketView } from '@fanpass/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TicketCard } from './TicketCard';

const TICKET: TicketView = {
  code: '9F86D081884C7D659A2F',
  qr: '9F86D081884C7D659A2F',
  status: 'ready',
  orderNo: 'T20250101000001',
  type: 'Standard',
  seatArea: 'Section A',
  attendeeName: null,
  event: {
    id: 1,
    title: 'Summer Live Concert',
    startsAt: Date.UTC(2030, 6, 1, 12),
    endsAt: Date.UTC(2030, 6, 1, 15),
    timeZone: 'Asia/Macau',
    venue: 'Arena',
    location: 'Macau',
  },
  issuedAt: Date.UTC(2030, 0, 1),
  part: { index: 1, count: 1 },
  seatState: null,
  seatsBy: null,
  seatRow: null,
  seatNumber: null,
  entry: { gate: null, queueAt: null, entryAt: null, guide: null },
  transferLockedUntil: null,
  attendeePending: false,
};

describe('a ticket in My Tickets', () => {
  it('shows no QR (the gate refuses one of the bare ticket number) and opens the ticket', () => {
    const { container } = render(
      <MemoryRouter>
        <ul>
          <TicketCard ticket={TICKET} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/ticket-detail?code=${TICKET.code}`);
    expect(screen.getByText('Summer Live Concert')).toBeTruthy();
  });
});
