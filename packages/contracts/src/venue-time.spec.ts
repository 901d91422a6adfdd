import { describe, expect, it } from 'vitest';
import { isTimeZone, venueIso, venueTime } from './venue-time.js';

// 12:00 UTC: 20:00 in Macau (UTC+8, no daylight saving), 13:00 in London (winter), 07:00 in New York.
const AT = Date.UTC(2026, 11, 19, 12, 0, 0);

describe('venueTime', () => {
  it('reads the venue clock with its zone named, whatever the fan zone', () => {
    const { venue } = venueTime(AT, 'en_US', 'Asia/Macau', 'America/New_York');
    expect(venue).toMatch(/Sat, Dec 19, 2026.* 8:00\sPM GMT\+8/);
  });

  it("puts the fan's own time beside it when their clock differs", () => {
    const { fan } = venueTime(AT, 'en_US', 'Asia/Macau', 'America/New_York');
    expect(fan).toMatch(/Sat, Dec 19, 2026.* 7:00\sAM EST/);
  });

  it('leaves the fan time out when the fan is in the venue zone or one that reads the same', () => {
    expect(venueTime(AT, 'en_US', 'Asia/Macau', 'Asia/Macau').fan).toBeNull();
    expect(venueTime(AT, 'en_US', 'Asia/Macau', 'Asia/Hong_Kong').fan).toBeNull();
    expect(venueTime(AT, 'en_US', 'Asia/Macau', null).fan).toBeNull();
  });

  it('writes a span once, and a day alone only differs when the date does', () => {
    const span = venueTime(AT, 'en_US', 'Asia/Macau', 'Europe/London', 'time', AT + 3 * 3_600_000);
    expect(span.venue).toMatch(/^8:00\s–\s11:00\sPM GMT\+8$/);
    expect(span.fan).toMatch(/^12:00\s–\s3:00\sPM GMT$/);
    expect(venueTime(AT, 'en_US', 'Asia/Macau', 'Europe/London', 'day').fan).toBeNull();
    expect(venueTime(AT, 'en_US', 'Asia/Macau', 'Pacific/Kiritimati', 'day').fan).toBe('Sunday, December 20, 2026');
  });

  it('writes the language of the reader and the time-of-day style', () => {
    expect(venueTime(AT, 'zh', 'Asia/Macau', null, 'time').venue).toContain('20:00');
    expect(venueTime(AT, 'en_US', 'Europe/London', null, 'time').venue).toMatch(/12:00\sPM GMT/);
  });
});

describe('venueIso', () => {
  it('writes the wall-clock time at the venue with its offset', () => {
    expect(venueIso(AT, 'Asia/Macau')).toBe('2026-12-19T20:00:00+08:00');
    expect(venueIso(AT, 'America/New_York')).toBe('2026-12-19T07:00:00-05:00');
    expect(venueIso(AT, 'UTC')).toBe('2026-12-19T12:00:00+00:00');
    expect(new Date(venueIso(AT, 'Asia/Kolkata')).getTime()).toBe(AT);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('Asia/Macau')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(8)).toBe(false);
  });
});
