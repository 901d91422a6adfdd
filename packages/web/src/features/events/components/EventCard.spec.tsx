import type { ClientConfigView, EventCardView, PriceRate } from '@fanpass/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { clientConfigQueryOptions } from '../../../lib/api/get-client-config';
import { EventCard, venueAndCity } from './EventCard';

/** The deployment's settings as the app has them (currency VND, an HKD rate or none). */
function withConfig(children: ReactNode, desktopHkdRate: PriceRate | null = null) {
  const client = new QueryClient();
  client.setQueryData(clientConfigQueryOptions().queryKey, { currency: 'VND', desktopHkdRate } as ClientConfigView);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const EVENT: EventCardView = {
  id: 7,
  slug: 'summer-live',
  title: 'Summer Live Concert',
  artist: 'The Lotus Lanterns',
  images: [],
  venue: 'Galaxy Arena',
  location: 'Cotai, Macau',
  city: 'Macau',
  doorsAt: null,
  startsAt: Date.UTC(2030, 6, 1, 12),
  endsAt: Date.UTC(2030, 6, 1, 15),
  saleStartsAt: Date.UTC(2030, 0, 1),
  timeZone: 'Asia/Macau',
  status: 'onSale',
  desktopOnly: false,
  realNameRequired: false,
  ticketLimit: 4,
  currency: 'VND',
  minPrice: 90_000_00,
};

describe('an event in the list', () => {
  it('names who performs and where, the city included, as the search finds them', () => {
    render(
      withConfig(
        <ul>
          <EventCard event={EVENT} />
        </ul>,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Summer Live Concert' })).toBeTruthy();
    expect(screen.getByText('The Lotus Lanterns')).toBeTruthy();
    expect(screen.getByText('Galaxy Arena · Macau')).toBeTruthy();
  });

  it('shows no artist line when the organiser named none', () => {
    const { container } = render(
      withConfig(
        <ul>
          <EventCard event={{ ...EVENT, artist: null }} />
        </ul>,
      ),
    );
    expect(container.querySelector('.event-card__artist')).toBeNull();
  });

  it('prices in HKD and MOP too at desktop width when the deployment has an HKD rate (spec §9)', () => {
    window.innerWidth = 1280;
    const { container } = render(
      withConfig(
        <ul>
          <EventCard event={EVENT} />
        </ul>,
        { numerator: 307, denominator: 1_000_000 },
      ),
    );
    expect(container.querySelector('.event-card__price')?.textContent).toBe('From 90.000₫ (≈ HKD 27,63 / MOP 28,46)');
    act(() => {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
    });
    expect(container.querySelector('.event-card__price')?.textContent).toBe('From 90.000₫');
  });

  it('adds the city to the venue unless the venue already says it', () => {
    expect(venueAndCity({ venue: 'Galaxy Arena', city: 'Macau' })).toBe('Galaxy Arena · Macau');
    expect(venueAndCity({ venue: 'Macau Forum', city: 'Macau' })).toBe('Macau Forum');
    expect(venueAndCity({ venue: 'Galaxy Arena', city: null })).toBe('Galaxy Arena');
  });
});
