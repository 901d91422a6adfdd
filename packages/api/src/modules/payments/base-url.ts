import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';

/**
 * This service's public base URL: PUBLIC_API_URL when set (behind proxies, and always in
 * production), otherwise the scheme and host the request came in on.
 */
export function publicBaseUrl(config: AppConfig, request: FastifyRequest): string {
  return config.publicApiUrl ?? `${request.protocol}://${request.host}`;
}
