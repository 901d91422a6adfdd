import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@fanpass/contracts';
import type { FastifyRequest } from 'fastify';
import { type DeviceClass, deviceClassOf } from '../../common/http/device-class.js';
import { requestLanguage } from '../../common/i18n/request-language.js';

/** The request facts account calls need: client address, platform, device class and language. */
export interface RequestInfo {
  ip: string;
  platform: string;
  /** From the browser's own headers (`deviceClassOf`); a sign-in records it on the session. */
  device: DeviceClass;
  lang: Language;
}

export const Info = createParamDecorator((_data: unknown, context: ExecutionContext): RequestInfo => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const platform = request.headers.platform;
  return {
    ip: request.ip,
    platform: (Array.isArray(platform) ? platform[0] : platform) ?? 'H5',
    device: deviceClassOf(request.headers),
    lang: requestLanguage(request),
  };
});
