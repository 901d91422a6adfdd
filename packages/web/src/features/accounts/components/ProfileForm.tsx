import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RULES } from '@fanpass/contracts';
import { useUpdateUserInfo } from '../api/update-user-info';
import { AVATAR_PRESETS } from '../../../lib/avatars';
import { nicknameRule } from '../lib/rules';
import { AvatarPicker } from './AvatarPicker';
import { TextField } from './TextField';

interface ProfileValues {
  nickname: string;
  avatar: string;
}

/** Full name and avatar choice (sign-up's profile step and /personal). */
export function ProfileForm({
  nickname,
  avatar,
  submitLabel,
  onDone,
}: {
  nickname: string;
  avatar: string | null | undefined;
  submitLabel: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUserInfo();
  const form = useForm<ProfileValues>({
    defaultValues: { nickname, avatar: avatar && AVATAR_PRESETS.includes(avatar) ? avatar : AVATAR_PRESETS[0] },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutateAsync({ nickname: values.nickname.trim(), avatar: values.avatar }).then(onDone, () => undefined),
  );

  return (
    <form className="acc-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('accounts.profile.fullName')}
        autoComplete="name"
        maxLength={RULES.nickname.max}
        error={errors.nickname?.message}
        {...form.register('nickname', { validate: nicknameRule })}
      />
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => <AvatarPicker value={field.value} onChange={field.onChange} />}
      />
      <button type="submit" className="button button--primary acc-submit" disabled={update.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
