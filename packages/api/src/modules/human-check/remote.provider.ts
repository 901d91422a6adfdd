import { Logger } from '@nestjs/common';
import type { HumanCheckConfig } from '../../config/config.js';
import type { HumanCheck, HumanCheckWidget } from './human-check.js';

const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const TIMEOUT_MS = 5000;

/**
 * reCAPTCHA and Turnstile: both take `secret`, `response` and `remoteip` form-encoded at their
 * siteverify endpoint and answer JSON with `success`. A provider that cannot be reached counts
 * as a failed check (never as a pass).
 */
export class RemoteHumanCheck implements HumanCheck {
  readonly widget: HumanCheckWidget;
  private readonly logger = new Logger('HumanCheck');
  private readonly url: string;

  constructor(
    private readonly provider: 'recaptcha' | 'turnstile',
    private readonly config: HumanCheckConfig,
  ) {
    // loadConfig refuses to start a remote provider without its site key.
    this.widget = { provider, siteKey: config.siteKey ?? '' };
    this.url = config.verifyUrl ?? VERIFY_URLS[provider];
  }

  async verify(answer: string, clientIp: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.config.secret, response: answer, remoteip: clientIp });
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        this.logger.warn({ status: response.status, provider: this.provider }, 'human check verify failed');
        return false;
      }
      const result = (await response.json()) as { success?: unknown };
      return result.success === true;
    } catch (error) {
      this.logger.warn({ err: error, provider: this.provider }, 'human check provider unreachable');
      return false;
    }
  }
}
