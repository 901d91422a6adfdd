import type { ReactNode } from 'react';

/**
 * The human check a form shows and asks before sending. The widget belongs to the accounts
 * feature, so the screen that composes both (app/routes) hands it in.
 */
export interface HumanCheckSlot {
  element: ReactNode;
  /** The answer to send as `captcha`, or null when the check failed. */
  solve(): Promise<string | null>;
  /** Each answer is accepted once: the next send needs a new one. */
  reset(): void;
}
