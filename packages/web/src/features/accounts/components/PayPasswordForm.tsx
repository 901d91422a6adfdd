import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { payConfirmRule, payPasswordRule } from '../lib/rules';
import { PinField } from './PinField';

interface PayValues {
  oldPayPassword: string;
  payPassword: string;
  confirm: string;
}

/** A new 6-digit payment password twice, with the old one if asked. */
export function PayPasswordForm({
  withOld,
  submitLabel,
  pending,
  onSubmit,
}: {
  withOld?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (value: { oldPayPassword: string; payPassword: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<PayValues>({ defaultValues: { oldPayPassword: '', payPassword: '', confirm: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSubmit({ oldPayPassword: values.oldPayPassword, payPassword: values.payPassword }).catch(() => undefined),
  );

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      {withOld && (
        <Controller
          control={form.control}
          name="oldPayPassword"
          rules={{ validate: payPasswordRule }}
          render={({ field }) => (
            <PinField
              label={t('accounts.pay.old')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.oldPayPassword?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="payPassword"
        rules={{ validate: payPasswordRule }}
        render={({ field }) => (
          <PinField
            label={t('accounts.pay.new')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.payPassword?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="confirm"
        rules={{ validate: (value, values) => payConfirmRule(value, values.payPassword) }}
        render={({ field }) => (
          <PinField
            label={t('accounts.pay.confirm')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.confirm?.message}
          />
        )}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}
