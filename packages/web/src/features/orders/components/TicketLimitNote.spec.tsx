import type { TicketLimitView } from '@fanpass/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choosable } from '../api/get-ticket-limit';
import { TicketLimitNote } from './TicketLimitNote';

const limit = (over: Partial<TicketLimitView>): TicketLimitView => ({
  eventId: 1,
  limit: 4,
  used: 0,
  held: 0,
  remaining: 4,
  ...over,
});

describe('the ticket limit before Confirm', () => {
  it('says the plain limit to a fan who has none yet, or while the account is not read', () => {
    const { rerender } = render(<TicketLimitNote limit={limit({})} eventLimit={4} />);
    expect(screen.getByRole('status').textContent).toBe('Up to 4 tickets per account.');
    rerender(<TicketLimitNote limit={undefined} eventLimit={4} />);
    expect(screen.getByRole('status').textContent).toBe('Up to 4 tickets per account.');
  });

  it('says how many more the account can buy after buying some', () => {
    render(<TicketLimitNote limit={limit({ used: 3, remaining: 1 })} eventLimit={4} />);
    expect(screen.getByRole('status').textContent).toBe('You can buy 1 more (4 per account).');
  });

  it('counts the open order in, as a new choice replaces it, and says so', () => {
    render(<TicketLimitNote limit={limit({ used: 3, held: 2, remaining: 1 })} eventLimit={4} />);
    expect(screen.getByText('You can buy 3 more (4 per account).')).toBeTruthy();
    expect(screen.getByText('Your open order holds 2 of these; confirming a new choice replaces it.')).toBeTruthy();
  });

  it('says when the limit is reached', () => {
    render(<TicketLimitNote limit={limit({ used: 4, remaining: 0 })} eventLimit={4} />);
    expect(screen.getByRole('status').textContent).toBe("You have bought this event's limit of 4 tickets per account.");
  });

  it('lets the fan choose what is left plus the open order, or the event limit without an answer', () => {
    expect(choosable(limit({ used: 3, held: 0, remaining: 1 }), 4)).toBe(1);
    expect(choosable(limit({ used: 4, held: 2, remaining: 0 }), 4)).toBe(2);
    expect(choosable(undefined, 4)).toBe(4);
  });
});
