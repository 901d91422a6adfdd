import 'altcha';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useHumanCheckConfig } from '../api/get-human-check-config';
import type { HumanCheckHandle } from './human-check-handle';
import { ProviderCheck } from './ProviderCheck';

export type { HumanCheckHandle } from './human-check-handle';

const WIDGET_LANGUAGE = 'fanpass';

/** The widget's texts through our i18n, so it speaks the app's language. */
function useWidgetTexts(): void {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useEffect(() => {
    globalThis.$altcha.i18n.set(WIDGET_LANGUAGE, {
      label: t('accounts.human.label'),
      verifying: t('accounts.human.verifying'),
      verified: t('accounts.human.verified'),
      error: t('accounts.human.error'),
      expired: t('accounts.human.expired'),
      verificationRequired: t('accounts.rule.humanCheck'),
      waitAlert: t('accounts.human.verifying'),
      loading: t('accounts.human.verifying'),
      reload: t('accounts.human.retry'),
      verify: t('accounts.human.label'),
      cancel: t('common.close'),
      ariaLinkLabel: 'ALTCHA',
      footer: '',
    });
  }, [t, lang]);
}

function AltchaCheck({ challengeUrl, handle }: { challengeUrl: string; handle: Ref<HumanCheckHandle> }) {
  const widget = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | null>(null);
  useWidgetTexts();

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onVerified = (event: Event) => {
      payload.current = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? null;
    };
    const onExpired = () => {
      payload.current = null;
    };
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
    };
  }, []);

  // A spent answer keeps the box ticked (the fan did prove it) until the next send needs a new one.
  const spent = useRef(false);

  useImperativeHandle(handle, () => ({
    solve: async () => {
      if (payload.current) return payload.current;
      const element = widget.current;
      if (!element) return null;
      if (spent.current) element.reset();
      spent.current = false;
      const result = await element.verify();
      payload.current = result?.payload ?? null;
      return payload.current;
    },
    reset: () => {
      payload.current = null;
      spent.current = true;
    },
  }));

  return (
    <div className="acc-human" data-testid="human-check">
      <altcha-widget
        ref={widget}
        challenge={challengeUrl}
        language={WIDGET_LANGUAGE}
        auto="off"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      />
    </div>
  );
}

/** The human check the server configured: self-hosted ALTCHA, or reCAPTCHA / Turnstile. */
export function HumanCheck({ ref }: { ref: Ref<HumanCheckHandle> }) {
  const { t, i18n } = useTranslation();
  const config = useHumanCheckConfig();
  if (config.isError) return <p className="acc-error">{t('accounts.human.error')}</p>;
  if (!config.data) return <div className="acc-human acc-human--loading" aria-busy="true" />;
  if (config.data.provider === 'altcha') return <AltchaCheck challengeUrl={config.data.challengeUrl} handle={ref} />;
  // A provider widget speaks the language it was rendered in: a new language, a new widget.
  return (
    <ProviderCheck key={i18n.language} provider={config.data.provider} siteKey={config.data.siteKey} handle={ref} />
  );
}
