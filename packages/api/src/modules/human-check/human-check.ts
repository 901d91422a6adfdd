import type { HumanCheckConfigView } from '@fanpass/contracts';

/** Injection token of the configured human-check provider. */
export const HUMAN_CHECK = Symbol('HUMAN_CHECK');

/** What the web needs to show the check (GET /humanCheck/config answers it). */
export type HumanCheckWidget = HumanCheckConfigView;

/**
 * A human check ("please validate recaptcha"): the self-hosted ALTCHA proof of work by default,
 * or Google reCAPTCHA / Cloudflare Turnstile verified by their siteverify endpoints.
 */
export interface HumanCheck {
  readonly widget: HumanCheckWidget;
  /** True when the client's answer (ALTCHA payload or provider token) proves a human, once. */
  verify(answer: string, clientIp: string): Promise<boolean>;
}
