import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { requestLanguage } from '../i18n/request-language.js';
import { RAW_KEY } from './decorators.js';
import { routeFlag } from './route-flags.js';
import { success } from './envelope.js';

/** Wraps what a handler returns in the success envelope, unless the route is @Raw(). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (routeFlag(this.reflector, RAW_KEY, context)) return next.handle();
    const lang = requestLanguage(context.switchToHttp().getRequest<FastifyRequest>());
    return next.handle().pipe(map((data: unknown) => success(data ?? null, lang)));
  }
}
