import type { ConsoleEventFields, ConsoleQueueView } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http/client';
import {
  EMPTY_EVENT,
  areaBodyOf,
  areaErrors,
  eventDraftOf,
  eventFieldsOf,
  queueChangeOf,
  queueDraftOf,
  refusalOf,
  resaleChangeOf,
  resaleDraftOf,
} from './event-draft';
import { msToVenueInput, venueInputToMs } from './venue-clock';

const SAVED: ConsoleEventFields = {
  title: 'Harbour Jazz Night',
  about: 'Three sets',
  artist: null,
  images: ['/img/a.jpg', '/img/b.jpg'],
  venue: 'Dom Pedro V Theatre',
  location: 'Largo de Santo Agostinho',
  timeZone: 'Asia/Macau',
  // 2027-03-20 20:00 and 23:00 in Macau (UTC+8).
  startsAt: Date.UTC(2027, 2, 20, 12),
  endsAt: Date.UTC(2027, 2, 20, 15),
  doorsAt: null,
  saleStartsAt: Date.UTC(2026, 10, 1, 2),
  saleEndsAt: null,
  ticketLimit: 4,
  realNameRequired: true,
  desktopOnly: false,
};

describe('venue clock', () => {
  it('reads a datetime-local value on the venue clock, whatever the browser’s zone', () => {
    expect(venueInputToMs('2027-03-20T20:00', 'Asia/Macau')).toBe(Date.UTC(2027, 2, 20, 12));
    expect(venueInputToMs('2027-03-20T20:00', 'Europe/London')).toBe(Date.UTC(2027, 2, 20, 20));
    expect(msToVenueInput(Date.UTC(2027, 2, 20, 12), 'Asia/Macau')).toBe('2027-03-20T20:00');
    expect(venueInputToMs('', 'Asia/Macau')).toBeNaN();
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // London moves to summer time on 2027-03-28: 20:00 that evening is 19:00 UTC.
    expect(venueInputToMs('2027-03-28T20:00', 'Europe/London')).toBe(Date.UTC(2027, 2, 28, 19));
    expect(msToVenueInput(Date.UTC(2027, 2, 28, 19), 'Europe/London')).toBe('2027-03-28T20:00');
  });
});

describe('event draft', () => {
  it('shows saved times on the venue clock and saves them back unchanged', () => {
    const draft = eventDraftOf(SAVED);
    expect(draft).toMatchObject({
      startsAt: '2027-03-20T20:00',
      endsAt: '2027-03-20T23:00',
      saleStartsAt: '2026-11-01T10:00',
      doorsAt: '',
      saleEndsAt: '',
      images: '/img/a.jpg\n/img/b.jpg',
      ticketLimit: '4',
      artist: '',
      city: '',
    });
    expect(eventFieldsOf(draft)).toEqual({ ...SAVED, city: undefined });
  });

  it('reads the times in the time zone typed in the form, not the saved one', () => {
    const draft = { ...eventDraftOf(SAVED), timeZone: 'Asia/Bangkok' };
    expect(eventFieldsOf(draft).startsAt).toBe(Date.UTC(2027, 2, 20, 13));
  });

  it('trims text, drops blank image lines and leaves required times it cannot read to the server', () => {
    const fields = eventFieldsOf({
      ...EMPTY_EVENT,
      title: '  Night ',
      images: ' /a.jpg \n\n',
      artist: ' ',
      city: ' Cotai ',
    });
    expect(fields).toMatchObject({ title: 'Night', images: ['/a.jpg'], artist: null, city: 'Cotai' });
    expect(fields).toMatchObject({ startsAt: 0, endsAt: 0, saleStartsAt: 0, doorsAt: null, saleEndsAt: null });
  });

  it('turns a seat area’s price into minor units', () => {
    expect(areaBodyOf({ code: ' ga ', name: 'Stalls', price: '380.5', capacity: '120' })).toEqual({
      code: 'ga',
      name: 'Stalls',
      price: 38050,
      capacity: 120,
    });
    expect(areaBodyOf({ code: 'x', name: 'y', price: '0.29', capacity: '0' }).price).toBe(29);
  });
});

describe('queue and resale drafts', () => {
  const queue: ConsoleQueueView = {
    enabled: true,
    method: 'shuffle',
    mode: 'open',
    ratePerMinute: 600,
    maxActive: 2000,
    admissionSeconds: 600,
    prequeueOpensAt: Date.UTC(2026, 10, 1, 1, 30),
  };

  it('sends only what the organiser changed', () => {
    const draft = queueDraftOf(queue, 'Asia/Macau');
    expect(draft.prequeueOpensAt).toBe('2026-11-01T09:30');
    expect(queueChangeOf(draft, queue, 'Asia/Macau')).toEqual({});
    expect(
      queueChangeOf(
        { ...draft, mode: 'paused', ratePerMinute: '120', prequeueOpensAt: '2026-11-01T09:00' },
        queue,
        'Asia/Macau',
      ),
    ).toEqual({ mode: 'paused', ratePerMinute: 120, prequeueOpensAt: Date.UTC(2026, 10, 1, 1) });
  });

  it('sets a new waiting room up with what is filled in, blanks left to the server', () => {
    const draft = { ...queueDraftOf(null, 'Asia/Macau'), ratePerMinute: '50' };
    expect(queueChangeOf(draft, null, 'Asia/Macau')).toEqual({
      enabled: true,
      method: 'shuffle',
      mode: 'open',
      ratePerMinute: 50,
    });
  });

  it('round-trips the resale rules', () => {
    const rules = { enabled: true, paused: false, feePercent: 10, deadlineHours: 2, refundAllowed: true };
    expect(resaleDraftOf(rules)).toMatchObject({ feePercent: '10', deadlineHours: '2' });
    expect(resaleChangeOf(resaleDraftOf(rules))).toEqual(rules);
  });
});

describe('refusals', () => {
  it('puts each of the event checks’ problems beside its field', () => {
    const error = new ApiError('Check the event’s details', 'code', 8213, 400, {
      problems: [
        'events[0].endsAt: must be after startsAt',
        'events[0].ticketTypes[1].capacity: must be a whole number from 0 to 1000000',
      ],
    });
    const refusal = refusalOf(error)!;
    expect(refusal).toEqual({
      message: 'Check the event’s details',
      code: 8213,
      fields: { endsAt: 'must be after startsAt', 'areas.1.capacity': 'must be a whole number from 0 to 1000000' },
    });
    expect(areaErrors(refusal.fields, 1)).toEqual({ capacity: 'must be a whole number from 0 to 1000000' });
    expect(areaErrors(refusal.fields, 0)).toEqual({});
  });

  it('keeps a coded refusal without problems as its message, and leaves transport failures to the client', () => {
    expect(refusalOf(new ApiError('Capacity 1 is below the 2 seats', 'code', 8210, 409))).toEqual({
      message: 'Capacity 1 is below the 2 seats',
      code: 8210,
      fields: {},
    });
    expect(refusalOf(new ApiError('offline', 'offline'))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
