import type { EventCardView } from '@fanpass/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EventCard, venueAndCity } from './EventCard';

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
      <MemoryRouter>
        <ul>
          <EventCard event={EVENT} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Summer Live Concert' })).toBeTruthy();
    expect(screen.getByText('The Lotus Lanterns')).toBeTruthy();
    expect(screen.getByText('Galaxy Arena · Macau')).toBeTruthy();
  });

  it('shows no artist line when the organiser named none', () => {
    const { container } = render(
      <MemoryRouter>
        <ul>
          <EventCard event={{ ...EVENT, artist: null }} />
        </ul>
      </MemoryRouter>,
    );
    expect(container.querySelector('.event-card__artist')).toBeNull();
  });

  it('adds the city to the venue unless the venue already says it', () => {
    expect(venueAndCity({ venue: 'Galaxy Arena', city: 'Macau' })).toBe('Galaxy Arena · Macau');
    expect(venueAndCity({ venue: 'Macau Forum', city: 'Macau' })).toBe('Macau Forum');
    expect(venueAndCity({ venue: 'Galaxy Arena', city: null })).toBe('Galaxy Arena');
  });
});
