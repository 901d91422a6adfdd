import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/**
 * The request log (docs/operations.md, "Health and logs"): one line per request, written when it
 * is answered, with its id, method, path, client address, status and time. Fastify's own
 * controller writes two, one on arrival and one on the answer, and the first says nothing the
 * second cannot: at `info` the pair cost about 6 µs a request against 4 µs for the one line
 * (pino alone, to a pipe). A failed answer keeps Fastify's `request errored` line at `error`.
 *
 * The line is written through the request logger's parent with the request id first in its
 * object, which pino prints exactly as a request child would print its binding; so no child is
 * made for it (see RequestLogger).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (request.log instanceof RequestLogger && request.log.plain) {
      // `reqId`: Fastify's requestIdLogLabel, which the app keeps.
      request.log.parent.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

/**
 * `request.log`: the request's pino child (its id bound), made only when something logs through
 * it. Fastify makes one for every request, and pino's child() (bindings serialised, a new object
 * on the parent's prototype) cost about 2% of a signed order's instructions, for a logger that the
 * request line no longer needs (RequestLog) and that most requests never use. A route's own log
 * level or serialisers make the child at once.
 */
export class RequestLogger implements FastifyBaseLogger {
  private made: Logger | undefined;

  constructor(
    /** Fastify's logger (ours, with Fastify's serialisers of req, res and err). */
    readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    if (!this.plain) this.made = parent.child(bindings, options);
  }

  /** No options of its own: the child would log as the parent does, with the bindings added. */
  get plain(): boolean {
    return this.options.level === undefined && this.options.serializers === undefined;
  }

  private get real(): Logger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private log(level: Level, args: unknown[]): void {
    // Nothing to write at this level: no child to make for it.
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a RequestLogger per request. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger as Logger, bindings, options);
}
