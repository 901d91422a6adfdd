import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { HumanCheckHandle } from './human-check-handle';

/** The explicit-render API that reCAPTCHA v2 and Turnstile share. */
interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}

const SCRIPTS = {
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js?render=explicit&onload=', global: 'grecaptcha' },
  turnstile: {
    url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit&onload=',
    global: 'turnstile',
  },
} as const;

type Provider = keyof typeof SCRIPTS;
const loading = new Map<Provider, Promise<WidgetApi>>();

function loadProvider(provider: Provider): Promise<WidgetApi> {
  const known = loading.get(provider);
  if (known) return known;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const callback = `__fanpass_${provider}_ready`;
    const globals = window as unknown as Record<string, unknown>;
    globals[callback] = () => resolve(globals[SCRIPTS[provider].global] as WidgetApi);
    const script = document.createElement('script');
    script.src = `${SCRIPTS[provider].url}${callback}`;
    script.async = true;
    script.onerror = () => {
      loading.delete(provider);
      reject(new Error(`${provider} could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(provider, promise);
  return promise;
}

/** reCAPTCHA or Turnstile, when the server is configured for one of them instead of ALTCHA. */
export function ProviderCheck({
  provider,
  siteKey,
  handle,
}: {
  provider: Provider;
  siteKey: string;
  handle: Ref<HumanCheckHandle>;
}) {
  const { i18n } = useTranslation();
  // Rendered once per language (HumanCheck keys this component by it).
  const [language] = useState(() => i18n.language.replace('_', '-'));
  const box = useRef<HTMLDivElement>(null);
  const token = useRef<string | null>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadProvider(provider)
      .then((api) => {
        if (cancelled || !box.current) return;
        const id = api.render(box.current, {
          sitekey: siteKey,
          hl: language,
          language,
          callback: (answer: string) => {
            token.current = answer;
          },
          'expired-callback': () => {
            token.current = null;
          },
        });
        widget.current = { api, id };
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey, language]);

  useImperativeHandle(handle, () => ({
    solve: () => Promise.resolve(token.current),
    reset: () => {
      token.current = null;
      if (widget.current) widget.current.api.reset(widget.current.id);
    },
  }));

  return <div ref={box} className="acc-human" data-testid="human-check" />;
}
