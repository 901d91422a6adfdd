import type { CountryView } from '@fanpass/contracts';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryList } from '../api/get-country-list';
import { sendPhoneCode } from '../api/send-phone-code';
import { useUpdateUserPhone } from '../api/update-user-phone';
import { codeRule, digitsOnly, phoneRule, RULE_KEYS } from '../lib/rules';
import { HumanCheck, type HumanCheckHandle } from './HumanCheck';
import { SendCodeButton } from './SendCodeButton';
import { TextField } from './TextField';

interface PhoneValues {
  /** The country chosen (its code is unique; several countries share a dialling code). */
  country: string;
  phone: string;
  code: string;
}

/** The default area, Macau (spec §3). */
const DEFAULT_COUNTRY: CountryView = { code: 'MO', name: 'Macau', dialCode: '853' };

function dialCodeOf(countries: readonly CountryView[], country: string): string {
  return (countries.find((c) => c.code === country) ?? DEFAULT_COUNTRY).dialCode;
}

/** The list as offered: the default area (Macao) first, then the others as the API sorted them. */
export function dialChoices(countries: readonly CountryView[]): CountryView[] {
  const first = countries.find((c) => c.code === DEFAULT_COUNTRY.code) ?? DEFAULT_COUNTRY;
  return [first, ...countries.filter((c) => c.code !== first.code)];
}

/** One choice of the list, named and with its code: 'Macao SAR China (+853)'. */
export function dialChoiceLabel(country: CountryView): string {
  return `${country.name} (+${country.dialCode})`;
}

/** Area code + phone -> SMS code -> verified (sign-up's optional step, /chang-phone-num, Verify Account). */
export function PhoneVerifyForm({
  areaCode,
  submitLabel,
  onDone,
}: {
  areaCode?: string | null;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const countries = useCountryList(i18n.language);
  const list = dialChoices(countries.data ?? []);
  const update = useUpdateUserPhone();
  const [sent, setSent] = useState(false);
  const human = useRef<HumanCheckHandle>(null);
  const [humanError, setHumanError] = useState(false);
  const form = useForm<PhoneValues>({
    defaultValues: { country: DEFAULT_COUNTRY.code, phone: '', code: '' },
    // The user's stored area code picks the first country that dials it, once the list is in.
    values: countries.data
      ? {
          country: countries.data.find((c) => c.dialCode === areaCode)?.code ?? DEFAULT_COUNTRY.code,
          phone: '',
          code: '',
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });

  async function send(): Promise<number | null> {
    const valid = await form.trigger(['country', 'phone']);
    if (!valid) return null;
    const captcha = (await human.current?.solve()) ?? null;
    setHumanError(!captcha);
    if (!captcha) return null;
    const values = form.getValues();
    try {
      const answer = await sendPhoneCode({
        areaCode: dialCodeOf(list, values.country),
        phone: values.phone.trim(),
        captcha,
      });
      setSent(true);
      return answer.resendAfterSeconds;
    } finally {
      // One answer, one send: the next send solves a new challenge.
      human.current?.reset();
    }
  }

  const submit = form.handleSubmit((values) =>
    update
      .mutateAsync({ areaCode: dialCodeOf(list, values.country), phone: values.phone.trim(), code: values.code.trim() })
      .then(onDone, () => undefined),
  );

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="acc-field">
        <label htmlFor="acc-country" className="acc-field__label">
          {t('accounts.phone.areaCode')}
        </label>
        {/* Every choice names its country with the code, the chosen one too (not '+853' alone). */}
        <select id="acc-country" className="acc-select acc-select--country" {...form.register('country')}>
          {list.map((c) => (
            <option key={c.code} value={c.code}>
              {dialChoiceLabel(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="acc-field">
        <label htmlFor="acc-phone" className="acc-field__label">
          {t('accounts.phone.number')}
        </label>
        <div className="acc-field__control">
          <span className="acc-prefix" aria-hidden="true">
            +{dialCodeOf(list, country)}
          </span>
          <input
            id="acc-phone"
            className="acc-input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'acc-phone-error' : undefined}
            {...form.register('phone', {
              validate: (value, values) => phoneRule(dialCodeOf(list, values.country), value),
              setValueAs: (value: string) => digitsOnly(value, 15),
            })}
          />
        </div>
        {errors.phone?.message && (
          <p id="acc-phone-error" className="acc-field__error" role="alert">
            {t(errors.phone.message)}
          </p>
        )}
      </div>
      <HumanCheck ref={human} />
      {humanError && (
        <p className="acc-error" role="alert">
          {t(RULE_KEYS.humanCheck)}
        </p>
      )}
      <TextField
        label={t('accounts.code.smsLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        action={<SendCodeButton send={send} />}
        hint={sent ? t('accounts.code.smsSent') : undefined}
        {...form.register('code', { validate: codeRule })}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={update.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
