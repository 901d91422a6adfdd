/** The offset (ms) of a time zone from UTC at a moment. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** A `datetime-local` value read as the venue's wall clock, as epoch ms (NaN when empty). */
export function venueInputToMs(value: string, timeZone: string): number {
  if (!value) return Number.NaN;
  const wall = Date.parse(`${value}Z`);
  const first = wall - offsetAt(wall, timeZone);
  // Once more at the found moment: a daylight-saving change between the guess and the answer.
  return wall - offsetAt(first, timeZone);
}

/** Epoch ms as a `datetime-local` value on the venue's wall clock. */
export function msToVenueInput(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 16);
}
