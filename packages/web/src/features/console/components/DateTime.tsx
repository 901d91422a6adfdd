import { intlLocale, type Language } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** A moment in the reader's language and time zone (the console's own clock, not a venue's). */
export function DateTime({ at, timeZone }: { at: number; timeZone?: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(intlLocale(i18n.language as Language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(at);
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}
