import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@fanpass/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../common/i18n/request-language.js';

/** The request facts account calls need: client address, platform and language. */
export interface RequestInfo {
  ip: string;
  platform: string;
  lang: Language;
}

export const Info = createParamDecorator((_data: unknown, context: ExecutionContext): RequestInfo => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const platform = request.headers.platform;
  return {
    ip: request.ip,
    platform: (Array.isArray(platform) ? platform[0] : platform) ?? 'H5',
    lang: requestLanguage(request),
  };
});
