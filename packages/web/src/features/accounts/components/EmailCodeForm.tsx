import type { EmailCodeType } from '@fanpass/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckEmailCode } from '../api/check-email-code';
import { sendEmailCode } from '../api/send-email-code';
import { codeFieldError } from '../lib/code-errors';
import { RULE_KEYS, codeRule, emailRule } from '../lib/rules';
import { HumanCheck, type HumanCheckHandle } from './HumanCheck';
import { SendCodeButton } from './SendCodeButton';
import { TextField } from './TextField';

interface CodeValues {
  email: string;
  code: string;
  agreed: boolean;
}

/**
 * E-mail + human check + code with resend and the spam-folder hint; the code is checked (not used
 * up) before the next step. Sign-up, forgot password, reset password and reset payment password.
 */
export function EmailCodeForm({
  type,
  email,
  fixedEmail,
  agreement,
  submitLabel,
  onVerified,
}: {
  type: EmailCodeType;
  email: string;
  /** The signed-in user's own address: shown, not editable. */
  fixedEmail?: boolean;
  /** The terms checkbox's label (sign-up): required when given. */
  agreement?: ReactNode;
  submitLabel: string;
  onVerified: (value: { email: string; code: string }) => void;
}) {
  const { t } = useTranslation();
  const human = useRef<HumanCheckHandle>(null);
  const check = useCheckEmailCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [humanError, setHumanError] = useState(false);
  const form = useForm<CodeValues>({ defaultValues: { email, code: '', agreed: false } });
  const { errors } = form.formState;

  async function send(): Promise<number | null> {
    if (!(await form.trigger('email'))) return null;
    const captcha = (await human.current?.solve()) ?? null;
    setHumanError(!captcha);
    if (!captcha) return null;
    const address = form.getValues('email').trim();
    try {
      const answer = await sendEmailCode({ email: address, type, captcha });
      setSentTo(address);
      return answer.resendAfterSeconds;
    } finally {
      // One answer, one send: the next send solves a new challenge.
      human.current?.reset();
    }
  }

  const submit = form.handleSubmit((values) => {
    const address = values.email.trim();
    return check.mutateAsync({ email: address, code: values.code.trim(), type }).then(
      () => onVerified({ email: address, code: values.code.trim() }),
      (error: unknown) => {
        const message = codeFieldError(error, t);
        if (message) form.setError('code', { type: 'server', message });
      },
    );
  });

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('accounts.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={fixedEmail}
        error={errors.email?.message}
        {...form.register('email', { validate: emailRule })}
      />
      {agreement && (
        <div className="acc-field">
          <label className="acc-check">
            <input
              type="checkbox"
              aria-invalid={errors.agreed ? true : undefined}
              {...form.register('agreed', { validate: (agreed) => agreed || RULE_KEYS.terms })}
            />
            <span>{agreement}</span>
          </label>
          {errors.agreed?.message && (
            <p className="acc-field__error" role="alert">
              {t(errors.agreed.message)}
            </p>
          )}
        </div>
      )}
      <HumanCheck ref={human} />
      {humanError && (
        <p className="acc-error" role="alert">
          {t(RULE_KEYS.humanCheck)}
        </p>
      )}
      <TextField
        label={t('accounts.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        action={<SendCodeButton send={send} />}
        hint={
          sentTo
            ? t('accounts.code.sentTo', { email: sentTo }) + ' ' + t('accounts.code.spamHint')
            : t('accounts.code.spamHint')
        }
        {...form.register('code', { validate: codeRule })}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={check.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
