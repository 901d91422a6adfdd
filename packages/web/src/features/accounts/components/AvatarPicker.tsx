import { useTranslation } from 'react-i18next';
import { AVATAR_PRESETS, avatarSrc } from '../../../lib/avatars';

/** The avatar choice: a radio group of the preset pictures. */
export function AvatarPicker({ value, onChange }: { value: string; onChange: (avatar: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="acc-field acc-fieldset">
      <legend className="acc-field__label">{t('accounts.profile.avatar')}</legend>
      <div className="acc-avatars" role="radiogroup" aria-label={t('accounts.profile.avatar')}>
        {AVATAR_PRESETS.map((preset, index) => (
          <button
            key={preset}
            type="button"
            role="radio"
            aria-checked={value === preset}
            aria-label={t('accounts.profile.avatarOption', { number: index + 1 })}
            className="acc-avatar-option"
            onClick={() => onChange(preset)}
          >
            <img className="acc-avatar" src={avatarSrc(preset)} width={56} height={56} alt="" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}
