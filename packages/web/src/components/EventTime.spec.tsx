import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deviceTimeZone, EventTime } from './EventTime';

// 12:00 UTC on 1 July 2030.
const AT = Date.UTC(2030, 6, 1, 12);

describe('an event time', () => {
  it("shows the venue's clock, labelled, with this device's own time beside it when they differ", () => {
    // Kiritimati is UTC+14: no test machine's clock reads the same there.
    const { container } = render(<EventTime at={AT} timeZone="Pacific/Kiritimati" />);
    expect(container.querySelector('time')!.textContent).toMatch(/^Tue, Jul 2, 2030, 2:00\sAM GMT\+14 \(venue time\)$/);
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe('2030-07-01T12:00:00.000Z');
    expect(container.querySelector('.event-time__fan')!.textContent).toMatch(/ your time$/);
  });

  it('shows the venue time alone when this device is in the venue zone', () => {
    const zone = deviceTimeZone() ?? 'UTC';
    const { container } = render(<EventTime at={AT} timeZone={zone} style="time" />);
    expect(container.querySelector('time')!.textContent).toMatch(/\(venue time\)$/);
    expect(container.querySelector('.event-time__fan')).toBeNull();
  });
});
