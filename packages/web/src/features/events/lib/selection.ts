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
