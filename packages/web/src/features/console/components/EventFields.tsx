import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaDraft, EventDraft, EventMoment } from '../event-draft';
import { CheckFields, Field } from './Field';

type TextField = 'title' | 'artist' | 'about' | 'images' | 'venue' | 'location' | 'city' | 'timeZone';
const REQUIRED = new Set<string>(['title', 'venue', 'location', 'timeZone', 'startsAt', 'endsAt', 'saleStartsAt']);

interface EventFieldsProps {
  draft: EventDraft;
  onChange: (draft: EventDraft) => void;
  /** The server's problems by field (`title`, `startsAt`…). */
  errors: Record<string, string>;
  /** Fields before the event's own (the new event's short name). */
  lead?: ReactNode;
}

/**
 * An event's details in three groups (the event, its venue and time, its sale): the new-event form
 * and the event page's edit form both use them. Times are typed on the venue's clock.
 */
export function EventFields({ draft, onChange, errors, lead }: EventFieldsProps) {
  const { t } = useTranslation();
  const text = (field: TextField, extra: { multiline?: boolean; hint?: string } = {}) => (
    <Field
      label={t(`console.event.${field}`)}
      value={draft[field]}
      required={REQUIRED.has(field)}
      error={errors[field]}
      onChange={(value) => onChange({ ...draft, [field]: value })}
      className={extra.multiline ? 'console-field--wide' : undefined}
      {...extra}
    />
  );
  const moment = (field: EventMoment) => (
    <Field
      type="datetime-local"
      label={t(`console.event.${field}`)}
      value={draft[field]}
      required={REQUIRED.has(field)}
      error={errors[field]}
      onChange={(value) => onChange({ ...draft, [field]: value })}
    />
  );
  return (
    <>
      <fieldset className="console-fieldset">
        <legend>{t('console.event.groupEvent')}</legend>
        {lead}
        {text('title')}
        {text('artist')}
        {text('about', { multiline: true })}
        {text('images', { multiline: true, hint: t('console.event.imagesHint') })}
      </fieldset>
      <fieldset className="console-fieldset">
        <legend>{t('console.event.groupVenue')}</legend>
        {text('venue')}
        {text('location')}
        {text('city')}
        {text('timeZone', { hint: t('console.event.timeZoneHint') })}
        {moment('doorsAt')}
        {moment('startsAt')}
        {moment('endsAt')}
      </fieldset>
      <fieldset className="console-fieldset">
        <legend>{t('console.event.groupSale')}</legend>
        {moment('saleStartsAt')}
        {moment('saleEndsAt')}
        <Field
          type="number"
          min={1}
          max={100}
          required
          label={t('console.event.ticketLimit')}
          value={draft.ticketLimit}
          error={errors.ticketLimit}
          onChange={(ticketLimit) => onChange({ ...draft, ticketLimit })}
        />
        <CheckFields
          draft={draft}
          onChange={onChange}
          fields={['realNameRequired', 'desktopOnly']}
          prefix="console.event"
        />
      </fieldset>
    </>
  );
}

interface AreaFieldsProps {
  legend: string;
  area: AreaDraft;
  onChange: (area: AreaDraft) => void;
  /** The server's problems with this area by field (`code`, `capacity`…). */
  errors: Record<string, string>;
  /** A button after the fields (remove this row). */
  trailing?: ReactNode;
}

/** A seat area's code, name, price and capacity: the new event's rows and the event page's added area. */
export function AreaFields({ legend, area, onChange, errors, trailing }: AreaFieldsProps) {
  const { t } = useTranslation();
  const field = (name: keyof AreaDraft, input: { type?: string; min?: number; step?: string } = {}) => (
    <Field
      {...input}
      required
      label={t(`console.area.${name}`)}
      value={area[name]}
      error={errors[name]}
      onChange={(value) => onChange({ ...area, [name]: value })}
    />
  );
  return (
    <fieldset className="console-fieldset console-fieldset--area">
      <legend>{legend}</legend>
      {field('code')}
      {field('name')}
      {field('price', { type: 'number', min: 0, step: '0.01' })}
      {field('capacity', { type: 'number', min: 0 })}
      {trailing}
    </fieldset>
  );
}
