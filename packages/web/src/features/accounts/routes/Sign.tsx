import { ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../../../components/LanguageButton';
import { ApiError } from '../../../lib/http/client';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEmailLookup } from '../api/get-user-by-email';
import { Screen } from '../components/Screen';
import { TextField } from '../components/TextField';
import { emailRule } from '../lib/rules';
import { signQuery } from '../lib/return-path';

/** /sign: e-mail entry; the look-up decides between sign-in and sign-up (keeps redirectUrl). */
export function Sign() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lookup = useEmailLookup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: params.get('email') ?? '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const address = email.trim();
    try {
      const registered = await lookup.mutateAsync(address);
      const next = registered ? ROUTES.signIn : ROUTES.signUp;
      await navigate(`${next}${signQuery({ email: address, redirectUrl: params.get('redirectUrl') })}`, {
        replace: true,
      });
    } catch (error) {
      // Reply codes are this screen's to word; transport failures were already shown by the client.
      if (error instanceof ApiError && error.kind === 'code') setFailure(error.message);
    }
  });

  return (
    <Screen title={t('title.sign')} heading={t('accounts.sign.heading')} text={t('accounts.sign.text')}>
      <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('accounts.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email', { validate: emailRule })}
        />
        {failure && (
          <p className="acc-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary acc-submit" disabled={lookup.isPending}>
          {t('accounts.action.continue')}
        </button>
      </form>
      <div className="acc-language">
        <LanguageButton />
      </div>
    </Screen>
  );
}
