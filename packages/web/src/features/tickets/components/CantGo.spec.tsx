import type { ResaleListingView, ResaleTicketView, TicketDetailView } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { TICKET as READY_TICKET } from '../../../test/tickets';
import { CantGo } from './CantGo';

const CODE = READY_TICKET.code;

const TICKET: TicketDetailView = {
  ...READY_TICKET,
  history: [{ kind: 'Purchased', detail: null, at: Date.UTC(2030, 0, 1) }],
};

/** What GET /resale/ticket says of it: face value 100.00, a 5 % fee, returns allowed. */
const RESALE: ResaleTicketView = {
  ticketCode: CODE,
  faceValue: 100_00,
  currency: 'MOP',
  open: true,
  deadline: Date.UTC(2030, 6, 1, 10),
  feePercent: 5,
  refundAllowed: true,
  listing: null,
};

function renderCantGo(resale: ResaleTicketView) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['ticket', 'resale', CODE], resale);
  return render(
    <QueryClientProvider client={client}>
      <CantGo ticket={TICKET} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("Can't go? on a ticket of mine", { timeout: 20_000 }, () => {
  it('returns it for a refund at face value: no price to type, the fee and the refund shown, then listed', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({} as ResaleListingView);
    renderCantGo(RESALE);
    fireEvent.click(screen.getByRole('button', { name: 'Resell at face value' }));
    fireEvent.click(screen.getByRole('radio', { name: /Return for a refund/ }));

    expect(screen.queryByRole('textbox')).toBeNull();
    const sum = screen.getByText('You get back (refund)').closest('dl')!;
    expect(within(sum).getByText('Fee (5%)').nextElementSibling!.textContent).toBe('MOP 5');
    expect(within(sum).getByText('You get back (refund)').nextElementSibling!.textContent).toBe('MOP 95');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = (await screen.findByText(/The money goes back to how you paid/)).closest('dialog')!;
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'List for resale' }));

    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith('/resale/list', { ticketCode: CODE, price: 100_00, payout: 'refund' }),
    );
  });

  it('offers no return where the event does not allow one: the wallet payout and a price up to face value', () => {
    renderCantGo({ ...RESALE, refundAllowed: false });
    fireEvent.click(screen.getByRole('button', { name: 'Resell at face value' }));

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('textbox')).toBeTruthy();
    expect(screen.getByText('You get (to your wallet)')).toBeTruthy();
  });
});
