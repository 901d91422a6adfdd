import { describe, expect, it } from 'vitest';
import { eventIcs, icsFileName } from './ics.js';

const event = {
  uid: 'event-7@fanpass',
  title: 'Summer Live, Night 1; encore',
  startsAt: Date.UTC(2026, 11, 24, 12, 0, 0),
  endsAt: Date.UTC(2026, 11, 24, 15, 30, 0),
  location: 'Macau Arena, Cotai',
  description: 'Doors 19:00\nBring your QR',
  url: 'https://fanpass.example/#/ticket/detail?id=7',
};

describe('eventIcs', () => {
  it('writes one VEVENT with UTC times, escaped text and CRLF line ends', () => {
    const text = eventIcs(event, Date.UTC(2026, 10, 23, 8, 0, 0));
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20261224T120000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261224T153000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261123T080000Z\r\n');
    expect(text).toContain('SUMMARY:Summer Live\\, Night 1\\; encore');
    expect(text).toContain('DESCRIPTION:Doors 19:00\\nBring your QR');
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const text = eventIcs({ ...event, title: '夏日演唱會'.repeat(20) }, 0);
    const lines = text.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'夏日演唱會'.repeat(20)}`);
  });

  it('never ends before it starts', () => {
    const text = eventIcs({ ...event, endsAt: event.startsAt - 1 }, 0);
    expect(text).toContain('DTEND:20261224T120000Z');
  });

  it('names the file after the event', () => {
    expect(icsFileName('Summer Live 2026!')).toBe('summer-live-2026.ics');
    expect(icsFileName('夏日')).toBe('event.ics');
  });
});
