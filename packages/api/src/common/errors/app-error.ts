import { REPLY_CODES, type ReplyCodeEntry, type ReplyCodeKey } from '@fanpass/contracts';

/** One field that failed validation, with the message key that explains it. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * A coded error: its catalogue entry decides the HTTP status and the message; params fill the
 * message's placeholders; data travels in the envelope. Domains throw these; one filter turns
 * them into replies.
 */
export class AppError extends Error {
  readonly entry: ReplyCodeEntry;
  /** Text to answer instead of the catalogue message (an operator's repair notice). */
  text?: string;

  constructor(
    entry: ReplyCodeEntry | ReplyCodeKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    readonly fields: FieldProblem[] = [],
  ) {
    const resolved = typeof entry === 'string' ? REPLY_CODES[entry] : entry;
    // A refusal (4xx) is an answer, not a fault: no stack to capture (it cost more than the rest of
    // a sold-out order's refusal). Server faults keep theirs.
    const limit = Error.stackTraceLimit;
    if (resolved.status < 500) Error.stackTraceLimit = 0;
    super(resolved.key);
    Error.stackTraceLimit = limit;
    this.entry = resolved;
    this.name = 'AppError';
  }
}
