import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { requestLanguage } from '../i18n/request-language.js';
import { answerError } from './all-exceptions.filter.js';
import { success } from './envelope.js';
import type { RouteFlags } from './route-flags.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Nest route's flags, set by its preHandler (app.factory.ts); null on routes not Nest's. */
    fanpassRoute: RouteFlags | null;
  }
}

/**
 * Wraps what a route handler returns in the success envelope (unless the route is @Raw()) where
 * Nest hands it to Fastify. It replaces a global interceptor: with none, Nest calls the handler
 * without rxjs (an Observable chain, a ReplaySubject and lastValueFrom per request). Thrown errors
 * never pass here; the exception filter answers them. A coded error a handler hands back as its
 * value (the order route's refusals, `OrdersService.createOrRefuse`) is answered exactly as the
 * filter answers it thrown.
 */
export class EnvelopeAdapter extends FastifyAdapter {
  override reply(response: FastifyReply | FastifyReply['raw'], body: unknown, statusCode?: number): FastifyReply {
    const request = (response as Partial<FastifyReply>).request as FastifyRequest | undefined;
    if (body instanceof AppError && request)
      return answerError(response as FastifyReply, body, requestLanguage(request));
    return super.reply(
      response,
      request && !request.fanpassRoute?.raw ? success(body ?? null, requestLanguage(request)) : body,
      statusCode,
    );
  }
}
