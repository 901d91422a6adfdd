import {
  COOPERATION_EVENT_TYPES,
  COOPERATION_INTERESTS,
  COOPERATION_PARTICIPANTS,
  type CooperationEventType,
  type CooperationInterest,
  type CooperationParticipants,
  type CountryView,
} from '@fanpass/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/toast';
import { useSubmitCooperation } from '../api/submit-cooperation';
import { EnquiryDone } from './EnquiryDone';
import { Field, FieldSet } from './Field';
import type { HumanCheckSlot } from './human-check-slot';
import { rules } from './rules';
import './support.css';

interface Values {
  name: string;
  email: string;
  areaCode: string;
  phone: string;
  country: string;
  eventType: CooperationEventType | '';
  participants: CooperationParticipants | '';
  interests: CooperationInterest[];
  moreInfo: string;
  marketingConsent: 'yes' | 'no' | '';
}

const EMPTY: Values = {
  name: '',
  email: '',
  areaCode: '853',
  phone: '',
  country: '',
  eventType: '',
  participants: '',
  interests: [],
  moreInfo: '',
  marketingConsent: '',
};

/** The business cooperation form (spec §3): an organiser asks to sell through Fanpass. */
export function CooperationForm({ countries, humanCheck }: { countries: CountryView[]; humanCheck: HumanCheckSlot }) {
  const { t } = useTranslation();
  const submit = useSubmitCooperation();
  const [done, setDone] = useState<{ ref: string; email: string } | null>(null);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const captcha = await humanCheck.solve();
    if (!captcha) {
      showErrorToast(t('accounts.rule.humanCheck'));
      return;
    }
    try {
      const receipt = await submit.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        areaCode: values.areaCode.trim().replace(/^\+/, ''),
        phone: values.phone.replace(/[\s-]/g, ''),
        country: values.country,
        eventType: values.eventType as CooperationEventType,
        participants: values.participants as CooperationParticipants,
        interests: values.interests,
        moreInfo: values.moreInfo.trim() || undefined,
        marketingConsent: values.marketingConsent === 'yes',
        captcha,
      });
      setDone({ ref: receipt.ref, email: values.email.trim() });
      form.reset(EMPTY);
    } catch {
      // The client showed the reply's message.
    } finally {
      humanCheck.reset();
    }
  });

  if (done) {
    return (
      <EnquiryDone
        title={t('support.done.cooperationTitle')}
        reference={done.ref}
        email={done.email}
        onAnother={() => setDone(null)}
      />
    );
  }

  return (
    <form className="sup-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field label={t('support.field.name')} error={errors.name?.message}>
        <input className="sup-input" autoComplete="name" {...form.register('name', { validate: rules.name })} />
      </Field>
      <Field label={t('support.field.email')} error={errors.email?.message}>
        <input
          className="sup-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email', { validate: rules.email })}
        />
      </Field>
      <div className="sup-row">
        <Field label={t('support.field.areaCode')} error={errors.areaCode?.message}>
          <input
            className="sup-input sup-input--short"
            inputMode="tel"
            {...form.register('areaCode', { validate: rules.areaCode })}
          />
        </Field>
        <Field label={t('support.field.phone')} error={errors.phone?.message}>
          <input
            className="sup-input"
            type="tel"
            autoComplete="tel-national"
            {...form.register('phone', { validate: (v, all) => rules.phone(all.areaCode)(v) })}
          />
        </Field>
      </div>
      <Field label={t('support.field.country')} error={errors.country?.message}>
        <select
          className="sup-input"
          {...form.register('country', { validate: rules.required('support.rule.country') })}
        >
          <option value="">{t('support.field.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('support.field.eventType')} error={errors.eventType?.message}>
        <select
          className="sup-input"
          {...form.register('eventType', { validate: rules.required('support.rule.eventType') })}
        >
          <option value="">{t('support.field.choose')}</option>
          {COOPERATION_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`support.eventType.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('support.field.participants')} error={errors.participants?.message}>
        <select
          className="sup-input"
          {...form.register('participants', { validate: rules.required('support.rule.participants') })}
        >
          <option value="">{t('support.field.choose')}</option>
          {COOPERATION_PARTICIPANTS.map((range) => (
            <option key={range} value={range}>
              {t(`support.participants.${range}`)}
            </option>
          ))}
        </select>
      </Field>
      <FieldSet legend={t('support.field.interests')} error={errors.interests?.message}>
        {COOPERATION_INTERESTS.map((interest) => (
          <label key={interest} className="sup-choice">
            <input
              type="checkbox"
              value={interest}
              {...form.register('interests', { validate: (v) => v.length > 0 || 'support.rule.interests' })}
            />
            <span>{t(`support.interest.${interest}`)}</span>
          </label>
        ))}
      </FieldSet>
      <Field label={t('support.field.moreInfo')} error={errors.moreInfo?.message}>
        <textarea
          className="sup-input sup-textarea"
          rows={4}
          {...form.register('moreInfo', { validate: rules.moreInfo })}
        />
      </Field>
      <FieldSet legend={t('support.field.marketing')} error={errors.marketingConsent?.message}>
        {(['yes', 'no'] as const).map((answer) => (
          <label key={answer} className="sup-choice">
            <input
              type="radio"
              value={answer}
              {...form.register('marketingConsent', { validate: rules.required('support.rule.consent') })}
            />
            <span>{t(answer === 'yes' ? 'support.field.marketingYes' : 'support.field.marketingNo')}</span>
          </label>
        ))}
      </FieldSet>
      {humanCheck.element}
      <button type="submit" className="button button--primary sup-submit" disabled={submit.isPending}>
        {t(submit.isPending ? 'support.action.sending' : 'support.action.send')}
      </button>
    </form>
  );
}
