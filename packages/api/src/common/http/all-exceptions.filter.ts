import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type Language, REPLY_CODES, type ReplyCodeEntry } from '@fanpass/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { requestLanguage } from '../i18n/request-language.js';
import { failure } from './envelope.js';

/** HTTP errors raised below our code (router, body parser) mapped to the catalogue. */
function entryForStatus(status: number): ReplyCodeEntry | undefined {
  switch (status) {
    case 400:
      return REPLY_CODES.MALFORMED_BODY;
    case 401:
      return REPLY_CODES.LOGIN_EXPIRED;
    case 403:
      return REPLY_CODES.FORBIDDEN;
    case 404:
    case 405:
      return REPLY_CODES.ENDPOINT_NOT_FOUND;
    case 413:
      return REPLY_CODES.PAYLOAD_TOO_LARGE;
    case 415:
      return REPLY_CODES.MALFORMED_BODY;
    case 429:
      return REPLY_CODES.TOO_MANY_REQUESTS;
    default:
      return undefined;
  }
}

/**
 * The one place errors become replies: a coded AppError keeps its code; framework errors are
 * mapped by status; anything else is a fault, logged with the request id and answered 500/29998
 * with no detail.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Fault');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const lang = requestLanguage(request);

    let error: AppError;
    if (exception instanceof AppError) {
      error = exception;
    } else {
      const status = statusOf(exception);
      const entry = status !== undefined && status < 500 ? entryForStatus(status) : undefined;
      if (entry) {
        error = new AppError(entry);
      } else {
        this.logger.error(
          { reqId: request.id, method: request.method, url: request.url, err: exception },
          'unhandled fault',
        );
        error = new AppError(REPLY_CODES.SYSTEM_EXCEPTION);
      }
    }
    void answerError(reply, error, lang);
  }
}

/** A coded error's reply in the caller's language: its status, its envelope, and for 503 when to try again. */
function answerError(reply: FastifyReply, error: AppError, lang: Language): FastifyReply {
  if (error.entry.status === 503) reply.header('retry-after', '60');
  return reply.status(error.entry.status).send(failure(error, lang));
}

function statusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  if (typeof exception === 'object' && exception !== null) {
    const statusCode = (exception as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number') return statusCode;
  }
  return undefined;
}
