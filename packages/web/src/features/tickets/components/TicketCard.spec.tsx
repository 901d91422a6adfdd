import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TICKET } from '../../../test/tickets';
import { TicketCard } from './TicketCard';

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
