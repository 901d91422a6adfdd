import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/request-language.js';
import { success } from './envelope.js';
import type { RouteFlags } from './route-flags.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Nest route's flags, set by the request guard (app/request-guards.ts); null on routes not Nest's. */
    fanpassRoute: RouteFlags | null;
  }
}

/**
 * Wraps what a route handler returns in the success envelope (unless the route is @Raw()) where
 * Nest hands it to Fastify. It replaces a global interceptor: with none, Nest calls the handler
 * without rxjs (an Observable chain, a ReplaySubject and lastValueFrom per request). Errors never
 * pass here; the exception filter answers them.
 */
export class EnvelopeAdapter extends FastifyAdapter {
  override reply(response: FastifyReply | FastifyReply['raw'], body: unknown, statusCode?: number): FastifyReply {
    const request = (response as Partial<FastifyReply>).request as FastifyRequest | undefined;
    return super.reply(
      response,
      request && !request.fanpassRoute?.raw ? success(body ?? null, requestLanguage(request)) : body,
      statusCode,
    );
  }
}
