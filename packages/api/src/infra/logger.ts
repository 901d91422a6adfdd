import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';

/**
 * One pino logger for Fastify's request logs and Nest's own messages: JSON lines, or with
 * `pretty` coloured lines for people (pino-pretty, written in the process as they come).
 */
export function createLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  const options = { level, base: { service: 'fanpass-api' }, redact: ['req.headers.token', 'req.headers.signature'] };
  if (format === 'json') return pino(options);
  const pretty = pinoPretty({
    colorize: true,
    sync: true,
    singleLine: true,
    // `[Context] message`; a request as `request completed GET /path 200` with its id and time.
    messageFormat: '{if context}[{context}] {end}{msg}{if req.method} {req.method} {req.url} {res.statusCode}{end}',
    ignore: 'pid,hostname,service,component,context,req,res',
  });
  return pino(options, pretty);
}

/** Nest's logger interface on top of pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, rest: unknown[]): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (typeof message === 'object' && message !== null) {
      const [text] = rest;
      this.logger[level]({ context, ...(message as object) }, typeof text === 'string' && text !== context ? text : '');
    } else {
      this.logger[level]({ context }, String(message));
    }
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
}
