/** The seats a fan is choosing for an event, kept for the tab's session (sessionStorage). */
export interface Selection {
  counts: Record<number, number>;
  attendeeIds: number[];
}

const key = (eventId: number) => `choose:${eventId}`;

function isSelection(value: unknown): value is Selection {
  const v = value as Selection;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.counts === 'object' &&
    v.counts !== null &&
    Object.values(v.counts).every((n) => Number.isInteger(n) && n >= 0) &&
    Array.isArray(v.attendeeIds) &&
    v.attendeeIds.every((n) => Number.isInteger(n))
  );
}

export function loadSelection(eventId: number | null): Selection | null {
  if (eventId === null) return null;
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key(eventId)) ?? 'null');
    return isSelection(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveSelection(eventId: number, selection: Selection): void {
  try {
    sessionStorage.setItem(key(eventId), JSON.stringify(selection));
  } catch {
    // Storage full or disabled: the selection lives only as long as the screen.
  }
}

export function clearSelection(eventId: number): void {
  try {
    sessionStorage.removeItem(key(eventId));
  } catch {
    // Nothing stored either.
  }
}

/**
 * The counts brought down to what each seat area has left (availability moves under the fan in an
 * on-sale), or the same object when nothing asks for more than is left.
 */
export function withinAvailable(
  counts: Record<number, number>,
  areas: readonly { id: number; available: number }[],
): Record<number, number> {
  let next = counts;
  for (const { id, available } of areas) {
    if ((counts[id] ?? 0) > available) next = { ...next, [id]: Math.max(0, available) };
  }
  return next;
}
