/** What a form asks of the human check: an answer for the next code send, then a fresh start. */
export interface HumanCheckHandle {
  /** The answer to send as `captcha` (solving the challenge now if needed); null when it failed. */
  solve(): Promise<string | null>;
  /** Each answer is accepted once by the server: the next send needs a new one. */
  reset(): void;
}
