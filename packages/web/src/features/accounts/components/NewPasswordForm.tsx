import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmRule, passwordRule } from '../lib/rules';
import { TextField } from './TextField';

interface NewPasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** A new password twice ('The two passwords entered are inconsistent'), with the old one if asked. */
export function NewPasswordForm({
  withOld,
  submitLabel,
  pending,
  onSubmit,
}: {
  withOld?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (value: { oldPassword: string; password: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<NewPasswordValues>({
    defaultValues: { oldPassword: '', password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSubmit({ oldPassword: values.oldPassword, password: values.password }).catch(() => undefined),
  );

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      {withOld && (
        <TextField
          label={t('accounts.field.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword', { required: 'accounts.rule.required' })}
        />
      )}
      <TextField
        label={t('accounts.field.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={t('accounts.rule.password')}
        {...form.register('password', { validate: passwordRule })}
      />
      <TextField
        label={t('accounts.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...form.register('confirm', { validate: (value, values) => confirmRule(value, values.password) })}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
