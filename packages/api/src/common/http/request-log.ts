import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The request log (docs/operations.md, "Health and logs"): one line per request, written when it
 * is answered, with its id, method, path, client address, status and time. Fastify's own
 * controller writes two, one on arrival and one on the answer, and the first says nothing the
 * second cannot: at `info` the pair cost about 6 µs a request against 4 µs for the one line
 * (pino alone, to a pipe). A failed answer keeps Fastify's `request errored` line at `error`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
