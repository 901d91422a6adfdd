import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/session/store';
import { useCheckEmailCode } from '../api/check-email-code';
import { getNewUserEmailCode } from '../api/get-new-user-email-code';
import { getUpdUserEmailCode } from '../api/get-upd-user-email-code';
import { useUpdUserEmail } from '../api/upd-user-email';
import { Screen } from '../components/Screen';
import { SendCodeButton } from '../components/SendCodeButton';
import { TextField } from '../components/TextField';
import { ApiError } from '../../../lib/http/client';
import { codeFieldError } from '../lib/code-errors';
import { codeRule, emailRule } from '../lib/rules';
import { signQuery } from '../lib/return-path';

/** Step 1: the code sent to the current address. */
function OldAddressStep({ email, onVerified }: { email: string; onVerified: (code: string) => void }) {
  const { t } = useTranslation();
  const check = useCheckEmailCode();
  const [sent, setSent] = useState(false);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = form.handleSubmit(({ code }) =>
    check.mutateAsync({ email, code: code.trim(), type: 'changeEmail' }).then(
      () => onVerified(code.trim()),
      (error: unknown) => {
        const message = codeFieldError(error, t);
        if (message) form.setError('code', { type: 'server', message });
      },
    ),
  );
  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t('accounts.changeEmail.current')} type="email" value={email} readOnly />
      <TextField
        label={t('accounts.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        hint={
          sent ? `${t('accounts.code.sentTo', { email })} ${t('accounts.code.spamHint')}` : t('accounts.code.spamHint')
        }
        action={
          <SendCodeButton
            send={async () => {
              const answer = await getUpdUserEmailCode();
              setSent(true);
              return answer.resendAfterSeconds;
            }}
          />
        }
        {...form.register('code', { validate: codeRule })}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={check.isPending}>
        {t('accounts.action.next')}
      </button>
    </form>
  );
}

/** Step 2: the new address and its own code, then the change. */
function NewAddressStep({ oldCode, onChanged }: { oldCode: string; onChanged: (email: string) => void }) {
  const { t } = useTranslation();
  const change = useUpdUserEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string; code: string }>({ defaultValues: { email: '', code: '' } });
  const { errors } = form.formState;

  async function send(): Promise<number | null> {
    if (!(await form.trigger('email'))) return null;
    const email = form.getValues('email').trim();
    const answer = await getNewUserEmailCode({ email });
    setSentTo(email);
    return answer.resendAfterSeconds;
  }

  const submit = form.handleSubmit(({ email, code }) => {
    setFailure(null);
    return change.mutateAsync({ oldCode, email: email.trim(), newCode: code.trim() }).then(
      (answer) => onChanged(answer.email),
      (error: unknown) => {
        if (error instanceof ApiError && error.kind === 'code') setFailure(error.message);
      },
    );
  });
  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('accounts.changeEmail.new')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email', { validate: emailRule })}
      />
      <TextField
        label={t('accounts.code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        hint={
          sentTo
            ? `${t('accounts.code.sentTo', { email: sentTo })} ${t('accounts.code.spamHint')}`
            : t('accounts.code.spamHint')
        }
        action={<SendCodeButton send={send} />}
        {...form.register('code', { validate: codeRule })}
      />
      {failure && (
        <div className="acc-error" role="alert">
          <strong>{t('accounts.changeEmail.failed')}</strong>
          {failure !== t('accounts.changeEmail.failed') && <p className="acc-error">{failure}</p>}
        </div>
      )}
      <button type="submit" className="button button--primary acc-submit" disabled={change.isPending}>
        {t('accounts.changeEmail.submit')}
      </button>
    </form>
  );
}

/** /change-email: old-address code -> new address + its code -> signed out, with the spec's notice. */
export function ChangeEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo } = useSession();
  const [oldCode, setOldCode] = useState<string | null>(null);
  return (
    <Screen
      title={t('title.changeEmail')}
      heading={oldCode ? t('accounts.changeEmail.newHeading') : t('accounts.changeEmail.oldHeading')}
      text={oldCode ? t('accounts.changeEmail.newText') : t('accounts.changeEmail.oldText')}
    >
      {oldCode ? (
        <NewAddressStep
          oldCode={oldCode}
          onChanged={(email) =>
            void navigate(`${ROUTES.signIn}${signQuery({ email, notice: 'emailChanged' })}`, { replace: true })
          }
        />
      ) : (
        <OldAddressStep email={userInfo?.email ?? ''} onVerified={setOldCode} />
      )}
    </Screen>
  );
}
