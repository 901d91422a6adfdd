import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** One pino logger for Fastify's request logs and Nest's own messages. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'fanpass-api' }, redact: ['req.headers.token', 'req.headers.signature'] });
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
