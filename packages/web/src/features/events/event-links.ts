import { type EventDetailView, eventIcs, icsFileName } from '@fanpass/contracts';

/** A maps search for the venue: the event page's only link that leaves the app. */
export function directionsUrl(event: Pick<EventDetailView, 'venue' | 'location'>): string {
  const query = [event.venue, event.location].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The event's iCalendar text, built in the browser from what the page shows. Calendars place the
 * (UTC) start on the reader's own clock; `venueTime` states it as the venue reads it, in the description.
 */
export function eventCalendar(event: EventDetailView, pageUrl: string, venueTime: string, now = Date.now()): string {
  return eventIcs(
    {
      uid: `event-${event.id}-${event.slug}@fanpass`,
      title: event.title,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: [event.venue, event.location].filter(Boolean).join(', '),
      description: [venueTime, event.about].filter(Boolean).join('\n\n'),
      url: pageUrl,
    },
    now,
  );
}

/** Downloads the event's .ics (Add to calendar). */
export function downloadCalendar(event: EventDetailView, pageUrl: string, venueTime: string): void {
  const blob = new Blob([eventCalendar(event, pageUrl, venueTime)], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = icsFileName(event.slug || event.title);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the older way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Shares through the system sheet (Web Share API) where there is one, else copies the link. */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. no user activation left): fall back to copying.
    }
  }
  return (await copyText(url)) ? 'copied' : 'failed';
}
