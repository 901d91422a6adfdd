import { QUEUE_ADMISSION_HEADER } from '@fanpass/contracts';

/**
 * The waiting room's two tokens per event, kept in localStorage so a reload, a closed tab or a
 * short time offline loses neither: the place (to ask where I stand) and, once it is my turn, the
 * admission the order calls carry. The orders feature reads the admission; the queue feature writes
 * both (they meet here, in lib, as features do not import each other).
 */

export interface StoredAdmission {
  token: string;
  expiresAt: number;
}

const placeKey = (eventId: number) => `fanpass.queue.place.${eventId}`;
const admissionKey = (eventId: number) => `fanpass.queue.admission.${eventId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the screen asks the server for the place again.
  }
}

export function loadPlace(eventId: number): string | null {
  return read(placeKey(eventId));
}

export function savePlace(eventId: number, place: string | null): void {
  write(placeKey(eventId), place);
}

/** My admission for the event while it lasts (at `now`), else null. */
export function loadAdmission(eventId: number, now = Date.now()): StoredAdmission | null {
  const raw = read(admissionKey(eventId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredAdmission;
    return typeof value.token === 'string' && value.expiresAt > now ? value : null;
  } catch {
    return null;
  }
}

export function saveAdmission(eventId: number, admission: StoredAdmission | null): void {
  write(admissionKey(eventId), admission ? JSON.stringify(admission) : null);
}

/** The header an order call for this event carries, when I hold an admission. */
export function admissionHeaders(eventId: number, now = Date.now()): Record<string, string> {
  const admission = loadAdmission(eventId, now);
  return admission ? { [QUEUE_ADMISSION_HEADER]: admission.token } : {};
}
