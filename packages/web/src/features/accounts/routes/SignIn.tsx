import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/client';
import { Link, useSearchParams } from 'react-router-dom';
import { useLoginByEmail } from '../../../lib/account/login-by-email';
import { Screen } from '../components/Screen';
import { TextField } from '../components/TextField';
import { useAuthReturn, useLeaveWhenSignedIn } from '../hooks/use-auth-return';
import { emailRule } from '../lib/rules';
import { signQuery } from '../lib/return-path';
import { LanguageButton } from '../../../components/LanguageButton';

interface SignInValues {
  email: string;
  password: string;
}

/** Notices other screens leave for the sign-in screen (after ending the session). */
const NOTICE_KEYS: Record<string, string> = {
  emailChanged: 'accounts.notice.emailChanged',
  passwordReset: 'accounts.notice.passwordReset',
};

/** /sign-in: password for the e-mail; then to redirectUrl or back. */
export function SignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useLoginByEmail();
  const done = useAuthReturn();
  useLeaveWhenSignedIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const redirectUrl = params.get('redirectUrl');
  const notice = NOTICE_KEYS[params.get('notice') ?? ''];

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync({ email: values.email.trim(), password: values.password });
      done();
    } catch (error) {
      // Reply codes are this screen's to word; transport failures were already shown by the client.
      if (error instanceof ApiError && error.kind === 'code') setFailure(error.message);
    }
  });

  return (
    <Screen title={t('title.signIn')} heading={t('accounts.signIn.heading')}>
      {notice && (
        <p className="acc-notice" role="status">
          {t(notice)}
        </p>
      )}
      <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('accounts.field.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email', { validate: emailRule })}
        />
        <TextField
          label={t('accounts.field.password')}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(params.get('email'))}
          error={errors.password?.message}
          {...form.register('password', { required: 'accounts.rule.required' })}
        />
        {failure && (
          <p className="acc-error" role="alert">
            {failure}
          </p>
        )}
        <div className="acc-actions">
          <button type="submit" className="button button--primary acc-submit" disabled={login.isPending}>
            {t('accounts.action.signIn')}
          </button>
          <Link className="acc-link acc-link--center" to={`${ROUTES.forgetPwd}${signQuery({ email, redirectUrl })}`}>
            {t('accounts.signIn.forgot')}
          </Link>
          <Link className="acc-link acc-link--center" to={`${ROUTES.signUp}${signQuery({ email, redirectUrl })}`}>
            {t('accounts.signIn.create')}
          </Link>
        </div>
      </form>
      <div className="acc-language">
        <LanguageButton />
      </div>
    </Screen>
  );
}
