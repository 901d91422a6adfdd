import type { EventDetailView } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { directionsUrl, eventCalendar } from './event-links';

const event = {
  id: 7,
  slug: 'summer-live',
  title: 'Summer Live, 2026',
  venue: 'Galaxy Arena',
  location: 'Cotai, Macau',
  about: 'Live music',
  startsAt: Date.UTC(2026, 11, 14, 12),
  endsAt: Date.UTC(2026, 11, 14, 15),
} as EventDetailView;

describe('event page links', () => {
  it('searches the venue and location on a map', () => {
    expect(directionsUrl(event)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Galaxy%20Arena%2C%20Cotai%2C%20Macau',
    );
  });

  it('builds the calendar entry from the event, stating the venue time in its description', () => {
    const venueTime = 'Mon, Dec 14, 2026, 8:00 PM GMT+8 (venue time)';
    const ics = eventCalendar(event, 'https://fanpass.example/#/ticket/detail?id=7', venueTime, Date.UTC(2026, 10, 23));
    expect(ics).toContain('UID:event-7-summer-live@fanpass');
    expect(ics).toContain('SUMMARY:Summer Live\\, 2026');
    expect(ics).toContain('DTSTART:20261214T120000Z');
    expect(ics).toContain('DTEND:20261214T150000Z');
    expect(ics).toContain('LOCATION:Galaxy Arena\\, Cotai\\, Macau');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:Mon\\, Dec 14\\, 2026\\, 8:00 PM GMT+8 (venue time)\\n\\nLive music',
    );
  });
});
