import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ISSUE_TYPES,
  type SupportIssueType,
} from '@fanpass/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/store';
import { showErrorToast } from '../../../lib/toast';
import { useSubmitSupport } from '../api/submit-support';
import { EnquiryDone } from './EnquiryDone';
import { Field } from './Field';
import type { HumanCheckSlot } from './human-check-slot';
import { rules } from './rules';
import './support.css';

interface Values {
  issueType: SupportIssueType | '';
  issueText: string;
  email: string;
  areaCode: string;
  phone: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The support (contact) form: issue type, text, contact details (prefilled when signed in), one image. */
export function SupportForm({ humanCheck }: { humanCheck: HumanCheckSlot }) {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  const submit = useSubmitSupport();
  const [done, setDone] = useState<{ ref: string; email: string } | null>(null);
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const fileId = useId();
  const defaults: Values = {
    issueType: '',
    issueText: '',
    email: userInfo?.email ?? '',
    areaCode: userInfo?.areaCode || '853',
    phone: userInfo?.phone ?? '',
  };
  const form = useForm<Values>({ defaultValues: defaults });
  const errors = form.formState.errors;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setImageError(undefined);
    if (!file) return;
    if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
      setImageError('support.upload.notImage');
      return;
    }
    if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      setImageError('support.upload.limit');
      return;
    }
    setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const captcha = await humanCheck.solve();
    if (!captcha) {
      showErrorToast(t('accounts.rule.humanCheck'));
      return;
    }
    const phone = values.phone.replace(/[\s-]/g, '');
    try {
      const receipt = await submit.mutateAsync({
        issueType: values.issueType as SupportIssueType,
        issueText: values.issueText.trim(),
        email: values.email.trim(),
        ...(phone ? { areaCode: values.areaCode.trim().replace(/^\+/, ''), phone } : {}),
        ...(image ? { attachment: image.dataUrl } : {}),
        captcha,
      });
      setDone({ ref: receipt.ref, email: values.email.trim() });
      setImage(null);
      form.reset(defaults);
    } catch {
      // The client showed the reply's message.
    } finally {
      humanCheck.reset();
    }
  });

  if (done) {
    return (
      <EnquiryDone
        title={t('support.done.supportTitle')}
        reference={done.ref}
        email={done.email}
        onAnother={() => setDone(null)}
      />
    );
  }

  return (
    <form className="sup-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Field label={t('support.field.issueType')} error={errors.issueType?.message}>
        <select
          className="sup-input"
          {...form.register('issueType', { validate: rules.required('support.rule.issueType') })}
        >
          <option value="">{t('support.field.choose')}</option>
          {SUPPORT_ISSUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`support.issue.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('support.field.issueText')} error={errors.issueText?.message}>
        <textarea
          className="sup-input sup-textarea"
          rows={5}
          {...form.register('issueText', { validate: rules.issueText })}
        />
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
          <input className="sup-input sup-input--short" inputMode="tel" {...form.register('areaCode')} />
        </Field>
        <Field label={t('support.field.phoneOptional')} error={errors.phone?.message}>
          <input
            className="sup-input"
            type="tel"
            autoComplete="tel-national"
            {...form.register('phone', { validate: (v, all) => rules.optionalPhone(v ? all.areaCode : '')(v) })}
          />
        </Field>
      </div>
      <div className="sup-field">
        <span id={`${fileId}-label`} className="sup-field__label">
          {t('support.field.attachment')}
        </span>
        {/* The browser's own file button speaks the browser's language, not the app's: it is
            see-through over a button of ours, and still the control that is clicked and focused. */}
        <label className="sup-file">
          <input
            className="sup-file__input"
            type="file"
            accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
            aria-labelledby={`${fileId}-label`}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${fileId}-error` : undefined}
            onChange={(event) => void onFile(event)}
          />
          <span className="button button--outline button--small sup-file__button" aria-hidden="true">
            {t('support.field.chooseImage')}
          </span>
          {!image && (
            <span className="small" aria-hidden="true">
              {t('support.field.noImage')}
            </span>
          )}
        </label>
        {imageError && (
          <p id={`${fileId}-error`} className="sup-field__error" role="alert">
            {t(imageError)}
          </p>
        )}
      </div>
      {image && (
        <div className="sup-attachment">
          <img src={image.dataUrl} alt="" className="sup-attachment__preview" />
          <span>{image.name}</span>
          <button type="button" className="button button--light button--small" onClick={() => setImage(null)}>
            {t('support.field.removeAttachment')}
          </button>
        </div>
      )}
      {humanCheck.element}
      <button type="submit" className="button button--primary sup-submit" disabled={submit.isPending}>
        {t(submit.isPending ? 'support.action.sending' : 'support.action.send')}
      </button>
    </form>
  );
}
