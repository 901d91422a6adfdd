import type {
  ConsoleAreaBody,
  ConsoleEventFields,
  ConsoleQueueView,
  ConsoleResaleView,
  QueueMethod,
  QueueMode,
} from '@fanpass/contracts';
import { ApiError } from '../../lib/http/client';
import { msToVenueInput, venueInputToMs } from './venue-clock';

/*
 * The console's event forms keep what the organiser types (text, `datetime-local` values on the
 * venue's wall clock, money in major units) and turn it into the API's bodies (epoch ms, minor
 * units) only on submit. The rules (times in order, limits) stay the server's: its problems come
 * back per field through fieldErrors.
 */

export const EVENT_MOMENTS = ['doorsAt', 'startsAt', 'endsAt', 'saleStartsAt', 'saleEndsAt'] as const;
export type EventMoment = (typeof EVENT_MOMENTS)[number];

export interface EventDraft extends Record<EventMoment, string> {
  title: string;
  artist: string;
  about: string;
  /** Image URLs, one a line. */
  images: string;
  venue: string;
  location: string;
  city: string;
  timeZone: string;
  ticketLimit: string;
  realNameRequired: boolean;
  desktopOnly: boolean;
}

export interface AreaDraft {
  code: string;
  name: string;
  /** Major units as typed (380.50). */
  price: string;
  capacity: string;
}

export const EMPTY_EVENT: EventDraft = {
  title: '',
  artist: '',
  about: '',
  images: '',
  venue: '',
  location: '',
  city: '',
  timeZone: 'Asia/Macau',
  doorsAt: '',
  startsAt: '',
  endsAt: '',
  saleStartsAt: '',
  saleEndsAt: '',
  ticketLimit: '4',
  realNameRequired: false,
  desktopOnly: false,
};

export const EMPTY_AREA: AreaDraft = { code: '', name: '', price: '', capacity: '' };

const venueInput = (ms: number | null | undefined, timeZone: string) =>
  ms === null || ms === undefined ? '' : msToVenueInput(ms, timeZone);

/** An event's saved details as its form shows them: every time on the venue's clock. */
export function eventDraftOf(event: ConsoleEventFields): EventDraft {
  const zone = event.timeZone;
  return {
    title: event.title,
    artist: event.artist ?? '',
    about: event.about,
    images: event.images.join('\n'),
    venue: event.venue,
    location: event.location,
    city: event.city ?? '',
    timeZone: zone,
    doorsAt: venueInput(event.doorsAt, zone),
    startsAt: venueInput(event.startsAt, zone),
    endsAt: venueInput(event.endsAt, zone),
    saleStartsAt: venueInput(event.saleStartsAt, zone),
    saleEndsAt: venueInput(event.saleEndsAt, zone),
    ticketLimit: String(event.ticketLimit),
    realNameRequired: event.realNameRequired,
    desktopOnly: event.desktopOnly,
  };
}

/** A typed venue time as epoch ms; null when left empty (or not a time). */
export function momentOf(value: string, timeZone: string): number | null {
  const ms = venueInputToMs(value, timeZone);
  return Number.isNaN(ms) ? null : ms;
}

/** The form's details as the API takes them, times read on the venue's clock in its time zone. */
export function eventFieldsOf(draft: EventDraft): ConsoleEventFields {
  const zone = draft.timeZone.trim();
  const at = (moment: EventMoment) => momentOf(draft[moment], zone);
  const optional = (text: string) => text.trim() || undefined;
  return {
    title: draft.title.trim(),
    artist: optional(draft.artist) ?? null,
    about: draft.about,
    images: draft.images
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    venue: draft.venue.trim(),
    location: draft.location.trim(),
    city: optional(draft.city),
    timeZone: zone,
    doorsAt: at('doorsAt'),
    // A required time left empty is 0, which the server refuses for that field.
    startsAt: at('startsAt') ?? 0,
    endsAt: at('endsAt') ?? 0,
    saleStartsAt: at('saleStartsAt') ?? 0,
    saleEndsAt: at('saleEndsAt'),
    ticketLimit: Number(draft.ticketLimit),
    realNameRequired: draft.realNameRequired,
    desktopOnly: draft.desktopOnly,
  };
}

