/** Injection token of the configured human-check provider. */
export const HUMAN_CHECK = Symbol('HUMAN_CHECK');

/** What the web needs to show the check. */
export interface HumanCheckWidget {
  provider: 'altcha' | 'recaptcha' | 'turnstile';
  /** reCAPTCHA / Turnstile site key. */
  siteKey?: string;
  /** ALTCHA: where the widget fetches its challenge. */
  challengeUrl?: string;
}

/**
 * A human check ("please validate recaptcha"): the self-hosted ALTCHA proof of work by default,
 * or Google reCAPTCHA / Cloudflare Turnstile verified by their siteverify endpoints.
 */
export interface HumanCheck {
  readonly widget: HumanCheckWidget;
  /** True when the client's answer (ALTCHA payload or provider token) proves a human, once. */
  verify(answer: string, clientIp: string): Promise<boolean>;
}