/** A seat area as the API takes it: the price in minor units. */
export function areaBodyOf(area: AreaDraft): ConsoleAreaBody {
  return {
    code: area.code.trim(),
    name: area.name.trim(),
    price: Math.round(Number(area.price) * 100),
    capacity: Number(area.capacity),
  };
}

export interface QueueDraft {
  enabled: boolean;
  method: QueueMethod;
  mode: QueueMode;
  ratePerMinute: string;
  maxActive: string;
  admissionSeconds: string;
  prequeueOpensAt: string;
}

export type QueueChange = Partial<{
  enabled: boolean;
  method: QueueMethod;
  mode: QueueMode;
  ratePerMinute: number;
  maxActive: number;
  admissionSeconds: number;
  prequeueOpensAt: number;
}>;

/** The waiting room's form: its saved settings, or blanks (the server's defaults) before it is set up. */
export function queueDraftOf(queue: ConsoleQueueView | null, timeZone: string): QueueDraft {
  if (!queue) {
    return {
      enabled: true,
      method: 'shuffle',
      mode: 'open',
      ratePerMinute: '',
      maxActive: '',
      admissionSeconds: '',
      prequeueOpensAt: '',
    };
  }
  return {
    enabled: queue.enabled,
    method: queue.method as QueueMethod,
    mode: queue.mode as QueueMode,
    ratePerMinute: String(queue.ratePerMinute),
    maxActive: String(queue.maxActive),
    admissionSeconds: String(queue.admissionSeconds),
    prequeueOpensAt: msToVenueInput(queue.prequeueOpensAt, timeZone),
  };
}

/**
 * What the form changes of the saved settings (everything filled in when there are none yet), so
 * the waiting room's change log names only what the organiser changed. Blanks keep what is saved.
 */
export function queueChangeOf(draft: QueueDraft, saved: ConsoleQueueView | null, timeZone: string): QueueChange {
  const change: QueueChange = {};
  const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const next: QueueChange = {
    enabled: draft.enabled,
    method: draft.method,
    mode: draft.mode,
    ratePerMinute: whole(draft.ratePerMinute),
    maxActive: whole(draft.maxActive),
    admissionSeconds: whole(draft.admissionSeconds),
    prequeueOpensAt: momentOf(draft.prequeueOpensAt, timeZone) ?? undefined,
  };
  for (const [field, value] of Object.entries(next) as [keyof QueueChange, never][]) {
    if (value !== undefined && (!saved || saved[field] !== value)) change[field] = value;
  }
  return change;
}

export interface ResaleDraft {
  enabled: boolean;
  paused: boolean;
  refundAllowed: boolean;
  feePercent: string;
  deadlineHours: string;
}

export function resaleDraftOf(resale: ConsoleResaleView): ResaleDraft {
  return { ...resale, feePercent: String(resale.feePercent), deadlineHours: String(resale.deadlineHours) };
}

export function resaleChangeOf(draft: ResaleDraft): ConsoleResaleView {
  return { ...draft, feePercent: Number(draft.feePercent), deadlineHours: Number(draft.deadlineHours) };
}

/** The API's refusal as the forms show it: the message in the reader's language, and per field. */
export interface Refusal {
  message: string;
  code?: number;
  /** The server's problem lines by field: `title`, `startsAt`, `areas.1.capacity`. */
  fields: Record<string, string>;
}

/**
 * The refusal of a failed change, or null for a failure the HTTP client already reported. The
 * event checks answer their problems as lines (`events[0].ticketTypes[1].capacity: must be …`);
 * each goes beside its field.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.kind !== 'code') return null;
  const fields: Record<string, string> = {};
  const problems = (error.data as { problems?: unknown } | null | undefined)?.problems;
  if (Array.isArray(problems)) {
    for (const line of problems) {
      if (typeof line !== 'string') continue;
      const match = /^(?:events\[\d+\]\.)?([\w[\].]+):\s*(.+)$/.exec(line);
      if (!match) continue;
      const field = match[1]!.replace(/^ticketTypes\[(\d+)\]/, 'areas.$1').replace(/\[(\d+)\]/g, '.$1');
      fields[field] ??= match[2]!;
    }
  }
  return { message: error.message, code: error.code, fields };
}

/** The problems of the area at `index` of a list (`areas.1.capacity` -> `capacity`). */
export function areaErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `areas.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]),
  );
}
